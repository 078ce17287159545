import type { MediaKind } from '@shared/contracts/media';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's media: the creator's own photos, clips and sounds, stored under a key that names
 * their owner. A row is written before its files are ('storing'): it holds its bytes of the user's
 * quota while they are stored, so parallel uploads cannot pass it; 'ready' once they are.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    status: text('status').$type<'storing' | 'ready'>().notNull(),
    name: text('name').notNull(),
    /** The container its bytes named (jpeg, png, webp, avif, heif, mp4, webm, wav, mp3, ogg, flac). */
    container: text('container').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    fileKey: text('file_key').notNull(),
    posterKey: text('poster_key'),
    /** A clip's frames side by side (WebP), for trimming it; null for pictures, sounds and clips stored before filmstrips. */
    filmstripKey: text('filmstrip_key'),
    /** The peak (0–1) of each of 200 equal stretches of a clip's or sound's audio; null without sound. */
    waveform: jsonb('waveform').$type<number[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('media_files_project_idx').on(table.projectId, table.createdAt.desc(), table.id.desc()),
    index('media_files_user_idx').on(table.userId),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;

/** The stored files of a media row, as columns to select: whatever removes the row removes these. */
export const mediaFileKeys = { file: mediaFiles.fileKey, poster: mediaFiles.posterKey, filmstrip: mediaFiles.filmstripKey };
