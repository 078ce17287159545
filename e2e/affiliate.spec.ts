// The affiliate programme. Its journeys run on a server of this file's own behind a proxy
// (TRUST_PROXY): a visitor's browser comes from an address of its own (X-Forwarded-For), as real
// visitors do; an account made from the affiliate's own address or browser earns nothing.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { serverOfItsOwn } from './support/app-server';
import { subscribeThroughCheckout } from './support/checkout';
import { expect, test as base } from './support/fixtures';
import { fillRegisterForm, newUser, registerThroughForm, signInThroughApi, signInThroughForm, type NewUser } from './support/users';

const test = base.extend<object, { affiliateServer: string }>({
  affiliateServer: serverOfItsOwn('affiliates', { TRUST_PROXY: 'true' }),
  baseURL: async ({ affiliateServer }, use) => use(affiliateServer),
});

/** A visitor's browser at an address of its own; without script when `javaScriptEnabled` is false. */
function visitorContext(browser: Browser, baseURL: string, address: string, options: { javaScriptEnabled?: boolean } = {}) {
  return browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address }, ...options });
}

/** The signed-in page's user makes an affiliate account; its link. */
async function createAffiliateAccount(page: Page, payoutEmail: string): Promise<string> {
  await page.goto('/affiliate');
  await page.getByLabel('Payout Email').fill(payoutEmail);
  await page.getByRole('button', { name: 'Create Affiliate Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
  return page.getByTestId('affiliate-link').inputValue();
}

/** Registers through the form in a visitor's browser (its page is no journey fixture: it waits for the app itself). */
async function registerInVisitorBrowser(visitor: Page, user: NewUser) {
  await visitor.goto('/register');
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await fillRegisterForm(visitor, user);
  await expect(visitor).toHaveURL(/\/app$/);
}

const referralCookieOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'genesis_ref');

test('an affiliate shares the link; a visitor registers and pays through the test checkout; the dashboard shows it as Test', async ({
  page,
  request,
  browser,
  baseURL,
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

  // A new visitor, in a browser of their own elsewhere, follows the link, registers and pays
  // through the local test checkout, which charges nothing.
  const context = await visitorContext(browser, baseURL!, '198.51.100.31');
  const visitor = await context.newPage();
  await visitor.goto(link);
  await registerInVisitorBrowser(visitor, newUser('Riley Referred'));
  await visitor.goto('/subscription?plan=weekly');
  await subscribeThroughCheckout(visitor, 'Weekly Basic', '$6.99');
  await context.close();

  await page.reload();
  await expect(page.getByTestId('stat-total-clicks')).toHaveText('1');
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('1');
  await expect(page.getByTestId('stat-conversion-rate')).toHaveText('100%');
  await expect(page.getByTestId('stat-total-earnings')).toHaveText('$0.00');
  await expect(page.getByTestId('earnings-pending')).toHaveText('$0.00');
  const referral = page.getByRole('list', { name: 'Recent Referrals' }).getByTestId('referral-item');
  await expect(referral).toHaveCount(1);
  await expect(referral.getByTestId('referral-plan')).toHaveText('Weekly Basic');
  await expect(referral.getByTestId('referral-commission')).toHaveText('$0.00');
  await expect(referral.getByTestId('referral-status')).toHaveText('Test');
  await expect(referral.getByTestId('referral-test')).toHaveText(
    'Paid through the test checkout: no money changed hands, so it earns no commission.',
  );
});

test('a visitor whose browser runs no script on the landing page is still attributed when they register', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page, request, newUser('Nova Affiliate'));
  const link = await createAffiliateAccount(page, 'nova-payouts@example.com');

  // Scripts off: the landing page arrives pre-rendered, and no script of ours ever runs on it.
  const address = '198.51.100.32';
  const landing = await visitorContext(browser, baseURL!, address, { javaScriptEnabled: false });
  const visit = await landing.newPage();
  await visit.goto(link);
  await expect(visit.getByRole('link', { name: 'Start Free Trial' }).first()).toBeVisible();
  await visit.waitForLoadState('load');
  await expect(visit.locator('html[data-app-ready]')).toHaveCount(0);
  const cookie = await referralCookieOf(landing);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  // Start Free Trial is a link: it opens /register with no script at all.
  await visit.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(visit).toHaveURL(/\/register$/);
  await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();

  // Later, in the same browser with script, the visitor registers: the server reads its cookie, then forgets it.
  const registering = await visitorContext(browser, baseURL!, address);
  await registering.addCookies([cookie!]);
  await registerInVisitorBrowser(await registering.newPage(), newUser('Sam Scriptless'));
  expect(await referralCookieOf(registering)).toBeUndefined();
  await landing.close();
  await registering.close();

  await page.reload();
  await expect(page.getByTestId('stat-total-clicks')).toHaveText('1');
  await expect(page.getByTestId('stat-total-referrals')).toHaveText('1');
  const referral = page.getByRole('list', { name: 'Recent Referrals' }).getByTestId('referral-item');
  await expect(referral).toHaveCount(1);
  await expect(referral.getByTestId('referral-plan')).toHaveText('Trial');
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
  expect(await referralCookieOf(page.context())).toBeDefined();
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
