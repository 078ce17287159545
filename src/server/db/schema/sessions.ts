import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

/**
 * Sign-in sessions. Only the SHA-256 of the session token is stored. A refresh asking for rotation
 * replaces the token; the one it replaced keeps working until `previousTokenExpiresAt` (tabs
 * refreshing at once).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    previousTokenHash: text('previous_token_hash'),
    previousTokenExpiresAt: timestamp('previous_token_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** The browser's visitor id (SHA-256) that signed in: an affiliate's own browsers (self-referrals), an owner's known browsers. */
    visitorHash: text('visitor_hash'),
    /** The client's address that signed in (its addressKey, HMAC with the secret): an owner's known places pass the sign-in ceilings. */
    addressHash: text('address_hash'),
    /** The last sign-in or token refresh: the account page's 'last used'. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_previous_token_hash_idx').on(table.previousTokenHash)],
);

export type SessionRow = typeof sessions.$inferSelect;
