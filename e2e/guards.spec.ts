import { expect, test } from './support/fixtures';

for (const path of ['/app', '/owner-voice', '/voice']) {
  test(`a signed-out visitor of ${path} is sent to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
}

test('a signed-out visitor of /affiliate is sent to /login?from=affiliate', async ({ page }) => {
  await page.goto('/affiliate');
  await expect(page).toHaveURL(/\/login\?from=affiliate$/);
});

test('an unknown path answers HTTP 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a stored token the server no longer accepts signs the visitor out', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('authToken', 'expired.token.value');
    localStorage.setItem('sessionToken', 'revoked-session');
  });
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
});
