import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { planIds } from '@shared/catalog/plans';
import type { RouteOptions } from '../../../app/services';
import { badRequest } from '../../../http/http-error';
import type { BillingEvent } from '../../../features/billing';
import { fromStripeEvent } from './events';

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body, then the shape of the events
 * we act on (400 MALFORMED_EVENT); each event is applied once; events we do not act on are
 * acknowledged with 200 so Stripe stops sending them.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { deps, services }: RouteOptions) {
  const { payments, config } = deps;
  const prices = config.stripe?.prices;
  if (!payments.stripeWebhookEvent || !prices) return;
  const readEvent = payments.stripeWebhookEvent.bind(payments);
  // This plugin's scope only: keep JSON bodies as the exact bytes Stripe signed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const planOfPrice = (priceId: string) => planIds.find((id) => prices[id] === priceId) ?? null;

  app.post('/stripe', async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw badRequest('Missing Stripe signature or body.', 'BAD_SIGNATURE');
    }
    let event: Stripe.Event;
    try {
      event = readEvent(request.body, signature);
    } catch {
      throw badRequest('The Stripe signature does not match this body, or it is too old.', 'BAD_SIGNATURE');
    }
    let billingEvent: BillingEvent | null;
    try {
      billingEvent = fromStripeEvent(event, planOfPrice);
    } catch (error) {
      // Stripe retries a refused event for days: the operator sees which one, and why, in the log.
      request.log.warn({ stripeEvent: event.id, type: event.type, reason: (error as Error).message }, 'stripe webhook refused');
      throw error;
    }
    const applied = billingEvent ? await services.paymentEvents.apply(billingEvent) : false;
    request.log.info({ stripeEvent: event.id, type: event.type, applied }, 'stripe webhook');
    return { received: true };
  });
}
