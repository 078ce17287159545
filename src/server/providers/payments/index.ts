import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import type { Clock } from '../../app/deps';
import { createLocalCheckout } from './local-checkout';
import { createPaymentsOff } from './payments-off';
import type { PaymentProcessor } from './payment-processor';
import { createStripeClient, createStripeProcessor } from './stripe';

export { stripeWebhookRoutes } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, none with PAYMENTS=off, else the local test checkout. */
export function createPaymentProcessor(config: Pick<Config, 'stripe' | 'paymentsOff'>, db: Database, clock: Clock): PaymentProcessor {
  if (config.stripe) return createStripeProcessor(createStripeClient(config.stripe), config.stripe);
  if (config.paymentsOff) return createPaymentsOff();
  return createLocalCheckout(db, clock).processor;
}

/**
 * A production server without a payment processor sells through the local test checkout, where
 * anyone can "pay" for a plan without being charged: the operator must not miss it at start-up.
 */
export function paymentsTestModeNotice(config: Pick<Config, 'env' | 'stripe' | 'paymentsOff'>): string | undefined {
  if (config.env !== 'production' || config.stripe || config.paymentsOff) return undefined;
  const rule = '='.repeat(78);
  return [
    rule,
    '  PAYMENTS ARE IN TEST MODE',
    '',
    '  No payment processor is configured (STRIPE_SECRET_KEY is unset), so plans and donations',
    '  go through the local test checkout: anyone can subscribe to any plan without paying,',
    '  and nothing is charged.',
    '',
    '  To take real payments, set STRIPE_SECRET_KEY and the other STRIPE_* settings.',
    '  To sell nothing instead, set PAYMENTS=off (plans then say subscriptions are not available).',
    rule,
    '',
  ].join('\n');
}
