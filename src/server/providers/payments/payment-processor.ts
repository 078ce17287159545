import type { Plan, PlanId } from '@shared/catalog/plans';
import type { PaymentProcessorName } from '@shared/contracts/plans';
import type { StripeEvent } from './stripe';

/** One interface for every payment vendor (DESIGN.md §5): the local test checkout, Stripe when keyed, or none (PAYMENTS=off). */
export interface PaymentProcessor {
  readonly name: PaymentProcessorName;
  /** The price id this processor sells a plan under (GET /api/plans shows it; checkout takes it back). */
  priceIdOf(planId: PlanId): string;
  /** A page where the user subscribes to `plan`; paying activates it through billing events. */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ url: string }>;
  /**
   * The first payment of a subscription to `plan`, for a form embedded in our page: its client
   * secret. Paying it activates the plan through billing events, like a checkout.
   */
  createSubscriptionIntent(input: SubscriptionIntentInput): Promise<{ clientSecret: string }>;
  /** A one-off payment page for a donation; `url` is where the visitor pays. */
  createDonationCheckout(input: DonationCheckoutInput): Promise<{ url: string }>;
  /** Stops renewal; the plan stays active until its period ends. */
  cancelAtPeriodEnd(subscription: { stripeSubscriptionId: string | null }): Promise<void>;
  /**
   * Ends the user's subscription now, with no further charge (their account is being deleted). A
   * subscription the processor has already ended is not an error; the local test checkout closes
   * the user's checkouts still open, so none of them can be paid afterwards.
   */
  cancelNow(subscription: { userId: string; stripeSubscriptionId: string | null }): Promise<void>;
  /**
   * Gives a payment back in full (the operator console's refund). Stripe refunds the PaymentIntent
   * `paymentRef` (once per `key`, however often it is asked); the local test checkout charged
   * nothing, so there is nothing to give back.
   */
  refund(payment: { paymentRef: string | null; key: string }): Promise<void>;
  /** The processor's page for managing billing, or null when it has none (the local checkout). */
  createPortalSession(customer: { stripeCustomerId: string | null }, returnUrl: string): Promise<string | null>;
  /**
   * Stripe only (it tells us of payments by webhook): the event a webhook carries, when `signature`
   * is Stripe's for exactly these bytes and recent; throws otherwise.
   */
  stripeWebhookEvent?(body: Buffer, signature: string): StripeEvent;
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

export interface SubscriptionIntentInput {
  userId: string;
  email: string;
  plan: Plan;
  stripeCustomerId: string | null;
  /** Where the form sends the payer once paid (the local checkout's Pay answers it). */
  returnUrl: string;
  /** Where a local checkout canceled later leads back to. */
  cancelUrl: string;
  /** Stores a processor customer created for this user, before anything is charged to it. */
  linkCustomer(stripeCustomerId: string): Promise<void>;
}

export interface DonationCheckoutInput extends ReturnUrls {
  amountCents: number;
  currency: string;
  userId: string | null;
}
