import { expect, test } from './support/fixtures';
import { subscribeThroughCheckout } from './support/checkout';
import { newUser, signInThroughApi } from './support/users';

test('an affiliate shares the link; a visitor registers and subscribes; the dashboard shows the pending commission', async ({
  page,
  request,
  browser,
}) => {
  await signInThroughApi(page, request);
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Affiliate Account' }).click();
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible();

  await page.getByLabel('Payout Email').fill('payouts-journey@example.com');
  await page.getByLabel('Payout Email').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-total-clicks')).toHaveText('0');
  const commissions = page.getByRole('list', { name: 'Commission Structure' });
  await expect(commissions).toContainText('$2.10');
  await expect(commissions).toContainText('$15.00');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByTestId('affiliate-link').inputValue());
  expect(link).toMatch(/\/\?ref=[A-Za-z0-9_-]{10}$/);

  // A new visitor, in a browser of their own, follows the link, registers and subscribes.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect.poll(() => visitor.evaluate(() => window.localStorage.getItem('genesis.referral'))).toContain('"code"');
  const referred = newUser('Riley Referred');
  await visitor.goto('/register');
  await visitor.getByLabel('Full Name').fill(referred.name);
  await visitor.getByLabel('Email').fill(referred.email);
  await visitor.getByLabel('Password', { exact: true }).fill(referred.password);
  await visitor.getByLabel('Confirm Password', { exact: true }).fill(referred.password);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL(/\/app$/);
  await visitor.goto('/subscription?plan=weekly');
  await subscribeThroughCheckout(visitor, 'Weekly Basic', '$6.99');
  await visitorContext.close();

  await page.reload();
  await expect(page.getByTestId('stat-total-clicks')).toHaveText('1');
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('1');
  await expect(page.getByTestId('stat-conversion-rate')).toHaveText('100%');
  await expect(page.getByTestId('stat-total-earnings')).toHaveText('$2.10');
  await expect(page.getByTestId('earnings-pending')).toHaveText('$2.10');
  const referral = page.getByRole('list', { name: 'Recent Referrals' }).getByTestId('referral-item');
  await expect(referral).toHaveCount(1);
  await expect(referral.getByTestId('referral-plan')).toHaveText('Weekly Basic');
  await expect(referral.getByTestId('referral-commission')).toHaveText('$2.10');
  await expect(referral.getByTestId('referral-status')).toHaveText('Pending');
});
