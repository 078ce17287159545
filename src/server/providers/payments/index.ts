import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../deps';
import { createLocalCheckout } from './local-checkout';
import type { PaymentProcessor } from './payment-processor';
import { createStripeClient } from './stripe-client';
import { createStripeProcessor } from './stripe-processor';

/** Stripe when STRIPE_SECRET_KEY is set, else the local test checkout. */
export function createPaymentProcessor(config: Pick<Config, 'stripe'>, db: Database, clock: Clock): PaymentProcessor {
  if (config.stripe) return createStripeProcessor(createStripeClient(config.stripe), config.stripe);
  return createLocalCheckout(db, clock).processor;
}
