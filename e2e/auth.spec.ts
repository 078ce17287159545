import { expect, test } from './support/fixtures';
import { newUser, registerThroughForm } from './support/users';

test('a new user registers, lands in the workspace with a running trial, stays signed in and logs out', async ({ page }) => {
  const user = newUser('Jordan Rivers');
  await registerThroughForm(page, user);

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner')).toContainText('Jordan Rivers');
  const trialBanner = page.getByText(/Free Trial: \d+h \d+m \d+s remaining/);
  await expect(trialBanner).toBeVisible();
  await expect(trialBanner).toContainText(/Free Trial: 23h 59m \d+s remaining/);
  for (const tab of ['Script Writing', 'SEO Optimization', 'Image Generation', 'Advanced Chat', 'My Gallery']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner')).toContainText('Jordan Rivers');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => ['authToken', 'sessionToken', 'user', 'subscription'].map((key) => localStorage.getItem(key)))).toEqual([
    null,
    null,
    null,
    null,
  ]);

  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});

test('a returning user signs in; a wrong password shows the server message', async ({ page, request }) => {
  const user = newUser('Sam Lee');
  await request.post('/api/auth/register', { data: { ...user, confirmPassword: user.password } });

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner')).toContainText('Sam Lee');
});

test('the register form explains each rule before calling the server', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fill in all fields', { exact: true })).toBeVisible();

  await page.getByLabel('Full Name').fill('Kim');
  await page.getByLabel('Email').fill('kim@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password', { exact: true }).fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('registering from the affiliate flow leads to the affiliate page', async ({ page }) => {
  const user = newUser('Ari Partner');
  await registerThroughForm(page, user, '/register?from=affiliate');
  await expect(page).toHaveURL(/\/affiliate$/);
});
