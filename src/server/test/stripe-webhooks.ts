import Stripe from 'stripe';
import type { App } from '../app';
import { stripeEnv } from './stripe-env';

const signer = new Stripe('sk_test_genesis');

/** A Stripe event as its webhook sends it. */
export function stripeEvent(id: string, type: string, created: number, object: object) {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } };
}

/** Posts `payload` to the webhook, signed with stripeEnv()'s secret unless another `signature` is given. */
export function sendStripeEvent(app: App, payload: object, signature?: string) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? signer.webhooks.generateTestHeaderString({ payload: body, secret: stripeEnv().STRIPE_WEBHOOK_SECRET ?? '' }),
    },
    payload: body,
  });
}
