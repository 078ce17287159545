import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiTokenScope } from '@shared/contracts/api-tokens';
import { id } from './columns';
import { users } from './users';

/**
 * Personal API tokens. Only the SHA-256 (base64url) of the whole token is stored, with the first
 * characters after `gst_` so its owner can tell tokens apart. Deleting a row revokes the token:
 * every request looks its hash up.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<ApiTokenScope[]>().notNull(),
    /** Null: lasts until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set on use, at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
