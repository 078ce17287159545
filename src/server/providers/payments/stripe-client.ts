import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** A Stripe client; STRIPE_API_URL points it at another endpoint (a test server). */
export function createStripeClient(config: StripeConfig): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
