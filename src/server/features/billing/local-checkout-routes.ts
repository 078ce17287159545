import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatPrice, isPlanId, plans } from '@shared/catalog/plans';
import { checkoutDecision, checkoutIdParams, localCheckout } from '@shared/contracts/checkout';
import type { CheckoutRow } from '../../db/schema';
import type { RouteOptions } from '../../app/services';
import { conflict, notFound } from '../../http/http-error';

const unknownCheckout = () => notFound('This checkout does not exist.', 'CHECKOUT_NOT_FOUND');

function describe(row: CheckoutRow): string {
  return row.kind === 'donation'
    ? `One-off donation of ${formatPrice(row.amountCents)} to Genesis Studio`
    : `Genesis Studio ${isPlanId(row.planId) ? plans[row.planId].name : ''} plan, ${formatPrice(row.amountCents)} per ${
        isPlanId(row.planId) ? plans[row.planId].interval : 'period'
      }`;
}

/**
 * The local test checkout's own API (only when it is the processor). The checkout id is an
 * unguessable UUID handed to whoever started the checkout, like a Stripe Checkout URL.
 */
export async function localCheckoutRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checkouts = services.paymentEvents.localCheckout;

  app.get('/:id', { schema: { params: checkoutIdParams, response: { 200: localCheckout } } }, async (request) => {
    const row = await checkouts.find(request.params.id);
    if (!row) throw unknownCheckout();
    return {
      id: row.id,
      kind: row.kind,
      description: describe(row),
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
    };
  });

  for (const [action, decide, urlOf] of [
    ['pay', checkouts.pay, (row: CheckoutRow) => row.successUrl],
    ['cancel', checkouts.cancel, (row: CheckoutRow) => row.cancelUrl],
  ] as const) {
    app.post(`/:id/${action}`, { schema: { params: checkoutIdParams, response: { 200: checkoutDecision } } }, async (request) => {
      const row = await decide(request.params.id);
      if (row) return { redirectUrl: urlOf(row) };
      const existing = await checkouts.find(request.params.id);
      if (!existing) throw unknownCheckout();
      throw conflict(`This checkout is already ${existing.status}.`, 'CHECKOUT_CLOSED');
    });
  }
}
