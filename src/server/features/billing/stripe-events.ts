import type Stripe from 'stripe';
import type { PlanId } from '@shared/catalog/plans';
import type { SubscriptionStatus } from '@shared/contracts/auth';
import type { BillingEvent, UserRef } from './billing-events';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe's subscription states in ours: only active and trialing may generate. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

/** Translates the Stripe events we act on; null for the ones we acknowledge and ignore. */
export function fromStripeEvent(event: Stripe.Event, planOfPrice: (priceId: string) => PlanId | null): BillingEvent | null {
  const base = (user: UserRef) => ({ eventId: event.id, occurredAt: new Date(event.created * 1000), user });

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customer = idOf(session.customer);
      if (session.mode === 'payment' && session.metadata?.kind === 'donation' && session.payment_status === 'paid') {
        return {
          ...base({ userId: session.metadata.userId ?? null, stripeCustomerId: customer }),
          type: 'donation.paid',
          processor: 'stripe',
          donationRef: session.id,
          paymentRef: idOf(session.payment_intent),
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
        };
      }
      if (session.mode !== 'subscription' || !customer) return null;
      return {
        ...base({ userId: session.client_reference_id ?? session.metadata?.userId ?? null, stripeCustomerId: customer }),
        type: 'customer.linked',
        stripeCustomerId: customer,
        stripeSubscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const item = subscription.items.data[0];
      return {
        ...base({ userId: subscription.metadata?.userId ?? null, stripeCustomerId: idOf(subscription.customer) }),
        type: 'subscription.changed',
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(subscription.status),
        planId: item ? planOfPrice(idOf(item.price) ?? '') : null,
        periodEnd: fromUnix(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        stripeSubscriptionId: subscription.id,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const user = {
        userId: invoice.parent?.subscription_details?.metadata?.userId ?? null,
        stripeCustomerId: idOf(invoice.customer),
      };
      if (event.type === 'invoice.payment_failed') return { ...base(user), type: 'invoice.payment_failed' };
      const line = invoice.lines.data[0];
      const planId = planOfPrice(idOf(line?.pricing?.price_details?.price) ?? '');
      if (!planId || !invoice.id) return null;
      return {
        ...base(user),
        type: 'invoice.paid',
        processor: 'stripe',
        planId,
        invoiceRef: invoice.id,
        paymentRef: idOf(invoice.payments?.data[0]?.payment.payment_intent),
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        periodEnd: fromUnix(line?.period.end),
      };
    }
    case 'charge.succeeded': {
      const charge = event.data.object;
      const paymentRef = idOf(charge.payment_intent);
      const cardFingerprint = charge.payment_method_details?.card?.fingerprint;
      if (!paymentRef || !cardFingerprint) return null;
      return {
        ...base({ userId: null, stripeCustomerId: idOf(charge.customer) }),
        type: 'payment.card',
        paymentRef,
        cardFingerprint,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentRef = idOf(charge.payment_intent);
      if (!paymentRef || !charge.refunded) return null;
      return { ...base({ userId: null, stripeCustomerId: idOf(charge.customer) }), type: 'payment.refunded', paymentRef };
    }
    default:
      return null;
  }
}
