import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { appStarted, signInThroughApi, signInThroughForm } from './support/users';

const dark = (page: Page) => page.locator('html.dark');

test.use({ colorScheme: 'light' });

test('a creator picks the dark theme: it shows at once, on every page from the first paint, and on their other devices', async ({
  page,
  request,
  browser,
}) => {
  const { user } = await signInThroughApi(page, request);
  await page.goto('/account');
  await page.getByRole('radio', { name: /Dark/ }).check();
  await expect(dark(page)).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('account-dark.png'), fullPage: false });

  // A pre-rendered public page is dark before any of the app's code runs (no flash of light).
  const noScripts = await browser.newContext({ colorScheme: 'light', storageState: await page.context().storageState() });
  const plain = await noScripts.newPage();
  await plain.route(/\/assets\/.*\.js$/u, (route) => route.abort());
  await plain.goto('/features');
  await expect(dark(plain)).toHaveCount(1);
  await expect(plain.locator('body')).toHaveCSS('background-color', /^oklch\(0\.17 /u);
  await noScripts.close();

  // Another device, signed in with the password: the account's theme, though its system is light.
  const laptop = await browser.newContext({ colorScheme: 'light' });
  const other = await laptop.newPage();
  await signInThroughForm(other, user);
  await other.waitForURL('**/app');
  await expect(dark(other)).toHaveCount(1);

  // The header's switch goes on to System, which follows this device's light system.
  await other.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(other.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expect(dark(other)).toHaveCount(0);
  await laptop.close();

  // Kept for the account: the first device shows System after a reload too.
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole('radio', { name: /System/ })).toBeChecked();
  await expect(dark(page)).toHaveCount(0);
});
