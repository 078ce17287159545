import { randomUUID } from 'node:crypto';
import { ssoAccountMessages, ssoMessages } from '../src/shared/contracts/sign-in';
import { seriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { E2E_OIDC_LABEL } from './support/oidc';
import { signInThroughApi } from './support/users';

const continueWith = `Continue with ${E2E_OIDC_LABEL}`;
const workEmail = () => `sso-${randomUUID().slice(0, 8)}@example.com`;

test('a newcomer signs up with the OpenID provider, lands in the studio on the free trial, and finds the link in /account', async ({
  page,
}) => {
  const email = workEmail();
  await page.goto('/register');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: continueWith }).click();

  // The provider's own login page.
  await expect(page.getByRole('heading', { name: 'Test OpenID provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/Free Trial: \d+h \d+m \d+s remaining/)).toBeVisible();

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Single sign-on' });
  await expect(section).toContainText(email);
  // Made by single sign-on, the account has no password: its only link cannot go.
  await section.getByRole('button', { name: `Unlink ${email}` }).click();
  await expect(section.getByRole('alert')).toContainText(ssoAccountMessages.lastWayIn);
  await expect(section.getByRole('button', { name: 'Email me a link to set a password' })).toBeVisible();
});

test('cancelling at the provider comes back to /login with what happened', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: continueWith }).click();
  await expect(page.getByRole('heading', { name: 'Test OpenID provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?sso_error=access_denied$/);
  await expect(page.getByRole('alert')).toContainText(ssoMessages.access_denied);
  // The password form is still there.
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a creator with a password links the provider in /account, then signs in with it', async ({ page, request }) => {
  await signInThroughApi(page, request);
  const email = workEmail();
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Single sign-on' });
  await section.getByRole('button', { name: `Link ${E2E_OIDC_LABEL}` }).click();
  await expect(page.getByRole('heading', { name: 'Test OpenID provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/account\?sso=linked$/);
  await expect(section.getByRole('status')).toContainText('Single sign-on linked.');
  await expect(section).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/app');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The provider remembers the person: back in the studio at once, as the linked account.
  await page.goto('/login');
  await page.getByRole('link', { name: continueWith }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Single sign-on' })).toContainText(email);
});
