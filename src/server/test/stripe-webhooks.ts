import Stripe from 'stripe';
import type { App } from '../app/app';
import { stripeEnv } from './stripe-env';

const signer = new Stripe('sk_test_genesis');

/** A Stripe event as its webhook sends it. */
export function stripeEvent(id: string, type: string, created: number, object: object) {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } };
}

/** A paid invoice of a subscription as Stripe sends it: `ref` names its invoice, customer, subscription and payment. */
export function paidInvoice(
  ref: string,
  invoice: { userId: string; planId: string; priceId: string; amountCents: number; created: number },
) {
  return {
    id: `in_${ref}`,
    object: 'invoice',
    customer: `cus_${ref}`,
    amount_paid: invoice.amountCents,
    currency: 'usd',
    parent: { subscription_details: { metadata: { userId: invoice.userId, planId: invoice.planId }, subscription: `sub_${ref}` } },
    payments: { data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${ref}` } }] },
    lines: { data: [{ pricing: { price_details: { price: invoice.priceId } }, period: { end: invoice.created + 30 * 86_400 } }] },
  };
}

/** The body of `payload` and its Stripe-Signature header, signed with stripeEnv()'s secret. */
export function signedStripeEvent(payload: object): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: stripeEnv().STRIPE_WEBHOOK_SECRET ?? '' }) };
}

/** Posts `payload` to the webhook, signed with stripeEnv()'s secret unless another `signature` is given. */
export function sendStripeEvent(app: App, payload: object, signature?: string) {
  const signed = signedStripeEvent(payload);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signed.signature },
    payload: signed.body,
  });
}
