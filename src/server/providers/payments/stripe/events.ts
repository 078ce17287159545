import { z } from 'zod';
import type { PlanId } from '@shared/catalog/plans';
import type { SubscriptionStatus } from '@shared/contracts/auth';
import { badRequest } from '../../../http/http-error';
import type { BillingEvent, UserRef } from '../../../features/billing';

/*
 * The parts of Stripe's objects this studio reads, as Stripe documents them. A signed event is
 * still checked: a signature proves who sent it, not that it is shaped as we expect (another API
 * version, a hand-made test event), and a missing field must be a 400, not a TypeError's 500.
 * Fields Stripe may leave out or set to null are nullish; unknown fields are ignored.
 */

/** An id Stripe sends bare, or inside the object when it was expanded. */
const stripeRef = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));
const metadata = z.record(z.string(), z.string()).nullish();
const unixSeconds = z.number().int().nonnegative();

const checkoutSession = z.object({
  id: z.string(),
  mode: z.string(),
  customer: stripeRef,
  subscription: stripeRef,
  payment_intent: stripeRef,
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
});

const subscription = z.object({
  id: z.string(),
  customer: stripeRef,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  metadata,
  items: z.object({ data: z.array(z.object({ price: stripeRef, current_period_end: unixSeconds.nullish() })) }),
});

const invoiceOwner = {
  customer: stripeRef,
  parent: z.object({ subscription_details: z.object({ metadata }).nullish() }).nullish(),
};
const failedInvoice = z.object({ id: z.string(), ...invoiceOwner });
const paidInvoice = z.object({
  id: z.string(),
  ...invoiceOwner,
  amount_paid: z.number().int().nonnegative(),
  currency: z.string(),
  lines: z.object({
    data: z.array(
      z.object({
        pricing: z.object({ price_details: z.object({ price: stripeRef }).nullish() }).nullish(),
        period: z.object({ end: unixSeconds }),
      }),
    ),
  }),
  payments: z.object({ data: z.array(z.object({ payment: z.object({ payment_intent: stripeRef }) })) }).nullish(),
});

const charge = z.object({
  id: z.string(),
  customer: stripeRef,
  payment_intent: stripeRef,
  refunded: z.boolean().optional(),
  payment_method_details: z.object({ card: z.object({ fingerprint: z.string().nullish() }).nullish() }).nullish(),
});

/** The events acted on, each with the shape of its data.object; every other type is acknowledged and ignored. */
const objectOf = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': paidInvoice,
  'invoice.payment_failed': failedInvoice,
  'charge.succeeded': charge,
  'charge.refunded': charge.required({ refunded: true }),
} as const;
type HandledType = keyof typeof objectOf;
type ObjectOf<T extends HandledType> = z.infer<(typeof objectOf)[T]>;

const envelope = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: unixSeconds,
  data: z.object({ object: z.unknown() }),
});

/** Stripe's subscription states in ours: only active and trialing may generate. */
function statusOf(status: string): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

const isHandled = (type: string): type is HandledType => Object.hasOwn(objectOf, type);

/** The first thing wrong with a value, as `path: message`, under `at`. */
function firstIssue(error: z.ZodError, at: string): string {
  const issue = error.issues[0];
  return `${[at, ...(issue?.path ?? []).map(String)].join('.')}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Translates a Stripe event (its signature checked already) into ours: null for the types we
 * acknowledge and ignore. An event of a type we act on that is not shaped as Stripe sends it is
 * refused with 400 MALFORMED_EVENT, naming the first field that is wrong.
 */
export function fromStripeEvent(event: unknown, planOfPrice: (priceId: string) => PlanId | null): BillingEvent | null {
  const type = (event as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !isHandled(type)) return null;
  const id = (event as { id?: unknown }).id;
  const malformed = (issue: string) =>
    badRequest(
      `The Stripe event ${typeof id === 'string' ? id : '(no id)'} (${type}) is not shaped as Stripe sends it: ${issue}`,
      'MALFORMED_EVENT',
    );
  const outer = envelope.safeParse(event);
  if (!outer.success) throw malformed(firstIssue(outer.error, 'event'));
  const object = objectOf[type].safeParse(outer.data.data.object);
  if (!object.success) throw malformed(firstIssue(object.error, 'data.object'));
  return translate({ id: outer.data.id, created: outer.data.created, type, object: object.data } as HandledEvent, planOfPrice);
}

type HandledEvent = { [T in HandledType]: { id: string; created: number; type: T; object: ObjectOf<T> } }[HandledType];

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function translate(event: HandledEvent, planOfPrice: (priceId: string) => PlanId | null): BillingEvent | null {
  const base = (user: UserRef) => ({ eventId: event.id, occurredAt: new Date(event.created * 1000), user });

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.object;
      if (session.mode === 'payment' && session.metadata?.kind === 'donation' && session.payment_status === 'paid') {
        return {
          ...base({ userId: session.metadata.userId ?? null, stripeCustomerId: session.customer }),
          type: 'donation.paid',
          processor: 'stripe',
          donationRef: session.id,
          paymentRef: session.payment_intent,
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
        };
      }
      if (session.mode !== 'subscription' || !session.customer) return null;
      return {
        ...base({ userId: session.client_reference_id ?? session.metadata?.userId ?? null, stripeCustomerId: session.customer }),
        type: 'customer.linked',
        stripeCustomerId: session.customer,
        stripeSubscriptionId: session.subscription,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.object;
      const item = subscription.items.data[0];
      return {
        ...base({ userId: subscription.metadata?.userId ?? null, stripeCustomerId: subscription.customer }),
        type: 'subscription.changed',
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(subscription.status),
        planId: item ? planOfPrice(item.price ?? '') : null,
        periodEnd: fromUnix(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        stripeSubscriptionId: subscription.id,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.object;
      const user = { userId: invoice.parent?.subscription_details?.metadata?.userId ?? null, stripeCustomerId: invoice.customer };
      return { ...base(user), type: 'invoice.payment_failed' };
    }
    case 'invoice.paid': {
      const invoice = event.object;
      const user = { userId: invoice.parent?.subscription_details?.metadata?.userId ?? null, stripeCustomerId: invoice.customer };
      const line = invoice.lines.data[0];
      const planId = planOfPrice(line?.pricing?.price_details?.price ?? '');
      if (!planId) return null;
      return {
        ...base(user),
        type: 'invoice.paid',
        processor: 'stripe',
        planId,
        invoiceRef: invoice.id,
        paymentRef: invoice.payments?.data[0]?.payment.payment_intent ?? null,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        periodEnd: fromUnix(line?.period.end),
      };
    }
    case 'charge.succeeded': {
      const charge = event.object;
      const cardFingerprint = charge.payment_method_details?.card?.fingerprint;
      if (!charge.payment_intent || !cardFingerprint) return null;
      return {
        ...base({ userId: null, stripeCustomerId: charge.customer }),
        type: 'payment.card',
        paymentRef: charge.payment_intent,
        cardFingerprint,
      };
    }
    case 'charge.refunded': {
      const charge = event.object;
      if (!charge.payment_intent || !charge.refunded) return null;
      return { ...base({ userId: null, stripeCustomerId: charge.customer }), type: 'payment.refunded', paymentRef: charge.payment_intent };
    }
  }
}
