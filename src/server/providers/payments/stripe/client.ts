import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config/config';
import { onFirstUse } from '../../../lib/on-first-use';

/** An event as Stripe's webhook sends it (what PaymentProcessor.stripeWebhookEvent reads). */
export type StripeEvent = Stripe.Event;

const stripeSdk = onFirstUse<typeof Stripe>('stripe');

/** A Stripe client; STRIPE_API_URL points it at another endpoint (a test server). */
export function createStripeClient(config: StripeConfig): Stripe {
  const Stripe = stripeSdk();
  if (!config.apiUrl) return new Stripe(config.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
