import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The journeys' `test`: `page.goto` also waits until the app has started, because pre-rendered
 * pages show their buttons before the script that makes them work has run.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
