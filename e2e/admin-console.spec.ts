// The operator console (issue 21). The payout journey runs on a server of this file's own, which
// makes E2E_ADMIN_EMAIL an administrator and approves commissions at once with no minimum
// (AFFILIATE_HOLD_DAYS=0, AFFILIATE_PAYOUT_MINIMUM=0): closing a month is then this journey's alone.
// It is the Stripe processor (payments through the local test checkout earn no commission), told of
// the referred user's payment by a signed webhook; behind a proxy (TRUST_PROXY), so the visitor's
// browser comes from an address of its own (X-Forwarded-For), not the affiliate's.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { serverOfItsOwn } from './support/app-server';
import { sendPaidInvoice, stripeEnv } from './support/stripe';
import { expect, test } from './support/fixtures';
import { accountMessages } from '../src/shared/contracts/account';
import { E2E_ADMIN_EMAIL, E2E_SMTP_PORT, linkIn, waitForMail } from './support/mailbox';
import { newUser, PASSWORD, registerThroughForm, signInThroughApi } from './support/users';
import { seriousViolations } from './support/accessibility';

const consoleTest = test.extend<object, { consoleServer: string }>({
  consoleServer: serverOfItsOwn('console', {
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    AFFILIATE_HOLD_DAYS: '0',
    AFFILIATE_PAYOUT_MINIMUM: '0',
    ...stripeEnv(),
    TRUST_PROXY: 'true',
  }),
  baseURL: async ({ consoleServer }, use) => use(consoleServer),
});

interface Session {
  token: string;
  sessionToken: string;
  user: { id: string; isAdmin: boolean };
}

/**
 * Registers the administrator and follows the verification link mailed to it, as the operator would
 * (an address ADMIN_EMAILS names is an administrator once its mailbox is proven); or signs it in,
 * when another journey did that first. Then signs the page in.
 */
async function signInAsAdministrator(page: Page, request: APIRequestContext): Promise<Session> {
  const administrator = { name: 'Olive Operator', email: E2E_ADMIN_EMAIL, password: PASSWORD };
  const registeredAt = new Date();
  const registered = await request.post('/api/auth/register', { data: { ...administrator, confirmPassword: PASSWORD } });
  if (registered.status() === 201) {
    expect(((await registered.json()) as Session).user.isAdmin).toBe(false);
    const mail = await waitForMail(E2E_ADMIN_EMAIL, 'Verify your email', registeredAt);
    await page.goto(linkIn(mail));
    await expect(page.getByText(accountMessages.emailVerified)).toBeVisible();
  } else {
    expect(registered.status()).toBe(409);
  }
  const response = await request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } });
  expect(response.ok(), `administrator sign-in: ${response.status()} ${await response.text()}`).toBe(true);
  const session = (await response.json()) as Session;
  expect(session.user.isAdmin).toBe(true);
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('journey-seeded')) {
      window.sessionStorage.setItem('journey-seeded', '1');
      window.localStorage.setItem('authToken', stored.token);
      window.localStorage.setItem('sessionToken', stored.sessionToken);
      window.localStorage.setItem('user', JSON.stringify(stored.user));
    }
  }, session);
  return session;
}

/**
 * An affiliate joins the programme; a visitor in a browser of their own, elsewhere, follows the link
 * and registers; Stripe tells of their payment for Weekly Basic.
 */
