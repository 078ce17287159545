import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from './support/users';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of ['/login', '/register', '/this-page-does-not-exist']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the workspace has no serious accessibility violations', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Script Writing' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
