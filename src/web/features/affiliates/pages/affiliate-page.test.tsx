import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commissionCents, formatPlanPrice, formatPrice, planList } from '@shared/catalog/plans';
import type { AffiliateDashboard, PayoutStatement, Referral } from '@shared/contracts/affiliates';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi, type ApiHandlers } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AffiliatePage } from './affiliate-page';

const noAccount = () => json({ message: 'No affiliate account yet', code: 'NO_AFFILIATE_ACCOUNT' }, 404);

// Local clock times, so the dates read the same in any time zone.
const JULY_15 = new Date(2025, 6, 15, 12).toISOString();
const JUNE_2 = new Date(2025, 5, 2, 12).toISOString();
const MAY_1 = new Date(2025, 4, 1, 12).toISOString();

function referral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 'ref-1',
    subscriptionPlan: 'premium',
    commissionAmount: 15,
    status: 'pending',
    refusedReason: null,
    createdAt: JULY_15,
    ...overrides,
  };
}

function makeDashboard(overrides: Partial<AffiliateDashboard> = {}): AffiliateDashboard {
  return {
    affiliate: {
      affiliateCode: 'ADA123xyz0',
      payoutEmail: 'payouts@example.com',
      totalEarnings: 1234.5,
      totalReferrals: 3,
      createdAt: MAY_1,
    },
    stats: { clicks: 9, referrals: 3, conversionRate: 33.3, pendingEarnings: 15, approvedEarnings: 6, paidEarnings: 2.1 },
    referrals: [
      referral({ id: 'ref-3', subscriptionPlan: null, commissionAmount: 0, createdAt: MAY_1 }),
      referral(),
      referral({ id: 'ref-2', subscriptionPlan: 'basic', commissionAmount: 6, status: 'approved', createdAt: JUNE_2 }),
    ],
    commissions: [],
    clicks: [],
    ...overrides,
  };
}

function statement(overrides: Partial<PayoutStatement> = {}): PayoutStatement {
  return {
    minimumPayout: 50,
    approvedBalance: 6,
    pendingBalance: 15,
    payable: false,
    payouts: [{ month: '2025-06', amount: 52.5, commissions: 4, createdAt: JUNE_2 }],
    ...overrides,
  };
}

function renderPage(handlers: ApiHandlers) {
  const user = makeUser();
  storeSignedIn(user);
  const network = mockApi({
    'GET /api/auth/verify': () => json(user),
    'GET /api/affiliate/payouts': () => json(statement()),
    ...handlers,
  });
  renderWithProviders(<AffiliatePage />, { route: '/affiliate' });
  return network;
}

function renderDashboard(dashboard = makeDashboard(), handlers: ApiHandlers = {}) {
  const network = renderPage({ 'GET /api/affiliate/dashboard': () => json(dashboard), ...handlers });
  return { network, ready: screen.findByRole('heading', { name: 'Affiliate Dashboard' }) };
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  expect(toastTitle.closest('li')).toHaveTextContent(message);
}

