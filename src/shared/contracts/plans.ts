import { z } from 'zod';
import { planIds } from '../catalog/plans';

/** GET /api/plans: the catalogue as this deployment sells it (price ids depend on the processor). */
export const planResponse = z.object({
  id: z.enum(planIds),
  name: z.string(),
  priceCents: z.number().int(),
  interval: z.enum(['week', 'month']),
  priceId: z.string(),
  features: z.array(z.string()),
  badge: z.string().nullable(),
});

export type PlanResponse = z.infer<typeof planResponse>;

/**
 * Which processor takes payments: the local test checkout, Stripe (which also has a billing portal),
 * or none (PAYMENTS=off: the plans are shown, but cannot be bought).
 */
export const paymentProcessorName = z.enum(['local', 'stripe', 'off']);

/** What checkout calls answer (503 PAYMENTS_OFF), and what the plans say, when payments are off. */
export const paymentsOffMessages = {
  subscriptions: 'Subscriptions are not available on this server.',
  donations: 'Donations are not available on this server.',
} as const;

export type PaymentProcessorName = z.infer<typeof paymentProcessorName>;

/**
 * `publishableKey`: Stripe's publishable key when the embedded Stripe form is available (null for the
 * local processor, or Stripe without STRIPE_PUBLISHABLE_KEY).
 */
export const plansResponse = z.object({
  plans: z.array(planResponse),
  processor: paymentProcessorName,
  publishableKey: z.string().nullable(),
});
