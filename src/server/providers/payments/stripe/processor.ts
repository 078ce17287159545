import type Stripe from 'stripe';
import type { PlanId } from '@shared/catalog/plans';
import type { StripeConfig } from '../../../config/config';
import type { PaymentProcessor } from '../payment-processor';

/** Stripe Checkout for plans and donations, and its Customer Portal for managing billing. */
export function createStripeProcessor(stripe: Stripe, config: StripeConfig): PaymentProcessor {
  const checkoutUrl = (session: Stripe.Checkout.Session) => {
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { url: session.url };
  };

  return {
    name: 'stripe',
    priceIdOf: (planId: PlanId) => config.prices[planId],
    stripeWebhookEvent: (body, signature) => stripe.webhooks.constructEvent(body, signature, config.webhookSecret),

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

    async createSubscriptionIntent({ userId, email, plan, stripeCustomerId, linkCustomer }) {
      let customer = stripeCustomerId;
      if (!customer) {
        // Keyed by user, so two quick clicks make one customer rather than two.
        const created = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `genesis-customer-${userId}` });
        customer = created.id;
        await linkCustomer(customer);
      }
      // The subscription waits, incomplete, for the form to pay its first invoice; invoice.paid activates it.
      const subscription = await stripe.subscriptions.create({
        customer,
        items: [{ price: config.prices[plan.id] }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId, planId: plan.id },
        expand: ['latest_invoice.confirmation_secret'],
      });
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new Error(`Stripe returned subscription ${subscription.id} without a confirmation secret`);
      return { clientSecret };
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

    async refund({ paymentRef, key }) {
      if (!paymentRef) throw new Error(`Stripe payment ${key} has no PaymentIntent to refund`);
      // Keyed by our payment, so a second click (or a retry) refunds once.
      await stripe.refunds.create({ payment_intent: paymentRef }, { idempotencyKey: `genesis-refund-${key}` });
    },

    async cancelNow({ stripeSubscriptionId }) {
      if (!stripeSubscriptionId) return;
      try {
        await stripe.subscriptions.cancel(stripeSubscriptionId);
      } catch (error) {
        // Already canceled there, or gone: the subscription charges nothing more either way.
        if (isEndedSubscription(error)) return;
        throw error;
      }
    },

    async createPortalSession({ stripeCustomerId }, returnUrl) {
      if (!stripeCustomerId) return null;
      const session = await stripe.billingPortal.sessions.create({ customer: stripeCustomerId, return_url: returnUrl });
      return session.url;
    },
  };
}

/** Stripe's answer for a subscription it no longer has to end: unknown (404 resource_missing). */
function isEndedSubscription(error: unknown): boolean {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return code === 'resource_missing' || statusCode === 404;
}