async function referAPayingUser(browser: Browser, request: APIRequestContext, baseURL: string): Promise<string> {
  const payoutEmail = `payouts-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const affiliateContext = await browser.newContext({ baseURL });
  const affiliate = await affiliateContext.newPage();
  await signInThroughApi(affiliate, request, newUser('Avery Affiliate'));
  await affiliate.goto('/affiliate');
  await affiliate.getByLabel('Payout Email').fill(payoutEmail);
  await affiliate.getByRole('button', { name: 'Create Affiliate Account' }).click();
  const link = await affiliate.getByTestId('affiliate-link').inputValue();
  await affiliateContext.close();

  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.21' } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await registerThroughForm(visitor, newUser('Riley Referred'));
  await expect(visitor).toHaveURL(/\/app$/);
  const { id } = JSON.parse((await visitor.evaluate(() => window.localStorage.getItem('user'))) ?? '{}') as { id: string };
  await visitorContext.close();
  await sendPaidInvoice(request, id, 'weekly');
  return payoutEmail;
}

consoleTest.describe('the operator console', () => {
  // In order, in one worker and so on one console server; the second still runs when the first fails.
  consoleTest.describe.configure({ mode: 'default' });

  consoleTest(
    'an administrator extends a trial and approves, pays and exports an affiliate payout',
    async ({ page, request, browser, consoleServer }) => {
      test.setTimeout(120_000);
      const trialUser = newUser('Trina Trial');
      const registered = await request.post('/api/auth/register', { data: { ...trialUser, confirmPassword: trialUser.password } });
      expect(registered.status()).toBe(201);
      const payoutEmail = await referAPayingUser(browser, request, consoleServer);

      await signInAsAdministrator(page, request);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Operator Console' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByTestId('stat-users')).not.toHaveText('0');

      // Users: find the trial user, extend the trial by two days, see the new expiry.
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Users' }).click();
      await page.getByLabel('Search users').fill(trialUser.email);
      await expect(page.getByTestId('user-row')).toHaveCount(1);
      await page.getByRole('button', { name: new RegExp(trialUser.name) }).click();
      const panel = page.getByRole('region', { name: trialUser.name });
      const expiry = panel.getByTestId('user-trial-expiry');
      await expect(expiry).toBeVisible();
      const before = Date.parse((await expiry.getAttribute('datetime')) ?? '');
      await panel.getByLabel('Hours').fill('48');
      await panel.getByRole('button', { name: 'Extend trial' }).click();
      await expect(page.getByText('Trial extended.', { exact: true })).toBeVisible();
      await expect.poll(async () => Date.parse((await expiry.getAttribute('datetime')) ?? '')).toBeGreaterThan(before);
      const after = Date.parse((await expiry.getAttribute('datetime')) ?? '');
      expect(after).toBeGreaterThanOrEqual(Date.now() + 47 * 60 * 60 * 1000);
      await expect(expiry).toHaveText(
        await page.evaluate(
          (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
          new Date(after).toISOString(),
        ),
      );

      // Affiliates: the referral's commission is approved at once; close this month into payouts.
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Affiliates' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Affiliates' })).toBeVisible();
      const month = new Date().toISOString().slice(0, 7);
      await expect(page.getByLabel('Month')).toHaveValue(month);
      await page.getByRole('button', { name: 'Approve payouts for month' }).click();
      await expect(page.getByText('Payouts Approved', { exact: true })).toBeVisible();
      const payout = page.getByTestId('payout-row').filter({ hasText: payoutEmail });
      await expect(payout).toHaveCount(1);
      await expect(payout).toContainText('$2.10');
      await expect(payout).toContainText('Owed');

      // Mark it paid with the transfer's reference.
      await payout.getByRole('button', { name: /Mark paid/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark payout as paid' });
      await expect(dialog).toContainText(payoutEmail);
      await dialog.getByLabel('Payment reference').fill('PAYPAL-JOURNEY-1');
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      await expect(page.getByText('Payout recorded as paid.', { exact: true })).toBeVisible();
      await expect(payout.getByTestId('payout-reference')).toHaveText('PAYPAL-JOURNEY-1');
      await expect(payout).toContainText('Paid');
      await expect(payout.getByRole('button', { name: /Mark paid/ })).toHaveCount(0);

      // The month's CSV names the payout.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`payouts-${month}.csv`);
      expect(await readFile(await download.path(), 'utf8')).toContain(payoutEmail);

      // Every action is in the audit log.
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByTestId('audit-row').first()).toBeVisible();
    },
  );

  // On the server the journey above filled (it runs first, in this worker): users, a paid payout, the audit log.
  consoleTest(
    'every console section fits a desktop and a phone screen, with no serious accessibility violations',
    async ({ page, request }) => {
      test.setTimeout(120_000);
      await signInAsAdministrator(page, request);
      // Each section at a desktop and a phone width: nothing wider than the screen (tables scroll
      // sideways inside their frames), no serious accessibility violations. Charts drawn without their
      // animation for the pictures.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const section of ['dashboard', 'users', 'affiliates', 'payments', 'newsletter', 'outbox', 'audit', 'publishing']) {
          await page.goto(`/admin?section=${section}`);
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expect(page.getByRole('status')).toHaveCount(0);
          await expect(page.locator('[aria-current="page"]')).toBeInViewport();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: test.info().outputPath(`admin-${section}-${width}.png`), fullPage: true });
          if (width === 1280) expect(await seriousViolations(page), `${section}: serious accessibility violations`).toEqual([]);
        }
      }
    },
  );
});

test('a signed-in user who is not an administrator finds no console at /admin', async ({ page, request }) => {
  const { session } = await signInThroughApi(page, request, newUser('Nora Nonadmin'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator Console' })).toHaveCount(0);
  const answer = await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(answer.status()).toBe(404);
});
