import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentElement } from '@stripe/react-stripe-js';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { catalogPlaceholder, type PlansResponse } from '../api/get-plans';
import { leaveFor } from '../lib/leave-for';
import { SubscriptionPage } from '../pages/subscription-page';

vi.mock('../lib/leave-for', () => ({ leaveFor: vi.fn() }));

// Stripe.js is never loaded in these tests: the React bindings and loadStripe are stand-ins.
type PaymentElementProps = ComponentProps<typeof PaymentElement>;
const stripeMock = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  elements: { id: 'elements' } as object | null,
  stripe: null as object | null,
  paymentElement: null as { onReady?: () => void; onLoadError?: (event: { error: { message?: string } }) => void } | null,
  elementsOptions: null as unknown,
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMock.loadStripe }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react');
  return {
    Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
      stripeMock.elementsOptions = options;
      return <>{children}</>;
    },
    // Captured once committed (React may render a tree it then throws away).
    PaymentElement: (props: PaymentElementProps) => {
      useEffect(() => {
        stripeMock.paymentElement = props as typeof stripeMock.paymentElement;
      });
      return <div data-testid="payment-element" />;
    },
    useStripe: () => stripeMock.stripe,
    useElements: () => stripeMock.elements,
  };
});

const CHECKOUT_ID = '7f1c2b9e-0000-4000-8000-0000000000aa';
const localPlans: PlansResponse = { plans: catalogPlaceholder.plans, processor: 'local', publishableKey: null };
const stripePlans: PlansResponse = {
  processor: 'stripe',
  publishableKey: 'pk_test_genesis',
  plans: catalogPlaceholder.plans.map((plan) => ({ ...plan, priceId: `price_live_${plan.id}` })),
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

async function renderPlans(plans: PlansResponse, handlers: Record<string, Handler> = {}) {
  const user = makeUser();
  storeSignedIn(user);
  const network = mockApi({
    'GET /api/auth/verify': () => json(user),
    'GET /api/plans': () => json(plans),
    ...handlers,
  });
  renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
  await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' });
  return network;
}

async function openPaymentForm(planName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Pay on this page for ${planName}` }));
  return screen.findByRole('region', { name: 'Complete Your Subscription' });
}

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  stripeMock.confirmPayment.mockReset();
  stripeMock.loadStripe.mockReset();
  stripeMock.stripe = { confirmPayment: stripeMock.confirmPayment };
  stripeMock.elements = { id: 'elements' };
  stripeMock.paymentElement = null;
  stripeMock.elementsOptions = null;
});

describe('the embedded payment form with the local processor', () => {
  it('opens for the chosen plan, then pays the local checkout and loads /app?premium=true naming the plan', async () => {
    let settle: () => void = () => {};
    const network = await renderPlans(localPlans, {
      'POST /api/create-subscription-intent': () => json({ clientSecret: `local_checkout_${CHECKOUT_ID}`, processor: 'local' }),
      [`POST /api/checkout/local/${CHECKOUT_ID}/pay`]: () =>
        new Promise((resolve) => (settle = () => resolve(json({ redirectUrl: 'http://x/app?premium=true&plan=premium' })))),
    });
    const panel = await openPaymentForm('Premium');

    expect(JSON.parse(network.to('POST /api/create-subscription-intent')[0]?.body ?? '')).toEqual({ priceId: 'price_premium' });
    const heading = within(panel).getByRole('heading', { name: 'Complete Your Subscription' });
    expect(heading).toHaveFocus();
    expect(panel).toHaveTextContent('Premium plan · $50.00/month');
    const element = within(panel).getByRole('group', { name: 'TEST MODE — NO CHARGE' });
    expect(element).toHaveAccessibleDescription(/nothing will be charged/);
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe Now' }));
    const busy = within(panel).getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(network.to(`POST /api/checkout/local/${CHECKOUT_ID}/pay`)).toHaveLength(1);
    settle();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${window.location.origin}/app?premium=true&plan=premium`));
    expect(within(panel).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('returns to the studio naming the plan paid for, not Premium for every plan', async () => {
    await renderPlans(localPlans, {
      'POST /api/create-subscription-intent': () => json({ clientSecret: `local_checkout_${CHECKOUT_ID}`, processor: 'local' }),
      [`POST /api/checkout/local/${CHECKOUT_ID}/pay`]: () => json({ redirectUrl: 'http://x/app?premium=true&plan=weekly' }),
    });
    const panel = await openPaymentForm('Weekly Basic');
    expect(panel).toHaveTextContent('Weekly Basic plan · $6.99/week');
    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${window.location.origin}/app?premium=true&plan=weekly`));
  });

  it("says 'Payment Failed' with the server's message and lets the user try again", async () => {
    await renderPlans(localPlans, {
      'POST /api/create-subscription-intent': () => json({ clientSecret: `local_checkout_${CHECKOUT_ID}`, processor: 'local' }),
      [`POST /api/checkout/local/${CHECKOUT_ID}/pay`]: () =>
        json({ message: 'This checkout is already canceled.', code: 'CHECKOUT_CLOSED' }, 409),
    });
    const panel = await openPaymentForm('Basic');
    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('This checkout is already canceled.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('goes back to the plan cards', async () => {
    await renderPlans(localPlans, {
      'POST /api/create-subscription-intent': () => json({ clientSecret: `local_checkout_${CHECKOUT_ID}`, processor: 'local' }),
    });
    const panel = await openPaymentForm('Weekly Basic');
    await userEvent.click(within(panel).getByRole('button', { name: 'Choose a different plan' }));
    expect(screen.queryByRole('region', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("tells a refused intent as the 'Subscription Error' toast and stays on the cards", async () => {
    await renderPlans(localPlans, {
      'POST /api/create-subscription-intent': () =>
        json({ message: 'You already have the Premium plan.', code: 'ALREADY_SUBSCRIBED' }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay on this page for Premium' }));
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('You already have the Premium plan.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Complete Your Subscription' })).not.toBeInTheDocument();
  });
});

describe('the embedded payment form with Stripe', () => {
  const intentHandlers = {
    'POST /api/create-subscription-intent': () => json({ clientSecret: 'pi_1_secret_2', processor: 'stripe' }),
  };

  it('is not offered without a publishable key', async () => {
    await renderPlans({ ...stripePlans, publishableKey: null });
    expect(screen.getByRole('button', { name: 'Subscribe to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay on this page/ })).not.toBeInTheDocument();
  });

  it("loads Stripe.js with the key, shows 'Loading payment form...' until ready, and confirms with the return URL", async () => {
    stripeMock.loadStripe.mockResolvedValue(stripeMock.stripe);
    let settle: (value: object) => void = () => {};
    stripeMock.confirmPayment.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const network = await renderPlans(stripePlans, intentHandlers);
    const panel = await openPaymentForm('Premium');

    expect(JSON.parse(network.to('POST /api/create-subscription-intent')[0]?.body ?? '')).toEqual({ priceId: 'price_live_premium' });
    // The same text while Stripe's code loads (a Suspense fallback) and then while its form does.
    await waitFor(() => expect(within(panel).getByText('Loading payment form...')).toBeVisible());
    await waitFor(() => expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_genesis'));
    await waitFor(() => expect(stripeMock.paymentElement).not.toBeNull());
    expect(within(panel).getByText('Loading payment form...')).toBeVisible();
    expect(stripeMock.elementsOptions).toEqual({ clientSecret: 'pi_1_secret_2' });

    act(() => stripeMock.paymentElement?.onReady?.());
    expect(within(panel).queryByText('Loading payment form...')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('payment-element')).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe Now' }));
    expect(within(panel).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(stripeMock.confirmPayment).toHaveBeenCalledWith({
      elements: stripeMock.elements,
      confirmParams: { return_url: `${window.location.origin}/app?premium=true&plan=premium` },
    });
    // Stripe leaves for the return URL on success: the button keeps saying Processing.
    await act(async () => settle({}));
    expect(within(panel).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("says 'Payment Error' when Subscribe Now is pressed before the form is ready", async () => {
    stripeMock.loadStripe.mockResolvedValue(stripeMock.stripe);
    await renderPlans(stripePlans, intentHandlers);
    const panel = await openPaymentForm('Basic');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Payment form is not ready. Please wait and try again.')).toBeInTheDocument();
    expect(stripeMock.confirmPayment).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it("says 'Payment Failed' with Stripe's message and offers Subscribe Now again", async () => {
    stripeMock.loadStripe.mockResolvedValue(stripeMock.stripe);
    stripeMock.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    await renderPlans(stripePlans, intentHandlers);
    const panel = await openPaymentForm('Basic');
    await waitFor(() => expect(stripeMock.paymentElement).not.toBeNull());
    act(() => stripeMock.paymentElement?.onReady?.());
    await userEvent.click(within(panel).getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it("says 'Payment Form Error' when the payment element cannot load", async () => {
    stripeMock.loadStripe.mockResolvedValue(stripeMock.stripe);
    await renderPlans(stripePlans, intentHandlers);
    await openPaymentForm('Basic');
    await waitFor(() => expect(stripeMock.paymentElement).not.toBeNull());
    act(() => stripeMock.paymentElement?.onLoadError?.({ error: { message: 'Invalid API key provided' } }));
    expect(await screen.findByText('Payment Form Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to load payment form: Invalid API key provided')).toBeInTheDocument();
  });

  it("says 'Payment Form Error' when Stripe.js itself fails to load", async () => {
    stripeMock.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    await renderPlans({ ...stripePlans, publishableKey: 'pk_test_unreachable' }, intentHandlers);
    await openPaymentForm('Basic');
    expect(await screen.findByText('Payment Form Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to load payment form: Failed to load Stripe.js')).toBeInTheDocument();
  });
});
