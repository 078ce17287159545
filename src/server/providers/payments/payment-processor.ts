import type { Plan, PlanId } from '@shared/catalog/plans';

/** One interface for every payment vendor (DESIGN.md §5): the local test checkout now, Stripe when keyed. */
export interface PaymentProcessor {
  readonly name: 'local' | 'stripe';
  /** The price id this processor sells a plan under (GET /api/plans shows it; checkout takes it back). */
  priceIdOf(planId: PlanId): string;
  /** A page where the user subscribes to `plan`; paying activates it through billing events. */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ url: string }>;
  /** A one-off payment page for a donation; `url` is where the visitor pays. */
  createDonationCheckout(input: DonationCheckoutInput): Promise<{ url: string }>;
  /** Stops renewal; the plan stays active until its period ends. */
  cancelAtPeriodEnd(subscription: { stripeSubscriptionId: string | null }): Promise<void>;
  /** The processor's page for managing billing, or null when it has none (the local checkout). */
  createPortalSession(customer: { stripeCustomerId: string | null }, returnUrl: string): Promise<string | null>;
}

interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionCheckoutInput extends ReturnUrls {
  userId: string;
  email: string;
  plan: Plan;
  stripeCustomerId: string | null;
}

export interface DonationCheckoutInput extends ReturnUrls {
  amountCents: number;
  currency: string;
  userId: string | null;
}
