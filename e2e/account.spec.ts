import { accountMessages } from '../src/shared/contracts/account';
import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { newUser, registerThroughForm, signInThroughApi, signInThroughForm } from './support/users';
import { seriousViolations } from './support/accessibility';

test('a user who forgot their password resets it from the e-mailed link and signs in with the new one', async ({ page }) => {
  const user = newUser('Robin Forgetful');
  await registerThroughForm(page, user);
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(accountMessages.resetRequested)).toBeVisible();

  const mail = await waitForMail(user.email, 'Reset your Genesis Studio password');
  const link = linkIn(mail);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  const newPassword = 'a-brand-new-pass-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(accountMessages.passwordReset).first()).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-pass-3');
  await page.getByLabel('Confirm new password', { exact: true }).fill('yet-another-pass-3');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText(accountMessages.resetLinkInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

  // The old password is refused; the new one signs in.
  await signInThroughForm(page, user);
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner')).toContainText('Robin Forgetful');
});

test('a user opens their account from the header, changes their name and sees it everywhere', async ({ page, request }) => {
  await signInThroughApi(page, request, newUser('Jordan Rivers'));
  await page.goto('/app');
  await page.getByRole('link', { name: 'Account: Jordan Rivers' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // This browser is listed among the sessions.
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('This device');

  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Jordan Rivers');
  await name.fill('Jordan River-Stone');
  await name.press('Enter');
  await expect(page.getByText(accountMessages.nameSaved)).toBeVisible();

  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner')).toContainText('Jordan River-Stone');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Jordan River-Stone');
});

test('a user deletes their account; signing in with it afterwards is refused', async ({ page, request }) => {
  const { user } = await signInThroughApi(page, request, newUser('Casey Leaving'));
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(accountMessages.wrongPassword)).toBeVisible();

  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(accountMessages.accountDeleted).first()).toBeVisible();
  expect(await page.evaluate(() => ['authToken', 'sessionToken', 'user'].map((key) => localStorage.getItem(key)))).toEqual([
    null,
    null,
    null,
  ]);

  await signInThroughForm(page, user);
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the account pages have no serious accessibility violations, with their messages showing', async ({ page, request }) => {
  // Five pages and dialogs scanned with axe: on a loaded machine (load average 11–12) it took over the 60 s of one journey.
  test.slow();
  await signInThroughApi(page, request, newUser('Ally Access'));
  await page.goto('/account');
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await page.getByLabel('New email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  for (const [path, heading] of [
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=not-a-token', 'Choose a new password'],
    ['/verify-email?token=not-a-token', 'Verify your email'],
  ] as const) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    expect(await seriousViolations(visitor), path).toEqual([]);
  }
  await context.close();
});
