import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

export const accountTokenPurposes = ['password_reset', 'email_change', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * Single-use links sent by e-mail (password reset, e-mail change, e-mail verification). Only the
 * token's SHA-256 is kept; `usedAt` is set when it is followed, so it works once. An e-mail change
 * keeps the address it confirms in `newEmail`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * Every message the app sends. Without SMTP_URL it stays here (status 'outbox', with its text, which
 * the console shows and the server log prints); with SMTP it is 'sent' or 'failed', and its text is
 * not kept (it may hold a sign-in link).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    status: text('status').$type<'outbox' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** What administrators did: who, what, to what, when. Kept when the administrator's account is deleted. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The order entries were written in: two in the same millisecond share a created_at (the embedded
    // database's clock counts milliseconds).
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [index('admin_audit_log_seq_idx').on(table.seq)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

/** Answers of 500 and above, for the console's 'errors in the last 24 hours' (details are in the log, by request id). */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: id(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    code: text('code'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('server_errors_created_idx').on(table.createdAt)],
);
