import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '@shared/contracts/auth';
import { id, timestamps } from './columns';

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  // Stored trimmed and lower-cased, so the unique index is case-insensitive in effect.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('trialing'),
  subscriptionPlan: text('subscription_plan'),
  trialExpiry: timestamp('trial_expiry', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The payment processor's customer and subscription, when it is Stripe. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** Time of the newest processor event applied to the subscription: older ones arriving late change nothing. */
  billingUpdatedAt: timestamp('billing_updated_at', { withTimezone: true }),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;

/**
 * One free trial per mailbox: the normalised address (mailbox.ts) of each account that was given
 * one. The primary key lets only one of several parallel registrations claim it. A claim outlives
 * its account, so deleting it and registering again starts no second trial.
 */
export const trialClaims = pgTable('trial_claims', {
  mailbox: text('mailbox').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
