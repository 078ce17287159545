import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { plans, type PlanId } from '@shared/catalog/plans';
import type { SubscriptionStatus } from '@shared/contracts/auth';
import type { Database } from '../../db/client';
import { billingEvents, donations, invoices, paymentCards, paymentRefunds, users } from '../../db/schema';
import { periodEnd as endOfPeriod } from './billing-period';

/** Whose subscription an event is about: our user id when the processor carried it, else its customer. */
export interface UserRef {
  userId: string | null;
  stripeCustomerId: string | null;
}

interface EventBase {
  /** Unique per event: applying the same id twice changes nothing. */
  eventId: string;
  /** When the processor says it happened; an older state arriving late does not overwrite a newer one. */
  occurredAt: Date;
  user: UserRef;
}

/**
 * What a payment processor tells us, in our own words. The local checkout emits these directly;
 * the Stripe webhook translates Stripe's events into them.
 */
export type BillingEvent =
  | (EventBase & { type: 'customer.linked'; stripeCustomerId: string; stripeSubscriptionId: string | null })
  | (EventBase & {
      type: 'subscription.changed';
      status: SubscriptionStatus;
      planId: PlanId | null;
      periodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      stripeSubscriptionId: string | null;
    })
  | (EventBase & {
      type: 'invoice.paid';
      /** 'local': the local test checkout's, where no money moves. */
      processor: 'local' | 'stripe';
      planId: PlanId;
      invoiceRef: string;
      paymentRef: string | null;
      amountCents: number;
      currency: string;
      /** The paid period's end; when absent, one plan interval from payment. */
      periodEnd: Date | null;
    })
  | (EventBase & { type: 'invoice.payment_failed' })
  | (EventBase & { type: 'payment.refunded'; paymentRef: string })
  /** A one-off donation was paid (the local checkout's or a Stripe Checkout Session in payment mode); the donor may be a visitor. */
  | (EventBase & {
      type: 'donation.paid';
      processor: 'local' | 'stripe';
      /** The local checkout's or Stripe's Checkout Session id: one donation however often it is told. */
      donationRef: string;
      paymentRef: string | null;
      amountCents: number;
      currency: string;
    })
  /** The card a payment was made with (its fingerprint), whoever the payment was for. */
  | (EventBase & { type: 'payment.card'; paymentRef: string; cardFingerprint: string });

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function findUserId(tx: Tx, ref: UserRef): Promise<string | null> {
  if (ref.userId) return ref.userId;
  if (!ref.stripeCustomerId) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, ref.stripeCustomerId)).limit(1);
  return row?.id ?? null;
}

/** Sets subscription state only when this event is not older than the newest one applied. */
async function setStateIfNewer(tx: Tx, userId: string, at: Date, state: Partial<typeof users.$inferInsert>) {
  await tx
    .update(users)
    .set({ ...state, billingUpdatedAt: at })
    .where(and(eq(users.id, userId), or(isNull(users.billingUpdatedAt), lte(users.billingUpdatedAt, at))));
}

/** A payment that was just recorded as paid, or as refunded: the instance's webhooks tell of it (payment.succeeded, payment.refunded). */
export interface PaymentNews {
  type: 'payment.succeeded' | 'payment.refunded';
  data: {
    /** The payment's id in the console (an invoice's or a donation's). */
    paymentId: string;
    kind: 'subscription' | 'donation';
    userId: string | null;
    planId: string | null;
    amountCents: number;
    currency: string;
    processor: string;
    paidAt: string;
    refundedAt: string | null;
  };
}

/** What an invoice or donation row says of itself, as PaymentNews. */
export function paymentNews(
  type: PaymentNews['type'],
  kind: PaymentNews['data']['kind'],
  row: {
    id: string;
    userId: string | null;
    amountCents: number;
    currency: string;
    processor: string;
    paidAt: Date;
    refundedAt: Date | null;
    planId?: string;
  },
): PaymentNews {
  return {
    type,
    data: {
      paymentId: row.id,
      kind,
      userId: row.userId,
      planId: row.planId ?? null,
      amountCents: row.amountCents,
      currency: row.currency,
      processor: row.processor,
      paidAt: row.paidAt.toISOString(),
      refundedAt: row.refundedAt?.toISOString() ?? null,
    },
  };
}

/**
 * What applying an event did: nothing (a repeat, or no user we know), or its effect, whose user row
 * it changed, and the payments it recorded as paid or refunded.
 */
export type BillingEventOutcome = { applied: false } | { applied: true; changedUserId: string | null; news: PaymentNews[] };

/**
 * Applies an event once: its id is stored in the same transaction as its effect. Not applied for
 * a repeat, or for an event about no user we know (the processor may retry it later).
 */
