import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

/** Every payment of a plan: the local checkout's or the processor's invoice (externalId). */
export const invoices = pgTable('invoices', {
  id: id(),
  /** Null once the account is deleted: the invoice is kept, anonymised, for accounting and the affiliate's commission. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The referral it earns a commission through, written when the referred account is deleted (until
   * then the referral is found by user). No reference to affiliate_referrals: billing stays below affiliates.
   */
  referralId: uuid('referral_id'),
  externalId: text('external_id').notNull().unique(),
  /** The processor's payment (Stripe PaymentIntent) that paid it, to match refunds. */
  paymentRef: text('payment_ref'),
  /** 'local' for the local test checkout: no money moved, so it never earns an affiliate commission. */
  processor: text('processor').$type<'local' | 'stripe'>().notNull(),
  planId: text('plan_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'paid' | 'refunded'>().notNull().default('paid'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  ...timestamps,
});

/** Billing events already applied, by their id, so a repeated event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});

/**
 * The card that made a payment (Stripe's fingerprint: the same card number in any account), by
 * payment reference, whichever of the charge and its invoice arrives first. A commission on a
 * payment by a card the affiliate paid their own plan with is refused.
 */
export const paymentCards = pgTable('payment_cards', {
  paymentRef: text('payment_ref').primaryKey(),
  cardFingerprint: text('card_fingerprint').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});

/** Refunded payments, kept by payment reference so a refund that arrives before its invoice still counts. */
export const paymentRefunds = pgTable('payment_refunds', {
  paymentRef: text('payment_ref').primaryKey(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
});

/** One-off donations (the local checkout's or Stripe's), kept for the console and refunds. */
export const donations = pgTable('donations', {
  id: id(),
  /** The donor when signed in; null for a visitor or once the account is deleted. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  processor: text('processor').$type<'local' | 'stripe'>().notNull(),
  /** The local checkout's id or Stripe's Checkout Session id: one donation however often its event arrives. */
  externalId: text('external_id').notNull().unique(),
  paymentRef: text('payment_ref'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'paid' | 'refunded'>().notNull().default('paid'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/**
 * Where a user started paying for a plan (the client's addressKey, HMAC with the secret, as
 * sessions keep it): a referred account that pays from an address its affiliate used earns them nothing.
 */
export const paymentPlaces = pgTable(
  'payment_places',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('payment_places_user_address_unique').on(table.userId, table.addressHash)],
);
