import type Stripe from 'stripe';
import type { PlanId } from '@shared/catalog/plans';
import type { StripeConfig } from '../../config';
import type { PaymentProcessor } from './payment-processor';

/** Stripe Checkout for plans and donations, and its Customer Portal for managing billing. */
export function createStripeProcessor(stripe: Stripe, config: StripeConfig): PaymentProcessor {
  const checkoutUrl = (session: Stripe.Checkout.Session) => {
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { url: session.url };
  };

  return {
    name: 'stripe',
    priceIdOf: (planId: PlanId) => config.prices[planId],

    async createSubscriptionCheckout({ userId, email, plan, successUrl, cancelUrl, stripeCustomerId }) {
      // The user id travels on the session and the subscription, so every later event finds its user.
      const metadata = { userId, planId: plan.id };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[plan.id], quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: userId,
        ...(stripeCustomerId ? { customer: stripeCustomerId } : { customer_email: email }),
        metadata,
        subscription_data: { metadata },
      });
      return checkoutUrl(session);
    },

    async createDonationCheckout({ amountCents, currency, successUrl, cancelUrl, userId }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        submit_type: 'donate',
        line_items: [
          {
            price_data: { currency, unit_amount: amountCents, product_data: { name: 'Support Genesis Studio' } },
            quantity: 1,
          },
        ],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { kind: 'donation', ...(userId ? { userId } : {}) },
      });
      return checkoutUrl(session);
    },

    async cancelAtPeriodEnd({ stripeSubscriptionId }) {
      if (stripeSubscriptionId) await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
    },

    async createPortalSession({ stripeCustomerId }, returnUrl) {
      if (!stripeCustomerId) return null;
      const session = await stripe.billingPortal.sessions.create({ customer: stripeCustomerId, return_url: returnUrl });
      return session.url;
    },
  };
}
