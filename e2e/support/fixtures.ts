import { expect, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The journeys' `test`: `page.goto` also waits until the app has started, because pre-rendered
 * pages show their buttons before the script that makes them work has run. And every journey
 * fails if the page broke the content security policy (something the server's CSP blocked).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'content security policy violations').toEqual([]);
  },
});
