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

/** Which processor takes payments: the local test checkout, or Stripe (which also has a billing portal). */
export const paymentProcessorName = z.enum(['local', 'stripe']);

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
