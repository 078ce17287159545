import { date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CommissionRefusal } from '@shared/contracts/affiliates';
import { id } from './columns';
import { invoices } from './billing';
import { users } from './users';

/** One affiliate account per user; `code` is the random, URL-safe part of their link. */
export const affiliates = pgTable('affiliates', {
  id: id(),
  /** Null once the affiliate's account is deleted: its payouts are kept, anonymised, for accounting. */
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  code: text('code').notNull().unique(),
  payoutEmail: text('payout_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Link visits, counted by the server when a page is requested with `?ref=`: one per address
 * (addressKey, HMAC with the secret, as sessions keep it) per link per UTC day, whatever the
 * browser claims to be. The visitor's cookie names the click it came from.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** Null for the clicks counted by the browser's script before addresses were kept. */
    addressHash: text('address_hash'),
    /** The UTC day of the click ('YYYY-MM-DD'): the unique key makes a second visit that day the same click, however many arrive at once. */
    day: date('day', { mode: 'string' }).notNull(),
    landingPath: text('landing_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('affiliate_clicks_address_day_unique').on(table.affiliateId, table.addressHash, table.day)],
);

/**
 * A user who registered through an affiliate's link. Commissions are not stored: each paid invoice
 * of the referred user is one (30%), pending for 30 days, reversed by a refund (affiliates/commissions.ts).
 * A referral that is the affiliate's own account is kept with its `refusal`: its commissions are refused.
 */
export const affiliateReferrals = pgTable('affiliate_referrals', {
  id: id(),
  affiliateId: uuid('affiliate_id')
    .notNull()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  /** Null once the referred account is deleted; its invoices then name this referral (invoices.referralId). */
  referredUserId: uuid('referred_user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  /** The visit through the link that the registration came from. */
  clickId: uuid('click_id').references(() => affiliateClicks.id, { onDelete: 'set null' }),
  refusal: text('refusal').$type<Exclude<CommissionRefusal, 'same_card'>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One monthly payout to one affiliate (written by `npm run payouts`). */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: id(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the money was sent, with the payment service's reference; null while it is owed. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reference: text('reference'),
  },
  (table) => [unique('affiliate_payouts_month_unique').on(table.affiliateId, table.month)],
);

/**
 * What a payout settled: a commission (positive) or the claw-back of a paid commission whose
 * payment was refunded (negative). Each invoice is paid once and clawed back at most once.
 */
export const affiliatePayoutItems = pgTable(
  'affiliate_payout_items',
  {
    id: id(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => affiliatePayouts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'commission' | 'clawback'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [unique('affiliate_payout_items_invoice_kind_unique').on(table.invoiceId, table.kind)],
);
