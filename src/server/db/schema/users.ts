import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus, ThemePreference } from '@shared/contracts/auth';
import type { InterfaceLocale } from '@shared/i18n/locales';
import type { FairUsePeriod } from '@shared/contracts/usage';
import { id, timestamps } from './columns';

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  // Stored trimmed and lower-cased, so the unique index is case-insensitive in effect.
  email: text('email').notNull().unique(),
  /** Null for an account made by single sign-on that never set a password. */
  passwordHash: text('password_hash'),
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
  /** 'admin' for the first account of an install without ADMIN_EMAILS; with ADMIN_EMAILS set, the list decides (features/auth/administrators.ts). */
  role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
  /** Set by an administrator: the user cannot sign in until it is cleared. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** When the owner followed a verification link (REQUIRE_EMAIL_VERIFICATION) or confirmed a new address. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * Fair-use limits an administrator set from the console (null: none): scripts and images per
   * calendar `fairUsePeriod` in UTC. The only quotas with PAYMENTS=off; never an administrator's.
   */
  fairUseScripts: integer('fair_use_scripts'),
  fairUseImages: integer('fair_use_images'),
  fairUsePeriod: text('fair_use_period').$type<FairUsePeriod>().notNull().default('day'),
  theme: text('theme').$type<ThemePreference>().notNull().default('system'),
  /** The interface language (null: the browser's). */
  locale: text('locale').$type<InterfaceLocale>(),
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
