import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
