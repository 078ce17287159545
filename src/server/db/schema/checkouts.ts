import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

/** Checkouts of the local test processor (no charge): what was offered and what the visitor chose. */
export const checkouts = pgTable('checkouts', {
  id: id(),
  kind: text('kind').$type<'donation' | 'subscription'>().notNull(),
  status: text('status').$type<'open' | 'paid' | 'canceled'>().notNull().default('open'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  planId: text('plan_id'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  ...timestamps,
});

export type CheckoutRow = typeof checkouts.$inferSelect;
