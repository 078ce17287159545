import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shared/contracts/admin';
import { captureDownloads } from '@/test/capture-downloads';
import { failure } from '@/test/fixtures';
import { json } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import {
  admin,
  inHours,
  makeCommission,
  makeDashboard,
  makePayment,
  makePayout,
  makeUserDetail,
  makeUserSummary,
  signInAdmin,
} from '../lib/test-fixtures';
import { AdminPage } from './admin-page';

const renderConsole = (section?: string) => renderWithProviders(<AdminPage />, { route: section ? `/admin?section=${section}` : '/admin' });
const bodyOf = (request: { body: string | undefined }) => JSON.parse(request.body ?? 'null') as unknown;

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('[data-slot="toast"]')).toHaveTextContent(message);
}

describe('Dashboard', () => {
  // The charts' own chunk (recharts) is transformed at its first import: done before any test's clock
  // runs (on a loaded CI machine it took over the 10 s the test gives the charts to appear).
  beforeAll(async () => {
    await import('../components/dashboard-charts');
  }, 120_000);

  it('shows the figures: users, trials, subscriptions, MRR and errors, and the breakdowns', async () => {
    const api = signInAdmin({ 'GET /api/admin/dashboard': () => json(makeDashboard()) });
    renderConsole();
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('1,284');
    expect(screen.getByText('17 new in 30 days')).toBeInTheDocument();
    expect(screen.getByTestId('stat-trials')).toHaveTextContent('37');
    expect(screen.getByTestId('stat-subscriptions')).toHaveTextContent('17');
    expect(screen.getByTestId('stat-mrr')).toHaveTextContent('$471.14');
    expect(screen.getByTestId('stat-errors')).toHaveTextContent('2');
    const engines = screen.getByRole('region', { name: 'Generations by engine' });
    expect(within(engines).getAllByRole('row')[1]).toHaveTextContent(/Scripts\s*offline-writer\s*40/);
    expect(screen.getByRole('region', { name: 'Errors by route' })).toHaveTextContent('POST /api/images/generate');
    // The charts arrive as their own chunk, each with its numbers as a table for screen readers.
    expect(await screen.findByRole('table', { name: 'Active subscriptions per plan' }, { timeout: 10_000 })).toHaveTextContent(
      /Weekly Basic\s*4\s*Basic\s*10\s*Premium\s*3/,
    );
    expect(screen.getByRole('table', { name: 'New users per day' })).toBeInTheDocument();
    expect(api.to('GET /api/admin/dashboard')[0]?.url).toBe('/api/admin/dashboard?days=30');
  });

  it('asks for another period when one is chosen', async () => {
    const api = signInAdmin({
      'GET /api/admin/dashboard': (request) =>
        json(makeDashboard(request.url.endsWith('days=7') ? { users: { total: 9, newPerDay: [] } } : {})),
    });
    renderConsole();
    await screen.findByTestId('stat-users');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(screen.getByTestId('stat-users')).toHaveTextContent('9'));
    expect(api.to('GET /api/admin/dashboard').map((request) => request.url)).toContain('/api/admin/dashboard?days=7');
  });

  it('says so when the dashboard cannot load, and Try Again asks again', async () => {
    let calls = 0;
    signInAdmin({ 'GET /api/admin/dashboard': () => (++calls <= 2 ? failure(500, 'Boom') : json(makeDashboard())) });
    renderConsole();
    expect(await screen.findByText('Failed to load the dashboard.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('1,284');
  });
});

describe('Users', () => {
  function usersApi(detail = makeUserDetail(), extra = {}) {
    let current = detail;
    const api = signInAdmin({
      'GET /api/admin/users': () => json({ users: [makeUserSummary()], nextCursor: null }),
      [`GET /api/admin/users/${detail.id}`]: () => json(current),
      ...extra,
    });
    return { api, update: (next: Partial<typeof detail>) => (current = { ...current, ...next }) };
  }

  async function openRiley() {
    renderConsole('users');
    await userEvent.click(await screen.findByRole('button', { name: /Riley Referred/ }));
    return screen.findByRole('region', { name: 'Riley Referred' });
  }

  it('opens a user from the list with the keyboard and gives focus back to the row on closing', async () => {
    usersApi();
    renderConsole('users');
    const row = await screen.findByRole('button', { name: /Riley Referred/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Riley Referred' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Riley Referred' })).toHaveFocus());
    await userEvent.click(within(panel).getByRole('button', { name: 'Back to users' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Riley Referred/ })).toHaveFocus());
    expect(window.location.search).toBe('?section=users');
  });

  it('searches by what is typed and lists the users', async () => {
    const { api } = usersApi();
    renderConsole('users');
    expect(await screen.findByRole('button', { name: /Riley Referred/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search users'), 'riley');
    await waitFor(() =>
      expect(api.to('GET /api/admin/users').map((request) => request.url)).toContain('/api/admin/users?q=riley&limit=25'),
    );
  });

  it('shows a user: plan, trial, usage, sessions and projects', async () => {
    usersApi(
      makeUserDetail({
        subscriptionStatus: 'active',
        subscriptionPlan: 'basic',
        usage: { ...makeUserDetail().usage, scripts: { used: 30, limit: 100 } },
      }),
    );
    const panel = await openRiley();
    expect(await within(panel).findByTestId('user-plan')).toHaveTextContent('Basic');
    expect(within(panel).getByText('30 of 100')).toBeInTheDocument();
    expect(within(panel).getByRole('meter', { name: 'Scripts used' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(panel).getByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(panel).getByTestId('user-projects')).toHaveTextContent('2');
    expect(window.location.search).toBe('?section=users&user=user-7');
  });

  it('extends the trial by the hours given and shows the new expiry and the server message', async () => {
    const { api, update } = usersApi(makeUserDetail(), {
      'POST /api/admin/users/user-7/extend-trial': () => {
        update({ trialExpiry: inHours(68) });
        return json({ message: adminMessages.trialExtended });
      },
    });
    const panel = await openRiley();
    const before = (await within(panel).findByTestId('user-trial-expiry')).getAttribute('datetime');
    const hours = within(panel).getByLabelText('Hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48{Enter}');
    await expectToast('Trial Extended', adminMessages.trialExtended);
    expect(api.to('POST /api/admin/users/user-7/extend-trial').map(bodyOf)).toEqual([{ hours: 48 }]);
    await waitFor(() => expect(within(panel).getByTestId('user-trial-expiry').getAttribute('datetime')).not.toBe(before));
  });

  it('refuses hours that are not a whole number in range without asking the server', async () => {
    const { api } = usersApi();
    const panel = await openRiley();
    const hours = await within(panel).findByLabelText('Hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Extend trial' }));
    expect(within(panel).getByText('Enter whole hours from 1 to 2160.')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/admin/users/user-7/extend-trial')).toEqual([]);
  });

  it('grants the chosen plan for the days given', async () => {
    const { api } = usersApi(makeUserDetail(), {
      'POST /api/admin/users/user-7/grant-plan': () => json({ message: adminMessages.planGranted }),
    });
    const panel = await openRiley();
    await userEvent.selectOptions(await within(panel).findByLabelText('Plan'), 'Premium');
    const days = within(panel).getByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(within(panel).getByRole('button', { name: 'Grant plan' }));
    await expectToast('Plan Granted', adminMessages.planGranted);
    expect(api.to('POST /api/admin/users/user-7/grant-plan').map(bodyOf)).toEqual([{ planId: 'premium', days: 14 }]);
  });

  it("sets a user's fair-use limits (empty is no limit) and shows what was used of them", async () => {
    const { api, update } = usersApi(makeUserDetail({ access: 'payments_off', subscriptionStatus: 'trial_expired' }), {
      'PUT /api/admin/users/user-7/fair-use': () => {
        update({
          fairUse: { scripts: 20, images: null, period: 'week' },
          usage: {
            ...makeUserDetail().usage,
            fairUse: {
              period: 'week',
              periodStart: inHours(-30),
              resetsAt: inHours(60),
              scripts: { used: 4, limit: 20 },
              images: { used: 1, limit: null },
            },
          },
        });
        return json({ message: adminMessages.fairUseSaved });
      },
    });
    const panel = await openRiley();
    // Payments off: no trial to extend, no plan to grant; the account stands on fair use.
    expect(await within(panel).findByText('Fair use')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Extend trial' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Grant plan' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Trial ends')).not.toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText('Scripts limit'), '20');
    await userEvent.selectOptions(within(panel).getByLabelText('Per'), 'Week');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save limits' }));
    await expectToast('Fair-Use Limits Saved', adminMessages.fairUseSaved);
    expect(api.to('PUT /api/admin/users/user-7/fair-use').map(bodyOf)).toEqual([{ scripts: 20, images: null, period: 'week' }]);
    expect(await within(panel).findByRole('meter', { name: 'Fair-use scripts used' })).toHaveAttribute('aria-valuenow', '4');
    expect(within(panel).getByText('4 of 20')).toBeInTheDocument();
    expect(within(panel).queryByRole('meter', { name: 'Fair-use images used' })).not.toBeInTheDocument();
  });

  it('refuses a limit that is not a whole number from 0 without asking the server', async () => {
    const { api } = usersApi();
    const panel = await openRiley();
    await userEvent.type(await within(panel).findByLabelText('Images limit'), '-3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save limits' }));
    expect(within(panel).getByText('Enter a whole number from 0 to 100,000, or leave it empty for no limit.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Images limit')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PUT /api/admin/users/user-7/fair-use')).toEqual([]);
  });

  it('shows an administrator as unlimited, with no limits to set and no trial to extend', async () => {
    usersApi(makeUserDetail({ role: 'admin', access: 'administrator', subscriptionStatus: 'trial_expired' }));
    const panel = await openRiley();
    expect(await within(panel).findByText('Unlimited')).toBeInTheDocument();
    expect(within(panel).getByText(adminMessages.administratorUnlimited)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save limits' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Extend trial' })).not.toBeInTheDocument();
  });

  it('suspends after confirmation, then offers Unsuspend', async () => {
    const { api, update } = usersApi(makeUserDetail(), {
      'POST /api/admin/users/user-7/suspend': () => {
        update({ suspended: true, suspendedAt: new Date().toISOString() });
        return json({ message: adminMessages.suspended });
      },
      'POST /api/admin/users/user-7/unsuspend': () => json({ message: adminMessages.unsuspended }),
    });
    const panel = await openRiley();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend riley@example.com?' });
    expect(api.to('POST /api/admin/users/user-7/suspend')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expectToast('User Suspended', adminMessages.suspended);
    expect(api.to('POST /api/admin/users/user-7/suspend')).toHaveLength(1);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Unsuspend' }));
    await expectToast('User Unsuspended', adminMessages.unsuspended);
  });

  it('deletes after confirmation and closes the panel; Cancel sends nothing', async () => {
    const { api } = usersApi(makeUserDetail(), { 'DELETE /api/admin/users/user-7': () => json({ message: adminMessages.userDeleted }) });
    const panel = await openRiley();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Delete user' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete riley@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE /api/admin/users/user-7')).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete user' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete riley@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await expectToast('User Deleted', adminMessages.userDeleted);
    expect(api.to('DELETE /api/admin/users/user-7')).toHaveLength(1);
    await waitFor(() => expect(window.location.search).toBe('?section=users'));
  });

  it("shows the server's message when an action is refused", async () => {
    usersApi(makeUserDetail(), {
      'POST /api/admin/users/user-7/extend-trial': () => failure(400, 'hours: Too big: expected number to be <=2160'),
    });
    const panel = await openRiley();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Extend trial' }));
    await expectToast('Could Not Extend the Trial', 'hours: Too big: expected number to be <=2160');
  });

  it('keeps an administrator from suspending or deleting their own account', async () => {
    signInAdmin({
      'GET /api/admin/users': () =>
        json({ users: [makeUserSummary({ id: admin.id, email: admin.email, role: 'admin' })], nextCursor: null }),
      [`GET /api/admin/users/${admin.id}`]: () =>
        json(makeUserDetail({ id: admin.id, name: admin.name, email: admin.email, role: 'admin' })),
    });
    renderWithProviders(<AdminPage />, { route: `/admin?section=users&user=${admin.id}` });
    const panel = await screen.findByRole('region', { name: admin.name });
    expect(await within(panel).findByText(adminMessages.cannotChangeSelf)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Suspend' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Delete user' })).toBeDisabled();
  });
});