export async function applyBillingEvent(db: Database, event: BillingEvent): Promise<BillingEventOutcome> {
  return db.transaction(async (tx) => {
    const firstTime = async () => {
      const recorded = await tx
        .insert(billingEvents)
        .values({ id: event.eventId, type: event.type, appliedAt: event.occurredAt })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return recorded.length > 0;
    };

    if (event.type === 'payment.refunded') {
      if (!(await firstTime())) return { applied: false };
      await tx.insert(paymentRefunds).values({ paymentRef: event.paymentRef, refundedAt: event.occurredAt }).onConflictDoNothing();
      const refunded = { status: 'refunded' as const, refundedAt: event.occurredAt };
      // A payment refunded already (from the operator console) keeps the time it was refunded at.
      const refundedInvoices = await tx
        .update(invoices)
        .set(refunded)
        .where(and(eq(invoices.paymentRef, event.paymentRef), eq(invoices.status, 'paid')))
        .returning();
      const refundedDonations = await tx
        .update(donations)
        .set(refunded)
        .where(and(eq(donations.paymentRef, event.paymentRef), eq(donations.status, 'paid')))
        .returning();
      const news = [
        ...refundedInvoices.map((row) => paymentNews('payment.refunded', 'subscription', row)),
        ...refundedDonations.map((row) => paymentNews('payment.refunded', 'donation', row)),
      ];
      return { applied: true, changedUserId: null, news };
    }

    if (event.type === 'donation.paid') {
      if (!(await firstTime())) return { applied: false };
      const [refund] = event.paymentRef
        ? await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentRef, event.paymentRef))
        : [];
      // The donor's account, when it still exists (a visitor's donation has none).
      const [donor] = event.user.userId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, event.user.userId)) : [];
      const paid = await tx
        .insert(donations)
        .values({
          userId: donor?.id ?? null,
          processor: event.processor,
          externalId: event.donationRef,
          paymentRef: event.paymentRef,
          amountCents: event.amountCents,
          currency: event.currency,
          paidAt: event.occurredAt,
          status: refund ? 'refunded' : 'paid',
          refundedAt: refund?.refundedAt ?? null,
        })
        .onConflictDoNothing({ target: donations.externalId })
        .returning();
      const news = paid.filter((row) => row.status === 'paid').map((row) => paymentNews('payment.succeeded', 'donation', row));
      return { applied: true, changedUserId: null, news };
    }

    if (event.type === 'payment.card') {
      if (!(await firstTime())) return { applied: false };
      await tx
        .insert(paymentCards)
        .values({ paymentRef: event.paymentRef, cardFingerprint: event.cardFingerprint, recordedAt: event.occurredAt })
        .onConflictDoNothing();
      return { applied: true, changedUserId: null, news: [] };
    }

    const userId = await findUserId(tx, event.user);
    if (!userId || !(await firstTime())) return { applied: false };
    const news: PaymentNews[] = [];
    switch (event.type) {
      case 'customer.linked':
        await tx
          .update(users)
          .set({
            stripeCustomerId: event.stripeCustomerId,
            ...(event.stripeSubscriptionId ? { stripeSubscriptionId: event.stripeSubscriptionId } : {}),
          })
          .where(eq(users.id, userId));
        break;
      case 'subscription.changed':
        await setStateIfNewer(tx, userId, event.occurredAt, {
          subscriptionStatus: event.status,
          ...(event.planId ? { subscriptionPlan: event.planId } : {}),
          ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          ...(event.stripeSubscriptionId ? { stripeSubscriptionId: event.stripeSubscriptionId } : {}),
        });
        break;
      case 'invoice.paid': {
        const [refund] = event.paymentRef
          ? await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentRef, event.paymentRef))
          : [];
        const paid = await tx
          .insert(invoices)
          .values({
            userId,
            externalId: event.invoiceRef,
            paymentRef: event.paymentRef,
            processor: event.processor,
            planId: event.planId,
            amountCents: event.amountCents,
            currency: event.currency,
            paidAt: event.occurredAt,
            status: refund ? 'refunded' : 'paid',
            refundedAt: refund?.refundedAt ?? null,
          })
          .onConflictDoNothing({ target: invoices.externalId })
          .returning();
        for (const row of paid) if (row.status === 'paid') news.push(paymentNews('payment.succeeded', 'subscription', row));
        await setStateIfNewer(tx, userId, event.occurredAt, {
          subscriptionStatus: 'active',
          subscriptionPlan: event.planId,
          currentPeriodEnd: event.periodEnd ?? endOfPeriod(event.occurredAt, plans[event.planId].interval),
        });
        break;
      }
      case 'invoice.payment_failed':
        await setStateIfNewer(tx, userId, event.occurredAt, { subscriptionStatus: 'past_due' });
        break;
    }
    return { applied: true, changedUserId: userId, news };
  });
}