describe('AffiliatePage without an account', () => {
  it('shows the loading state, then the pitch when the dashboard answers 404 NO_AFFILIATE_ACCOUNT', async () => {
    const network = renderPage({ 'GET /api/affiliate/dashboard': noAccount });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your affiliate dashboard...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Program benefits' });
    expect(benefits).toHaveTextContent('30% Commission');
    expect(benefits).toHaveTextContent('$2.10 to $15.00 per conversion');
    expect(benefits).toHaveTextContent('Easy Tracking');
    expect(benefits).toHaveTextContent('Monthly Payouts');
    expect(benefits).toHaveTextContent('via a payment service or direct deposit');
    expect(screen.getByLabelText('Payout Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Create Affiliate Account' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The 404 is an answer, not a failure: asked once, no retry, and no payout statement.
    expect(network.to('GET /api/affiliate/dashboard')).toHaveLength(1);
    expect(network.to('GET /api/affiliate/payouts')).toHaveLength(0);
  });

  it('asks for the payout email before calling the server', async () => {
    const network = renderPage({ 'GET /api/affiliate/dashboard': noAccount });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Affiliate Account' }));
    await expectToast('Email Required', 'Please enter your payout email address');
    await userEvent.type(screen.getByLabelText('Payout Email'), '   {Enter}');
    await expectToast('Email Required', 'Please enter your payout email address');
    expect(network.to('POST /api/affiliate/create')).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    const network = renderPage({ 'GET /api/affiliate/dashboard': noAccount });
    await userEvent.type(await screen.findByLabelText('Payout Email'), 'not-an-email{Enter}');
    await expectToast('Invalid Email', 'Please enter a valid payout email address.');
    expect(network.to('POST /api/affiliate/create')).toHaveLength(0);
  });

  it('creates the account on Enter, then shows the dashboard', async () => {
    let joined = false;
    const network = renderPage({
      'GET /api/affiliate/dashboard': () => (joined ? json(makeDashboard()) : noAccount()),
      'POST /api/affiliate/create': () => {
        joined = true;
        return json(makeDashboard().affiliate, 201);
      },
    });
    await userEvent.type(await screen.findByLabelText('Payout Email'), ' payouts@example.com {Enter}');

    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Affiliate Account Created!')).toBeInTheDocument();
    const [request] = network.to('POST /api/affiliate/create');
    expect(JSON.parse(request!.body!)).toEqual({ payoutEmail: 'payouts@example.com' });
    expect(request!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(screen.getByTestId('affiliate-link')).toHaveValue(`${window.location.origin}/?ref=ADA123xyz0`);
    expect(screen.queryByLabelText('Payout Email')).not.toBeInTheDocument();
  });

  it('shows "Failed to create affiliate account" with the server’s message', async () => {
    renderPage({
      'GET /api/affiliate/dashboard': noAccount,
      'POST /api/affiliate/create': () => json({ message: 'This payout address cannot receive payments.', code: 'BAD_EMAIL' }, 400),
    });
    await userEvent.type(await screen.findByLabelText('Payout Email'), 'payouts@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Affiliate Account' }));
    await expectToast('Failed to create affiliate account', 'This payout address cannot receive payments.');
    expect(screen.getByRole('button', { name: 'Create Affiliate Account' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeInTheDocument();
  });

  it('shows the dashboard after a 409 (the account exists already)', async () => {
    let created = false;
    renderPage({
      'GET /api/affiliate/dashboard': () => (created ? json(makeDashboard()) : noAccount()),
      'POST /api/affiliate/create': () => {
        created = true;
        return json({ message: 'You already have an affiliate account.', code: 'AFFILIATE_EXISTS' }, 409);
      },
    });
    await userEvent.type(await screen.findByLabelText('Payout Email'), 'payouts@example.com{Enter}');
    await expectToast('Failed to create affiliate account', 'You already have an affiliate account.');
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
  });
});

describe('AffiliatePage errors', () => {
  it('shows an error state with a retry for other failures', async () => {
    let failing = true;
    const network = renderPage({
      'GET /api/affiliate/dashboard': () => (failing ? json({ message: 'Database unavailable', code: 'x' }, 500) : noAccount()),
    });
    expect(
      await screen.findByText('Failed to load your affiliate dashboard. Please try again.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(network.to('GET /api/affiliate/dashboard')).toHaveLength(2);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Create Affiliate Account' })).toBeInTheDocument();
  });
});

describe('AffiliatePage dashboard', () => {
  it('shows the four cards', async () => {
    const { ready } = renderDashboard();
    await ready;
    const stats = screen.getByLabelText('Affiliate statistics');
    for (const label of ['Total Earnings', 'Total Referrals', 'Total Clicks', 'Conversion Rate']) {
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByTestId('stat-total-earnings')).toHaveTextContent('$1,234.50');
    expect(screen.getByTestId('stat-total-referrals')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-total-clicks')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-conversion-rate')).toHaveTextContent('33.3%');
  });

  it('shows a whole conversion rate without decimals', async () => {
    const base = makeDashboard();
    const { ready } = renderDashboard({ ...base, stats: { ...base.stats, clicks: 1, referrals: 1, conversionRate: 100 } });
    await ready;
    expect(screen.getByTestId('stat-conversion-rate')).toHaveTextContent(/^100%$/);
  });

  it('shows the affiliate link and copies it', async () => {
    const user = userEvent.setup();
    const { ready } = renderDashboard();
    await ready;
    const link = `${window.location.origin}/?ref=ADA123xyz0`;
    expect(screen.getByTestId('affiliate-link')).toHaveValue(link);
    expect(screen.getByLabelText('Affiliate link')).toHaveAttribute('readonly');
    expect(screen.getByTestId('affiliate-code')).toHaveTextContent('ADA123xyz0');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await expectToast('Copied!', 'Affiliate link copied to clipboard.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
  });

  it('lists the commission per plan from the catalogue', async () => {
    const { ready } = renderDashboard();
    await ready;
    const items = within(screen.getByRole('list', { name: 'Commission Structure' })).getAllByTestId('commission-item');
    expect(items).toHaveLength(planList.length);
    planList.forEach((plan, index) => {
      expect(items[index]).toHaveTextContent(plan.name);
      expect(items[index]).toHaveTextContent(formatPlanPrice(plan));
      expect(items[index]).toHaveTextContent(`Your commission${formatPrice(commissionCents(plan.priceCents))}`);
    });
    expect(items.map((item) => item.lastElementChild?.lastElementChild?.textContent)).toEqual(['$2.10', '$6.00', '$15.00']);
  });

  it('lists recent referrals newest first with plan, commission and status badges', async () => {
    const { ready } = renderDashboard();
    await ready;
    const items = within(screen.getByRole('list', { name: 'Recent Referrals' })).getAllByTestId('referral-item');
    expect(items).toHaveLength(3);
    const rows = items.map((item) => ({
      date: within(item).getByText(/2025/).textContent,
      plan: within(item).getByTestId('referral-plan').textContent,
      commission: within(item).getByTestId('referral-commission').textContent,
      status: within(item).getByTestId('referral-status').textContent,
    }));
    expect(rows).toEqual([
      { date: 'Jul 15, 2025', plan: 'Premium', commission: '$15.00', status: 'Pending' },
      { date: 'Jun 2, 2025', plan: 'Basic', commission: '$6.00', status: 'Approved' },
      { date: 'May 1, 2025', plan: 'Trial', commission: '$0.00', status: 'Pending' },
    ]);
    expect(screen.queryByText('No referrals yet')).not.toBeInTheDocument();
  });

  it('shows a referral that is the affiliate’s own account as refused, with the reason', async () => {
    const { ready } = renderDashboard(
      makeDashboard({
        referrals: [
          referral({ id: 'own', subscriptionPlan: 'weekly', commissionAmount: 0, status: 'refused', refusedReason: 'same_mailbox' }),
          referral({
            id: 'card',
            subscriptionPlan: 'basic',
            commissionAmount: 0,
            status: 'refused',
            refusedReason: 'same_card',
            createdAt: JUNE_2,
          }),
          referral({ id: 'fine', createdAt: MAY_1 }),
        ],
      }),
    );
    await ready;
    const items = within(screen.getByRole('list', { name: 'Recent Referrals' })).getAllByTestId('referral-item');
    expect(within(items[0]!).getByTestId('referral-status')).toHaveTextContent('Refused');
    expect(within(items[0]!).getByTestId('referral-refusal')).toHaveTextContent(
      'Signed up with your own e-mail address: no commission is paid on your own purchases.',
    );
    expect(within(items[1]!).getByTestId('referral-refusal')).toHaveTextContent('Paid with a card you used for your own plan');
    expect(within(items[2]!).getByTestId('referral-status')).toHaveTextContent('Pending');
    expect(within(items[2]!).queryByTestId('referral-refusal')).not.toBeInTheDocument();
  });

  it('shows a referral that paid only through the test checkout as Test, earning nothing', async () => {
    const { ready } = renderDashboard(
      makeDashboard({
        referrals: [
          referral({ id: 'tested', subscriptionPlan: 'weekly', commissionAmount: 0, status: 'test' }),
          referral({ id: 'fine', createdAt: MAY_1 }),
        ],
      }),
    );
    await ready;
    const items = within(screen.getByRole('list', { name: 'Recent Referrals' })).getAllByTestId('referral-item');
    expect(within(items[0]!).getByTestId('referral-status')).toHaveTextContent('Test');
    expect(within(items[0]!).getByTestId('referral-commission')).toHaveTextContent('$0.00');
    expect(within(items[0]!).getByTestId('referral-test')).toHaveTextContent(
      'Paid through the test checkout: no money changed hands, so it earns no commission.',
    );
    expect(within(items[1]!).queryByTestId('referral-test')).not.toBeInTheDocument();
  });

  it('says when there are no referrals yet', async () => {
    const { ready } = renderDashboard(makeDashboard({ referrals: [] }));
    await ready;
    expect(screen.getByText('No referrals yet')).toBeInTheDocument();
    expect(screen.getByText('Share your affiliate link to start earning commissions.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent Referrals' })).not.toBeInTheDocument();
  });

  it('shows the earnings split and the payout statement', async () => {
    const { ready, network } = renderDashboard();
    await ready;
    expect(screen.getByTestId('earnings-pending')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('earnings-approved')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('earnings-paid')).toHaveTextContent('$2.10');

    expect(await screen.findByTestId('payout-minimum')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('payout-approved-balance')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('payout-pending-balance')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('payout-status')).toHaveTextContent('Not yet payable');
    expect(screen.getByText(/\$44\.00 to go/)).toHaveTextContent('payouts@example.com');
    const [payout] = within(screen.getByRole('list', { name: 'Past Payouts' })).getAllByTestId('payout-item');
    expect(payout).toHaveTextContent('June 2025');
    expect(payout).toHaveTextContent('4 commissions');
    expect(payout).toHaveTextContent('$52.50');
    expect(network.to('GET /api/affiliate/payouts')).toHaveLength(1);
  });

  it('says when the approved balance is payable this month, and when nothing was paid yet', async () => {
    const { ready } = renderDashboard(makeDashboard(), {
      'GET /api/affiliate/payouts': () => json(statement({ approvedBalance: 72.3, payable: true, payouts: [] })),
    });
    await ready;
    expect(await screen.findByTestId('payout-status')).toHaveTextContent('Payable this month');
    expect(screen.getByText(/goes out in this month's payout/)).toHaveTextContent('$72.30');
    expect(screen.getByTestId('payouts-empty')).toHaveTextContent('No payouts yet.');
  });

  it('shows a retry when the payout statement fails to load', async () => {
    let failing = true;
    const { ready } = renderDashboard(makeDashboard(), {
      'GET /api/affiliate/payouts': () => (failing ? json({ message: 'nope', code: 'x' }, 500) : json(statement())),
    });
    await ready;
    expect(await screen.findByText('Failed to load your payout statement.', undefined, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByTestId('payout-minimum')).toHaveTextContent('$50.00'));
  });
});
