import { bigint, index, integer, text, timestamp, pgTable, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/**
 * An AI engine an administrator set up in the operator console, one row per capability (scripts,
 * seo, chat, images, speech, voiceCloning, speechInput). Environment variables win over these rows.
 * The key is stored encrypted (AES-256-GCM with a key derived from SETTINGS_KEY, else from the auth secret).
 */
export const aiEngineSettings = pgTable('ai_engine_settings', {
  capability: text('capability').primaryKey(),
  provider: text('provider').notNull(),
  baseUrl: text('base_url'),
  model: text('model'),
  /** base64 of iv ‖ tag ‖ ciphertext; null: no key. */
  apiKeyCiphertext: text('api_key_ciphertext'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each capability's last engine failure (the provider refused the key, timed out, could not be
 * reached …), shown on the console's AI engines page: one row per capability, written by whichever
 * instance saw it. Never the provider's words: they may quote a key.
 */
export const aiEngineFailures = pgTable('ai_engine_failures', {
  capability: text('capability').primaryKey(),
  engine: text('engine').notNull(),
  /** One of engineFallbackReasons (src/shared/catalog/ai-engines.ts). */
  reason: text('reason').notNull(),
  /** The provider's HTTP status, when it answered with one. */
  status: integer('status'),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});

/** A GGUF model an administrator asked this deployment to download into DATA_DIR/models. */
export const modelDownloads = pgTable(
  'model_downloads',
  {
    id: id(),
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    /** Expected SHA-256 (hex) when the administrator gave one. */
    sha256: text('sha256'),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed' | 'canceled'>().notNull(),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('model_downloads_created_idx').on(table.createdAt)],
);
