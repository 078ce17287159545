import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DONATION, planList, type Plan } from '@shared/catalog/plans';
import {
  checkoutUrlResponse,
  donationCheckoutInput,
  emailParams,
  portalResponse,
  subscriptionCheckoutInput,
  subscriptionIntentResponse,
  subscriptionStatusResponse,
} from '@shared/contracts/checkout';
import { normalizeEmail, publicUser } from '@shared/contracts/auth';
import { usageResponse } from '@shared/contracts/usage';
import { paymentReturnPath } from '@shared/routes';
import { plansResponse } from '@shared/contracts/plans';
import { effectiveStatus } from '@shared/subscription';
import { hashedAddressKey } from '../../http/client-address';
import type { UserRow } from '../../db/schema';
import type { RouteOptions } from '../../app/services';
import { badRequest, conflict, forbidden } from '../../http/http-error';
import { currentUser } from '../../http/plugins/auth-guard';
import { toPublicUser } from '../../users/public-user';

export async function billingRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { billing } = services;
  const catalogue = () =>
    planList.map((plan) => ({
      id: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      interval: plan.interval,
      priceId: deps.payments.priceIdOf(plan.id),
      features: plan.features,
      badge: plan.badge,
    }));

  // The embedded Stripe form needs Stripe.js's publishable key; without it only Checkout is offered.
  const publishableKey = deps.payments.name === 'stripe' ? (deps.config.stripe?.publishableKey ?? null) : null;

  app.get('/plans', { schema: { response: { 200: plansResponse } } }, async () => ({
    plans: catalogue(),
    processor: deps.payments.name,
    publishableKey,
  }));

  /** The plan a subscribe request names, by this processor's price id; refused when unknown or already held. */
  const planToSubscribe = (user: UserRow, priceId: string): Plan => {
    const plan = planList.find((candidate) => deps.payments.priceIdOf(candidate.id) === priceId);
    if (!plan) throw badRequest('Unknown plan. Choose Weekly Basic, Basic or Premium.', 'UNKNOWN_PLAN');
    if (user.subscriptionStatus === 'active' && user.subscriptionPlan === plan.id) {
      throw conflict(`You already have the ${plan.name} plan.`, 'ALREADY_SUBSCRIBED');
    }
    return plan;
  };

  /** The signed-in user and the plan they start paying for; where they pay from is kept (affiliates' commissions compare it). */
  const startPaying = async (request: FastifyRequest, priceId: string) => {
    const { user } = currentUser(request);
    const plan = planToSubscribe(user, priceId);
    await billing.rememberPaymentPlace(user.id, hashedAddressKey(deps.authSecret, request.ip), deps.clock.now());
    return { user, plan };
  };

  app.get(
    '/subscription-status/:email',
    { schema: { params: emailParams, response: { 200: subscriptionStatusResponse } }, preHandler: app.authenticate },
    async (request) => {
      const { user } = currentUser(request);
      if (normalizeEmail(request.params.email) !== user.email) {
        throw forbidden('You can only look up your own subscription.');
      }
      const status = effectiveStatus(user, deps.clock.now());
      return { isActive: status === 'active' };
    },
  );

  app.post(
    '/create-checkout-session',
    {
      schema: { body: subscriptionCheckoutInput, response: { 200: checkoutUrlResponse } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user, plan } = await startPaying(request, request.body.priceId);
      const origin = request.publicOrigin;
      return deps.payments.createSubscriptionCheckout({
        userId: user.id,
        email: user.email,
        plan,
        stripeCustomerId: user.stripeCustomerId,
        successUrl: `${origin}/subscription?success=true`,
        cancelUrl: `${origin}/subscription?plan=${plan.id}`,
      });
    },
  );

  // The embedded payment form (spec §2, §4): a client secret instead of a checkout page.
  app.post(
    '/create-subscription-intent',
    {
      schema: { body: subscriptionCheckoutInput, response: { 200: subscriptionIntentResponse } },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user, plan } = await startPaying(request, request.body.priceId);
      const origin = request.publicOrigin;
      const { clientSecret } = await deps.payments.createSubscriptionIntent({
        userId: user.id,
        email: user.email,
        plan,
        stripeCustomerId: user.stripeCustomerId,
        returnUrl: `${origin}${paymentReturnPath(plan.id)}`,
        cancelUrl: `${origin}/subscription?plan=${plan.id}`,
        // A direct write, not a billing event: our own record of a customer we just created.
        linkCustomer: async (stripeCustomerId) => {
          await billing.linkCustomer(user.id, stripeCustomerId);
          // The next subscription must find this customer on the signed-in user, not make a second one.
          await deps.sessions.forgetUser(user.id);
        },
      });
      return { clientSecret, processor: deps.payments.name };
    },
  );

  app.post('/subscription/cancel', { schema: { response: { 200: publicUser } }, preHandler: app.authenticate }, async (request) => {
    const { user } = currentUser(request);
    if (effectiveStatus(user, deps.clock.now()) !== 'active' || user.cancelAtPeriodEnd) {
      throw conflict('You have no active plan to cancel.', 'NOTHING_TO_CANCEL');
    }
    await deps.payments.cancelAtPeriodEnd(user);
    const updated = await billing.cancelAtPeriodEnd(user.id);
    await deps.sessions.forgetUser(user.id);
    return toPublicUser(updated ?? user, deps.clock.now(), deps.config);
  });

  app.post('/billing-portal', { schema: { response: { 200: portalResponse } }, preHandler: app.authenticate }, async (request) => {
    const { user } = currentUser(request);
    const origin = request.publicOrigin;
    const url = await deps.payments.createPortalSession(user, `${origin}/subscription`);
    if (!url) throw conflict('Billing is managed on this page while payments run in test mode.', 'NO_PORTAL');
    return { url };
  });

  app.get('/usage', { schema: { response: { 200: usageResponse } }, preHandler: app.authenticate }, async (request) =>
    services.entitlements.usage(currentUser(request).user),
  );

  // Public: visitors may donate without an account.
  app.post(
    '/create-donation-checkout',
    {
      schema: { body: donationCheckoutInput, response: { 200: checkoutUrlResponse } },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const origin = request.publicOrigin;
      return deps.payments.createDonationCheckout({
        amountCents: DONATION.amountCents,
        currency: DONATION.currency,
        userId: null,
        successUrl: `${origin}/?donation=thanks`,
        cancelUrl: `${origin}/?donation=canceled`,
      });
    },
  );
}
