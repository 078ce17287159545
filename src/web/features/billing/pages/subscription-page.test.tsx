import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/contracts/auth';
import { makeUsage, makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { catalogPlaceholder, type PlansResponse } from '../api/get-plans';
import { leaveFor } from '../lib/leave-for';
import { formatLongDate } from '../lib/subscription-view';
import { SubscriptionPage } from './subscription-page';

vi.mock('../lib/leave-for', () => ({ leaveFor: vi.fn() }));

const localPlans: PlansResponse = { plans: catalogPlaceholder.plans, processor: 'local', publishableKey: null };
const PERIOD_END = '2030-03-15T12:00:00.000Z';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** Renders /subscription for `user` (signed out when null) with the network answering `handlers`. */
async function renderPage(
  user: PublicUser | null,
  { route = '/subscription', handlers = {} }: { route?: string; handlers?: Record<string, Handler> } = {},
) {
  if (user) storeSignedIn(user);
  const network = mockApi({
    'GET /api/auth/verify': () => json(user),
    'GET /api/plans': () => json(localPlans),
    ...handlers,
  });
  renderWithProviders(<SubscriptionPage />, { route });
  await screen.findByRole('heading', { level: 1 });
  return network;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const card = (name: string) => screen.getByRole('article', { name });
/** A card's main button (the local processor adds 'Pay on this page' under it). */
const subscribeButton = (name: string) => within(card(name)).getAllByRole('button')[0];

const usage = makeUsage;

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('/subscription signed out', () => {
  it('shows Account Required with Create Account and Log In, and leads back home', async () => {
    const network = await renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Required' })).toBeInTheDocument();
    // Both come back to the plans afterwards.
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register?redirect=%2Fsubscription');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fsubscription');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /^Subscribe to/ })).not.toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('names the plan the visitor came for, and keeps it through Create Account and Log In', async () => {
    await renderPage(null, { route: '/subscription?plan=basic' });
    expect(screen.getByText(/to subscribe to Basic \(\$20\.00\/month\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fsubscription%3Fplan%3Dbasic',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fsubscription%3Fplan%3Dbasic');
  });
});

describe('/subscription plan cards', () => {
  it('shows the three plans from the catalogue with their badges, prices and features', async () => {
    await renderPage(makeUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/app');
    expect(screen.getByText(/You are on the free trial\./)).toBeInTheDocument();

    const weekly = card('Weekly Basic');
    expect(weekly).toHaveTextContent('Best Value');
    expect(weekly).toHaveTextContent('$6.99/week');
    expect(weekly).toHaveTextContent('25 scripts per week');
    expect(within(weekly).getByRole('button', { name: 'Subscribe to Weekly Basic' })).toBeEnabled();

    const basic = card('Basic');
    expect(basic).toHaveTextContent('$20.00/month');
    expect(basic).not.toHaveTextContent(/Best Value|Most Popular/);
    expect(within(basic).getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled();

    const premium = card('Premium');
    expect(premium).toHaveTextContent('Most Popular');
    expect(premium).toHaveTextContent('$50.00/month');
    expect(premium).toHaveTextContent('Unlimited scripts');
    expect(within(premium).getByRole('button', { name: 'Subscribe to Premium' })).toBeEnabled();
    expect(await screen.findByText(/local test checkout: no card is charged/)).toBeInTheDocument();
  });

  it('shows the cards from the shared catalogue while GET /api/plans is still on its way', async () => {
    const plans = deferred<Response>();
    await renderPage(makeUser(), { handlers: { 'GET /api/plans': () => plans.promise } });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('id'))).toEqual([
      'plan-weekly',
      'plan-basic',
      'plan-premium',
    ]);
    expect(screen.getByRole('button', { name: 'Subscribe to Premium' })).toBeEnabled();
    plans.resolve(json(localPlans));
    expect(await screen.findByText(/no card is charged/)).toBeInTheDocument();
  });

  it('says subscriptions are not available when the server has payments off, and starts no checkout', async () => {
    const network = await renderPage(makeUser(), { handlers: { 'GET /api/plans': () => json({ ...localPlans, processor: 'off' }) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Subscriptions are not available on this server.');
    for (const name of ['Weekly Basic', 'Basic', 'Premium']) {
      expect(card(name)).toHaveTextContent(/\$\d+\.\d\d\//);
      expect(within(card(name)).getByRole('button', { name: 'Not available' })).toBeDisabled();
      expect(within(card(name)).queryByRole('button', { name: /Pay on this page/ })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/no card is charged|Secure checkout by Stripe/)).not.toBeInTheDocument();
    await userEvent.click(within(card('Basic')).getByRole('button', { name: 'Not available' }));
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('speaks of no trial when payments are off, however long ago it would have ended', async () => {
    await renderPage(makeUser({ access: 'payments_off', subscriptionStatus: 'trial_expired' }), {
      handlers: { 'GET /api/plans': () => json({ ...localPlans, processor: 'off' }) },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Subscriptions are not available on this server.');
    expect(screen.queryByText(/free trial/i)).not.toBeInTheDocument();
  });

  it('highlights and scrolls to the plan named by ?plan=', async () => {
    await renderPage(makeUser(), { route: '/subscription?plan=basic' });
    expect(card('Basic')).toHaveAttribute('data-highlighted', 'true');
    expect(card('Basic')).toHaveTextContent('Selected');
    expect(card('Weekly Basic')).not.toHaveAttribute('data-highlighted');
    expect(card('Premium')).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(card('Basic'));
  });

  it.each(['enterprise', 'BASIC', 'free_trial', ''])('ignores ?plan=%s', async (value) => {
    await renderPage(makeUser(), { route: `/subscription?plan=${value}` });
    for (const article of screen.getAllByRole('article')) expect(article).not.toHaveAttribute('data-highlighted');
    expect(screen.queryByText('Selected')).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('reads "Setting up..." on the chosen card only, then leaves for the checkout', async () => {
    const checkout = deferred<Response>();
    const network = await renderPage(makeUser(), {
      handlers: { 'POST /api/create-checkout-session': () => checkout.promise },
    });
    await screen.findByText(/no card is charged/);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Basic' }));

    const basicButton = subscribeButton('Basic');
    expect(basicButton).toHaveTextContent('Setting up...');
    expect(basicButton).toBeDisabled();
    expect(subscribeButton('Weekly Basic')).toHaveTextContent('Subscribe to Weekly Basic');
    expect(subscribeButton('Premium')).toHaveTextContent('Subscribe to Premium');
    expect(screen.getAllByText('Setting up...')).toHaveLength(1);

    const [request] = network.to('POST /api/create-checkout-session');
    expect(JSON.parse(request?.body ?? '')).toEqual({ priceId: 'price_basic' });
    checkout.resolve(json({ url: '/checkout/local/7f1c2b9e-0000-4000-8000-000000000001' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/local/7f1c2b9e-0000-4000-8000-000000000001'));
    // Still 'Setting up...' while the browser leaves.
    expect(subscribeButton('Basic')).toHaveTextContent('Setting up...');
  });

  it("sends the server's price id, not the placeholder's", async () => {
    const stripePlans: PlansResponse = {
      processor: 'stripe',
      publishableKey: null,
      plans: localPlans.plans.map((plan) => ({ ...plan, priceId: `price_live_${plan.id}` })),
    };
    const network = await renderPage(makeUser(), {
      handlers: {
        'GET /api/plans': () => json(stripePlans),
        'POST /api/create-checkout-session': () => json({ url: 'https://checkout.stripe.test/c/1' }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Premium' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
    expect(JSON.parse(network.to('POST /api/create-checkout-session')[0]?.body ?? '')).toEqual({
      priceId: 'price_live_premium',
    });
  });

  it.each(['', 'not-an-email'])('refuses an e-mail like "%s" with the Invalid Email toast', async (email) => {
    const network = await renderPage(makeUser({ email }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Weekly Basic' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(network.to('POST /api/create-checkout-session')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Subscribe to Weekly Basic' })).toBeEnabled();
  });

  it("shows the server's message in the Subscription Error toast", async () => {
    await renderPage(makeUser(), {
      handlers: {
        'POST /api/create-checkout-session': () =>
          json({ message: 'Unknown plan. Choose Weekly Basic, Basic or Premium.', code: 'UNKNOWN_PLAN' }, 400),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Basic' }));
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('Unknown plan. Choose Weekly Basic, Basic or Premium.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create subscription checkout' without a server message", async () => {
    await renderPage(makeUser(), {
      handlers: {
        'POST /api/create-checkout-session': () => new Response('<html>Bad gateway</html>', { status: 502 }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Premium' }));
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create subscription checkout')).toBeInTheDocument();
  });

  it('says the trial has ended for trial_expired', async () => {
    await renderPage(makeUser({ subscriptionStatus: 'trial_expired' }));
    expect(screen.getByText('Your free trial has ended.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Subscribe to/ })).toHaveLength(3);
  });

  it('tells an account that started without a trial that its e-mail address had the free trial already', async () => {
    await renderPage(makeUser({ subscriptionStatus: 'trial_expired', trialExpiry: null }));
    expect(screen.getByText('This e-mail address has already had its free trial.')).toBeInTheDocument();
    expect(screen.getByText(/The free trial is one per e-mail address\. Choose a plan to start creating/)).toBeInTheDocument();
    expect(screen.queryByText('Your free trial has ended.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Subscribe to/ })).toHaveLength(3);
  });

  it('says the plan has ended for canceled', async () => {
    await renderPage(makeUser({ subscriptionStatus: 'canceled', subscriptionPlan: 'basic' }));
    expect(screen.getByText('Your Basic plan has ended.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Subscribe to/ })).toHaveLength(3);
  });

  it('warns about a failed payment and offers to subscribe again', async () => {
    await renderPage(makeUser({ subscriptionStatus: 'past_due', subscriptionPlan: 'weekly' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your last payment failed');
    expect(alert).toHaveTextContent('Your Weekly Basic plan is on hold');
    expect(within(alert).getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '#plan-weekly');
    expect(within(card('Weekly Basic')).getByRole('button', { name: 'Subscribe to Weekly Basic' })).toBeEnabled();
  });
});

describe('/subscription with an active plan', () => {
  it("shows 'Premium Active' / \"You're All Set!\" with the premium benefits and no plan cards", async () => {
    await renderPage(makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'premium', currentPeriodEnd: PERIOD_END }));
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Active' })).toBeInTheDocument();
    expect(screen.getByText("You're All Set!")).toBeInTheDocument();
    for (const benefit of ['Unlimited scripts', 'Unlimited images', 'Priority support', 'Bulk generation']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Start Creating Content' })).toHaveAttribute('href', '/app');
    expect(screen.getByText(`Renews on ${formatLongDate(PERIOD_END)}.`)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('shows a weekly subscriber their plan, their usage, and the other plans to change to', async () => {
    await renderPage(makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'weekly', currentPeriodEnd: PERIOD_END }), {
      route: '/subscription?plan=premium',
      handlers: { 'GET /api/usage': () => json(usage()) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly Basic Active' })).toBeInTheDocument();
    expect(screen.getByText("You're All Set!")).toBeInTheDocument();
    expect(screen.getAllByText('25 scripts per week').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Change your plan' })).toBeInTheDocument();

    const current = card('Weekly Basic');
    expect(current).toHaveAttribute('data-current', 'true');
    expect(within(current).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card('Basic')).getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled();
    expect(card('Premium')).toHaveAttribute('data-highlighted', 'true');
    expect(await screen.findByRole('group', { name: 'Plan usage' })).toHaveTextContent('Scripts 3/25 this week · Images 1/15');
  });

  it('cancels after confirmation, says until when the plan stays, and shows Ends on', async () => {
    let current = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'basic', currentPeriodEnd: PERIOD_END });
    const canceled = { ...current, cancelAtPeriodEnd: true };
    const network = await renderPage(current, {
      handlers: {
        'GET /api/auth/verify': () => json(current),
        'GET /api/usage': () => json(usage({ plan: 'basic', scripts: { used: 0, limit: 100 }, images: { used: 0, limit: 50 } })),
        'POST /api/subscription/cancel': () => {
          current = canceled;
          return json(canceled);
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Basic plan?' });
    expect(dialog).toHaveTextContent(`You keep everything until ${formatLongDate(PERIOD_END)}`);

    // Changing one's mind closes the dialog and cancels nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.to('POST /api/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(screen.getByText(`Your Basic plan stays active until ${formatLongDate(PERIOD_END)} and will not renew.`)).toBeInTheDocument();
    expect(network.to('POST /api/subscription/cancel')).toHaveLength(1);
    // The user is verified again, and the page now tells the end date instead of the renewal.
    expect(await screen.findByText(`Ends on ${formatLongDate(PERIOD_END)}. It will not renew.`)).toBeInTheDocument();
    expect(network.to('GET /api/auth/verify')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when cancelling fails', async () => {
    await renderPage(makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'premium', currentPeriodEnd: PERIOD_END }), {
      handlers: {
        'POST /api/subscription/cancel': () => json({ message: 'There is no subscription to cancel.', code: 'NOTHING_TO_CANCEL' }, 409),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('There is no subscription to cancel.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Ends on' and no cancel action for a plan already set to end", async () => {
    await renderPage(
      makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'premium', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: true }),
    );
    expect(screen.getByText(`Ends on ${formatLongDate(PERIOD_END)}. It will not renew.`)).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
    await screen.findByText('Start Creating Content');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('offers Manage billing (the Stripe portal) instead of cancelling here', async () => {
    const network = await renderPage(
      makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'premium', currentPeriodEnd: PERIOD_END }),
      {
        handlers: {
          'GET /api/plans': () => json({ ...localPlans, processor: 'stripe' }),
          'POST /api/billing-portal': () => json({ url: 'https://billing.stripe.test/p/1' }),
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
    expect(network.to('POST /api/billing-portal')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });
});

describe('/subscription?success=true', () => {
  it("shows 'Subscription Activated!' and verifies the user again once the payment is confirmed", async () => {
    const reverified = vi.fn();
    window.addEventListener('authStateChanged', reverified);
    const active = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'basic', currentPeriodEnd: PERIOD_END });
    const network = await renderPage(active, {
      route: '/subscription?success=true',
      handlers: { 'GET /api/subscription-status/ada%40example.com': () => json({ isActive: true }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Activated!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Creating Content' })).toHaveAttribute('href', '/app');
    await waitFor(() => expect(network.to('GET /api/auth/verify')).toHaveLength(2));
    // Once per visit, even when the page is mounted again (the verification shows the full-screen
    // spinner in between).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.to('GET /api/auth/verify')).toHaveLength(2);
    expect(await screen.findByText(/Your Basic plan is active/)).toBeInTheDocument();
    window.removeEventListener('authStateChanged', reverified);
  });

  it('waits for the processor to confirm before verifying the user again', async () => {
    let current = makeUser();
    let answers = 0;
    const network = await renderPage(current, {
      route: '/subscription?success=true',
      handlers: {
        'GET /api/auth/verify': () => json(current),
        'GET /api/subscription-status/ada%40example.com': () => {
          answers += 1;
          if (answers < 2) return json({ isActive: false });
          current = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'weekly', currentPeriodEnd: PERIOD_END });
          return json({ isActive: true });
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Activated!' })).toBeInTheDocument();
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(network.to('GET /api/auth/verify')).toHaveLength(1);
    expect(await screen.findByText(/Your Weekly Basic plan is active/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(network.to('GET /api/auth/verify')).toHaveLength(2);
  });

  it('still asks a signed-out visitor to sign in', async () => {
    await renderPage(null, { route: '/subscription?success=true' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Required' })).toBeInTheDocument();
  });
});
