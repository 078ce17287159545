// Stripe's word of a payment, for journeys on a server set up as the Stripe processor
// (stripeEnv(): no call reaches Stripe; the webhook is signed with the test secret).
import type { APIRequestContext } from '@playwright/test';
import { plans, type PlanId } from '../../src/shared/catalog/plans';
import { stripeEnv } from '../../src/server/test/stripe-env';
import { paidInvoice, signedStripeEvent, stripeEvent } from '../../src/server/test/stripe-webhooks';

export { stripeEnv };

/** Stripe's webhook tells the server that `userId` paid an invoice of `planId`: a real payment, which earns a referrer commission. */
export async function sendPaidInvoice(request: APIRequestContext, userId: string, planId: PlanId) {
  const ref = `${planId}_${userId.slice(0, 8)}_${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const priceId = stripeEnv()[`STRIPE_PRICE_${planId.toUpperCase()}`] ?? '';
  const invoice = paidInvoice(ref, { userId, planId, priceId, amountCents: plans[planId].priceCents, created });
  const { body, signature } = signedStripeEvent(stripeEvent(`evt_${ref}`, 'invoice.paid', created, invoice));
  const response = await request.post('/api/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: body,
  });
  if (!response.ok()) throw new Error(`the webhook answered ${response.status()} ${await response.text()}`);
}
