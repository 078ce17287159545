import { z } from 'zod';
import { DONATION } from '../catalog/plans';
import { paymentProcessorName } from './plans';

/** The donation is fixed (spec §9): 1000 cents, USD. */
export const donationCheckoutInput = z.strictObject({
  amount: z.literal(DONATION.amountCents, { error: `amount must be ${DONATION.amountCents}` }),
  currency: z.literal(DONATION.currency, { error: `currency must be ${DONATION.currency}` }),
});

export const checkoutUrlResponse = z.object({ url: z.string() });

export const checkoutStatuses = ['open', 'paid', 'canceled'] as const;

/** What the local test checkout page shows. */
export const localCheckout = z.object({
  id: z.string(),
  kind: z.enum(['donation', 'subscription']),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(checkoutStatuses),
});
export type LocalCheckout = z.infer<typeof localCheckout>;

export const checkoutDecision = z.object({ redirectUrl: z.string() });
export type CheckoutDecision = z.infer<typeof checkoutDecision>;

export const checkoutIdParams = z.object({ id: z.uuid({ error: 'Unknown checkout' }) });

export const subscriptionCheckoutInput = z.strictObject({
  priceId: z.string({ error: 'priceId is required' }).min(1, 'priceId is required').max(200),
});

export const subscriptionStatusResponse = z.object({ isActive: z.boolean() });

export const emailParams = z.object({ email: z.string().min(1).max(254) });

/** POST /api/billing-portal (Stripe only): where the subscriber manages or cancels billing. */
export const portalResponse = z.object({ url: z.string() });

/**
 * POST /api/create-subscription-intent { priceId }: the secret the embedded payment form confirms.
 * Stripe: the subscription's first payment (a PaymentIntent client secret). Local: `local_checkout_{id}`,
 * paid through POST /api/checkout/local/{id}/pay.
 */
export const subscriptionIntentResponse = z.object({ clientSecret: z.string(), processor: paymentProcessorName });
export type SubscriptionIntent = z.infer<typeof subscriptionIntentResponse>;

export const LOCAL_CLIENT_SECRET_PREFIX = 'local_checkout_';

/** The local checkout id inside a local client secret, or null for any other secret. */
export function localCheckoutIdOf(clientSecret: string): string | null {
  return clientSecret.startsWith(LOCAL_CLIENT_SECRET_PREFIX) ? clientSecret.slice(LOCAL_CLIENT_SECRET_PREFIX.length) : null;
}
