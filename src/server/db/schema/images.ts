import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/** One row per generated picture; the files live in storage under `fileKey` and `thumbnailKey`. */
export const generatedImages = pgTable(
  'generated_images',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    enhancedPrompt: text('enhanced_prompt').notNull(),
    style: text('style').notNull(),
    aspectRatio: text('aspect_ratio').notNull(),
    quality: text('quality').notNull(),
    lighting: text('lighting').notNull(),
    composition: text('composition').notNull(),
    colorPalette: text('color_palette').notNull(),
    engine: text('engine').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    seed: integer('seed').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The gallery pages newest first per user (NULLS FIRST is what ORDER BY … DESC means, so the
  // index serves it); a search matches prompts through the trigram index
  // (migration 0004, where pg_trgm is available) or styles through the style index, OR-ed together.
  (table) => [
    index('generated_images_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('generated_images_user_style_idx').on(table.userId, table.style, table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * How many images each user has: the unsearched gallery's total without counting 100k rows on
 * every page view. Kept by the image repository in the same transaction as the rows.
 */
export const imageCounts = pgTable('image_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

export type GeneratedImageRow = typeof generatedImages.$inferSelect;

/** Style memory and defaults (spec §3 user preferences); one row per user, made on first use. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  favoriteStyles: jsonb('favorite_styles')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  promptHistory: jsonb('prompt_history')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  styleUsageCount: jsonb('style_usage_count')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  defaultAspectRatio: text('default_aspect_ratio'),
  defaultQuality: text('default_quality'),
  defaultLighting: text('default_lighting'),
  defaultComposition: text('default_composition'),
  defaultColorPalette: text('default_color_palette'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