describe('Affiliates', () => {
  it('shows the totals, approves the chosen month and records a payout paid with its reference', async () => {
    const month = new Date().toISOString().slice(0, 7);
    let payouts: ReturnType<typeof makePayout>[] = [];
    const api = signInAdmin({
      'GET /api/admin/affiliates/commissions': () => json({ commissions: [makeCommission()], totals: { approved: 210, pending: 1500 } }),
      'GET /api/admin/affiliates/payouts': () => json({ payouts }),
      'POST /api/admin/affiliates/payouts': () => {
        payouts = [makePayout()];
        return json({ message: 'Created 1 payout.', payouts }, 201);
      },
      'POST /api/admin/affiliates/payouts/payout-1/paid': () => {
        payouts = [makePayout({ status: 'paid', reference: 'PAYPAL-42', paidAt: new Date().toISOString() })];
        return json({ message: adminMessages.payoutRecorded });
      },
    });
    renderConsole('affiliates');
    expect(await screen.findByTestId('commission-total-approved')).toHaveTextContent('$2.10');
    expect(screen.getByTestId('commission-total-pending')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('commission-total-paid')).toHaveTextContent('$0.00');
    expect(await screen.findByText('No payouts yet. Approve a month to create them.')).toBeInTheDocument();

    expect(screen.getByLabelText('Month')).toHaveValue(month);
    await userEvent.click(screen.getByRole('button', { name: 'Approve payouts for month' }));
    await expectToast('Payouts Approved', 'Created 1 payout.');
    expect(api.to('POST /api/admin/affiliates/payouts').map(bodyOf)).toEqual([{ month }]);

    await userEvent.click(await screen.findByRole('button', { name: /Mark paid/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payout as paid' });
    expect(within(dialog).getByRole('button', { name: 'Mark paid' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Payment reference'), 'PAYPAL-42{Enter}');
    await expectToast('Payout Recorded', adminMessages.payoutRecorded);
    expect(api.to('POST /api/admin/affiliates/payouts/payout-1/paid').map(bodyOf)).toEqual([{ reference: 'PAYPAL-42' }]);
    expect(await screen.findByTestId('payout-reference')).toHaveTextContent('PAYPAL-42');
  });

  it('filters commissions by status and downloads the month as CSV', async () => {
    const { downloads } = captureDownloads();
    const api = signInAdmin({
      'GET /api/admin/affiliates/commissions': () => json({ commissions: [], totals: {} }),
      'GET /api/admin/affiliates/payouts': () => json({ payouts: [] }),
      'GET /api/admin/affiliates/payouts.csv': () =>
        new Response('email,amount\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="payouts-2026-11.csv"' },
        }),
    });
    renderConsole('affiliates');
    await userEvent.click(await screen.findByRole('button', { name: 'Pending' }));
    expect(await screen.findByText('No pending commissions.')).toBeInTheDocument();
    expect(api.to('GET /api/admin/affiliates/commissions').map((request) => request.url)).toContain(
      '/api/admin/affiliates/commissions?status=pending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['payouts-2026-11.csv']));
  });

  it('marks a test checkout’s commission Test, in a total of its own', async () => {
    signInAdmin({
      'GET /api/admin/affiliates/commissions': () =>
        json({ commissions: [makeCommission({ status: 'test' })], totals: { approved: 0, test: 210 } }),
      'GET /api/admin/affiliates/payouts': () => json({ payouts: [] }),
    });
    renderConsole('affiliates');
    const row = await screen.findByTestId('commission-row');
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(screen.getByTestId('commission-total-test')).toHaveTextContent('$2.10');
    expect(screen.getByTestId('commission-total-approved')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Test' })).toBeInTheDocument();
  });
});

describe('Payments', () => {
  it('refunds a paid invoice after confirmation', async () => {
    let payments = [
      makePayment(),
      makePayment({
        id: 'donation-1',
        kind: 'donation',
        planId: null,
        amountCents: 1000,
        status: 'refunded',
        refundedAt: new Date().toISOString(),
      }),
    ];
    const api = signInAdmin({
      'GET /api/admin/payments': () => json({ payments }),
      'POST /api/admin/payments/payment-1/refund': () => {
        payments = payments.map((payment) => ({ ...payment, status: 'refunded' as const }));
        return json({ message: adminMessages.refunded });
      },
    });
    renderConsole('payments');
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent(/riley@example\.com\s*\$6\.99\s*Paid\s*Invoice\s*Weekly Basic\s*Local test/);
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent('any referral commission on it is clawed back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expectToast('Payment Refunded', adminMessages.refunded);
    expect(api.to('POST /api/admin/payments/payment-1/refund')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument());
  });

  it('says when there are no payments', async () => {
    signInAdmin({ 'GET /api/admin/payments': () => json({ payments: [] }) });
    renderConsole('payments');
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});

describe('Newsletter, outbox, audit log and backup', () => {
  it('lists the subscribers and downloads them as CSV', async () => {
    const { downloads } = captureDownloads();
    const api = signInAdmin({
      'GET /api/admin/newsletter': (request) =>
        request.url.includes('format=csv')
          ? new Response('email\n', { headers: { 'Content-Type': 'text/csv' } })
          : json({ subscribers: [{ email: 'fan@example.com', createdAt: new Date().toISOString() }] }),
    });
    renderConsole('newsletter');
    expect(await screen.findByText('fan@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 subscriber.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['newsletter-subscribers.csv']));
    expect(api.to('GET /api/admin/newsletter').map((request) => request.url)).toContain('/api/admin/newsletter?format=csv');
  });

  it('shows the outbox with the text of kept messages', async () => {
    signInAdmin({
      'GET /api/admin/outbox': () =>
        json({
          delivery: 'outbox',
          messages: [
            {
              id: 'm1',
              to: 'ada@example.com',
              subject: 'Reset your password',
              text: 'Follow http://localhost/reset',
              status: 'outbox',
              error: null,
              createdAt: new Date().toISOString(),
            },
            {
              id: 'm2',
              to: 'bo@example.com',
              subject: 'Confirm your e-mail',
              text: null,
              status: 'failed',
              error: 'Connection refused',
              createdAt: new Date().toISOString(),
            },
          ],
        }),
    });
    renderConsole('outbox');
    expect(await screen.findByText('Reset your password')).toBeInTheDocument();
    expect(screen.getByText(/No SMTP server is set/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show text'));
    expect(screen.getByText('Follow http://localhost/reset')).toBeVisible();
    expect(screen.getByText('Connection refused')).toBeInTheDocument();
  });

  it('shows the audit log', async () => {
    signInAdmin({
      'GET /api/admin/audit-log': () =>
        json({
          entries: [
            {
              id: 'a1',
              adminEmail: 'operator@example.com',
              action: 'user.extend_trial',
              targetType: 'user',
              targetId: 'user-7-long-id',
              details: { hours: 48 },
              createdAt: new Date().toISOString(),
            },
          ],
        }),
    });
    renderConsole('audit');
    const row = await screen.findByTestId('audit-row');
    expect(row).toHaveTextContent(/user extend trial\s*user\s*user-7-l\s*operator@example\.com\s*hours: 48/);
  });

  it('downloads the backup with the name the server gives it', async () => {
    const { downloads } = captureDownloads();
    signInAdmin({
      'GET /api/admin/dashboard': () => json(makeDashboard()),
      'GET /api/admin/backup': () =>
        new Response('archive', {
          headers: { 'Content-Disposition': 'attachment; filename="genesis-backup-2026-11-27.tar.gz"' },
        }),
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(downloads).toEqual(['genesis-backup-2026-11-27.tar.gz']));
  });
});
