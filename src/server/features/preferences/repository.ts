import { eq, sql } from 'drizzle-orm';
import {
  aspectRatios,
  colorPalettes,
  compositionOptions,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_COLOR_PALETTE,
  DEFAULT_COMPOSITION,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_LIGHTING,
  FAVORITE_STYLES_MAX,
  imageQualities,
  imageStyleIds,
  lightingOptions,
  PROMPT_HISTORY_MAX,
} from '@shared/catalog/images';
import { userPreferences as preferencesSchema, type UpdatePreferencesInput, type UserPreferences } from '@shared/contracts/images';
import type { Database } from '../../db/client';
import { userPreferences, type UserPreferencesRow } from '../../db/schema';

/** Newest first, each once (compared without case or extra spaces), at most `max`. */
export function newestUnique(items: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items) {
    const text = item.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
    if (kept.length === max) break;
  }
  return kept;
}

const knownStyle = (style: string) => (imageStyleIds as readonly string[]).includes(style);

/** The stored value when the catalogue still has it, else the default. */
function orDefault<T extends string>(stored: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return stored && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback;
}

/**
 * A row as the API shows it; a user with no row yet gets the catalogue's defaults. Values the
 * catalogue no longer has (a style renamed since it was stored) are dropped, not an error.
 */
function toPreferences(row: UserPreferencesRow | undefined): UserPreferences {
  return preferencesSchema.parse({
    favoriteStyles: (row?.favoriteStyles ?? []).filter(knownStyle),
    promptHistory: row?.promptHistory ?? [],
    styleUsageCount: Object.fromEntries(Object.entries(row?.styleUsageCount ?? {}).filter(([style]) => knownStyle(style))),
    defaultAspectRatio: orDefault(row?.defaultAspectRatio, aspectRatios, DEFAULT_ASPECT_RATIO),
    defaultQuality: orDefault(row?.defaultQuality, imageQualities, DEFAULT_IMAGE_QUALITY),
    defaultLighting: orDefault(row?.defaultLighting, lightingOptions, DEFAULT_LIGHTING),
    defaultComposition: orDefault(row?.defaultComposition, compositionOptions, DEFAULT_COMPOSITION),
    defaultColorPalette: orDefault(row?.defaultColorPalette, colorPalettes, DEFAULT_COLOR_PALETTE),
  });
}

export function createPreferencesRepository(db: Database) {
  async function read(userId: string): Promise<UserPreferences> {
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return toPreferences(row);
  }

  /** Merges the given fields into the stored ones; lists are capped and de-duplicated, newest first. */
  async function update(userId: string, changes: UpdatePreferencesInput): Promise<UserPreferences> {
    const values = {
      ...changes,
      ...(changes.favoriteStyles && { favoriteStyles: newestUnique(changes.favoriteStyles, FAVORITE_STYLES_MAX) }),
      ...(changes.promptHistory && { promptHistory: newestUnique(changes.promptHistory, PROMPT_HISTORY_MAX) }),
      updatedAt: new Date(),
    };
    await db
      .insert(userPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: values });
    return read(userId);
  }

  /**
   * What a successful generation teaches the memory: the style moves to the front of the
   * favourites and its count goes up, the prompt to the front of the history. Done under a row
   * lock, so two generations finishing together both count.
   */
  async function recordGeneration(userId: string, style: string, prompt: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId)).for('update');
      const counts = { ...row?.styleUsageCount };
      counts[style] = (counts[style] ?? 0) + 1;
      await tx
        .update(userPreferences)
        .set({
          favoriteStyles: newestUnique([style, ...(row?.favoriteStyles ?? [])], FAVORITE_STYLES_MAX),
          promptHistory: newestUnique([prompt, ...(row?.promptHistory ?? [])], PROMPT_HISTORY_MAX),
          styleUsageCount: counts,
          updatedAt: sql`now()`,
        })
        .where(eq(userPreferences.userId, userId));
    });
  }

  return { read, update, recordGeneration };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
