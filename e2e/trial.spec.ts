import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ownDatabase, serverOfItsOwn } from './support/app-server';
import { expect, test } from './support/fixtures';
import { withDatabase } from './support/database';
import { newUser, PASSWORD, registerThroughForm, signInThroughApi } from './support/users';
import { scriptWritten } from './support/waits';

/** The screen at a desktop and a phone width, kept with the test's results for looking at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the Trial Expired modal blocks the workspace once the server reports trial_expired', async ({ page, request }) => {
  const { session } = await signInThroughApi(page, request);
  await withDatabase((db) => db.query(`UPDATE users SET trial_expiry = now() - interval '1 minute' WHERE id = $1`, [session.user.id]));

  await page.goto('/app');
  const modal = page.getByRole('alertdialog', { name: 'Trial Expired' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your 1-day free trial has ended. Choose a plan to continue using the product.');
  // Behind the modal the header's upgrade link turns red and says why.
  await expect(page.getByText('Trial Expired - Upgrade').first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('subscription', JSON.stringify({ isTrial: true })));
  await modal.getByRole('button', { name: 'Start Over' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('subscription'))).toBeNull();
});

test('during the trial the banner counts down every second', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  const banner = page.getByText(/Free Trial: \d+h \d+m \d+s remaining/);
  const first = await banner.textContent();
  await expect(banner).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByRole('alertdialog', { name: 'Trial Expired' })).toHaveCount(0);
});

test('a second account for a mailbox that had its trial starts without one and is led to the plans', async ({ page, request }) => {
  const name = `journey${randomUUID().slice(0, 8)}`;
  const first = await request.post('/api/auth/register', {
    data: { name: 'First Account', email: `${name}@gmail.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect((await first.json()).user.subscriptionStatus).toBe('trialing');

  // The same Gmail mailbox, spelled with a dot, a +suffix and googlemail.com.
  await registerThroughForm(page, {
    name: 'Second Account',
    email: `${name.slice(0, 4)}.${name.slice(4)}+again@googlemail.com`,
    password: PASSWORD,
  });

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('This e-mail address has already had its free trial.')).toBeVisible();
  await expect(page.getByText(/The free trial is one per e-mail address/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Subscribe to/ })).toHaveCount(3);
  await expect(page.getByText(/Free Trial: .* remaining/)).toHaveCount(0);
  await screenshots(page, 'without-trial-plans');

  await page.goto('/app');
  const modal = page.getByRole('alertdialog', { name: 'Free Trial Already Used' });
  await expect(modal).toContainText('This e-mail address has already had its 1-day free trial. Choose a plan to start using the product.');
  await expect(page.getByText('Choose a Plan').first()).toBeVisible();
  await screenshots(page, 'without-trial-app');
});

// Nobody is locked out of their own install (DESIGN.md §7). Each journey runs on a server of its own:
// a fresh install whose first account is its administrator, and one with PAYMENTS=off.
const ownInstall = test.extend<object, { ownInstallServer: string }>({
  ownInstallServer: serverOfItsOwn('own_install', {}),
  baseURL: async ({ ownInstallServer }, use) => use(ownInstallServer),
});
const paymentsOff = test.extend<object, { paymentsOffServer: string }>({
  // ADMIN_EMAILS names no one here, so the first account is an ordinary one.
  paymentsOffServer: serverOfItsOwn('payments_off', { PAYMENTS: 'off', ADMIN_EMAILS: 'nobody@e2e.test' }),
  baseURL: async ({ paymentsOffServer }, use) => use(paymentsOffServer),
});

/** Moves the account's trial to have ended a day ago, on the server of its own `name`. */
const endTrialADayAgo = (name: string, userId: string) =>
  withDatabase(
    (db) => db.query(`UPDATE users SET trial_expiry = now() - interval '1 day' WHERE id = $1`, [userId]),
    ownDatabase(name, test.info().workerIndex),
  );

/** The studio open a day after the trial: no modal, no banner, no upgrade prompt, and a script is written. */
async function expectStudioOpen(page: Page) {
  await page.goto('/app');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Video Topic or Keywords').fill('watering houseplants');
  await panel.getByRole('button', { name: 'Generate Script' }).click();
  await expect(panel.getByLabel('Script text')).not.toHaveValue('', scriptWritten);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(/Free Trial/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Upgrade|Choose a Plan/ })).toHaveCount(0);
}

// One journey on this server: its first account must be this one.
ownInstall(
  'the person who installed the studio keeps using it a day after the trial would have ended; an ordinary account is still stopped',
  async ({ page, browser, request, ownInstallServer }) => {
    const { session } = await signInThroughApi(page, request, newUser('Olive Owner'));
    expect((session.user as { isAdmin?: boolean }).isAdmin).toBe(true);
    await endTrialADayAgo('own_install', session.user.id);
    await expectStudioOpen(page);
    await expect(page.getByRole('link', { name: 'Operator console' })).toBeVisible();
    await screenshots(page, 'own-install-administrator');

    // A visitor in a browser of their own, on the same install: the trial applies to them.
    const context = await browser.newContext({ baseURL: ownInstallServer });
    const visitorPage = await context.newPage();
    const visitor = await signInThroughApi(visitorPage, request, newUser('Vera Visitor'));
    expect((visitor.session.user as { isAdmin?: boolean }).isAdmin).toBe(false);
    await endTrialADayAgo('own_install', visitor.session.user.id);
    await visitorPage.goto('/app');
    // This page is not the fixture's: wait for the app as its `goto` does.
    await visitorPage.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(visitorPage.getByRole('alertdialog', { name: 'Trial Expired' })).toBeVisible();
    await context.close();
  },
);

paymentsOff(
  'with payments off, a user works on a day after the trial would have ended, and no page speaks of a trial',
  async ({ page, request }) => {
    const { session } = await signInThroughApi(page, request, newUser('Sam Selfhost'));
    await endTrialADayAgo('payments_off', session.user.id);
    await expectStudioOpen(page);
    await screenshots(page, 'payments-off-workspace');

    await page.goto('/subscription');
    await expect(page.getByText('Subscriptions are not available on this server.')).toBeVisible();
    await expect(page.getByText(/free trial/i)).toHaveCount(0);
  },
);
