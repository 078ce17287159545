import { expect, test } from './support/fixtures';
import { subscribeThroughCheckout } from './support/checkout';
import { newUser, registerThroughForm, signInThroughApi, signInThroughForm } from './support/users';

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
  await registerThroughForm(visitor, newUser('Riley Referred'));
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

test('an affiliate who signs up a second account in their own browser sees its payment refused, with the reason', async ({
  page,
  request,
}) => {
  const affiliate = newUser('Ava Affiliate');
  await request.post('/api/auth/register', { data: { ...affiliate, confirmPassword: affiliate.password } });
  // Signing in through the page makes this browser known as the affiliate's.
  await signInThroughForm(page, affiliate, '/login?from=affiliate');
  await expect(page).toHaveURL(/\/affiliate$/);
  await page.getByLabel('Payout Email').fill('ava-payouts@example.com');
  await page.getByRole('button', { name: 'Create Affiliate Account' }).click();
  const link = await page.getByTestId('affiliate-link').inputValue();

  // Signed out, the same browser follows the own link, registers another address and pays.
  await page.goto('/app');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('genesis.referral'))).toContain('"code"');
  await registerThroughForm(page, newUser('Ava Second'));
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/subscription?plan=weekly');
  await subscribeThroughCheckout(page, 'Weekly Basic', '$6.99');

  await page.goto('/app');
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInThroughForm(page, affiliate, '/login?from=affiliate');
  await expect(page).toHaveURL(/\/affiliate$/);

  const referral = page.getByRole('list', { name: 'Recent Referrals' }).getByTestId('referral-item');
  await expect(referral).toHaveCount(1);
  await expect(referral.getByTestId('referral-plan')).toHaveText('Weekly Basic');
  await expect(referral.getByTestId('referral-commission')).toHaveText('$0.00');
  await expect(referral.getByTestId('referral-status')).toHaveText('Refused');
  await expect(referral.getByTestId('referral-refusal')).toHaveText(
    'Signed up or signed in from a browser you use: no commission is paid on your own purchases.',
  );
  await expect(page.getByTestId('stat-total-earnings')).toHaveText('$0.00');
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('0');
  await expect(page.getByTestId('earnings-pending')).toHaveText('$0.00');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await referral.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`refused-referral-${width}.png`), fullPage: true });
  }
});
