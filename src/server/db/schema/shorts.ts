import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MomentPicker, ShortCandidate, TranscriptSource } from '@shared/contracts/shorts';
import { id } from './columns';
import { mediaFiles } from './media';
import { projects } from './projects';
import { users } from './users';

/** A word and when it is said, in milliseconds from the start of its recording. */
export interface StoredWord {
  text: string;
  startMs: number;
  endMs: number;
  endsSentence?: true;
}

/** A sound the captions name instead of words ("[Laughter]", "♪"), with its time. */
export interface CaptionedSound {
  label: string;
  startMs: number;
  endMs: number;
}

/** The captions a creator uploaded beside a video or sound of their media (one file each; a new one replaces it). */
export const mediaCaptions = pgTable('media_captions', {
  mediaId: uuid('media_id')
    .primaryKey()
    .references(() => mediaFiles.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  words: jsonb('words').$type<StoredWord[]>().notNull(),
  sounds: jsonb('sounds').$type<CaptionedSound[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A search of a project's video for moments worth cutting into shorts. The row is the truth: a job
 * in the queue only asks for it to run, and a search whose instance died runs again from the start.
 */
export const shortsJobs = pgTable(
  'shorts_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** A media file's id or a render's: the source is looked up again when the search runs. */
    sourceId: uuid('source_id').notNull(),
    /** The source's length when the search was asked for. */
    sourceSeconds: real('source_seconds').notNull(),
    minSeconds: integer('min_seconds').notNull(),
    maxSeconds: integer('max_seconds').notNull(),
    count: integer('count').notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull(),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    transcriptSource: text('transcript_source').$type<TranscriptSource>().notNull().default('none'),
    /** The words the search read, kept for the transcript editor. */
    words: jsonb('words').$type<StoredWord[]>(),
    /** Where the picture moves most at each second (0–1 of the frame), for each clip's default focus. */
    motion: jsonb('motion').$type<Array<{ x: number; y: number; amount: number }>>(),
    candidates: jsonb('candidates')
      .$type<ShortCandidate[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notice: text('notice'),
    /** Who chose the moments (set when the search is done): the offline scorer, or the text model named beside it. */
    pickedBy: text('picked_by').$type<MomentPicker>(),
    pickedByModel: text('picked_by_model'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('shorts_jobs_project_idx').on(table.projectId, table.createdAt.desc()),
    index('shorts_jobs_user_status_idx').on(table.userId, table.status),
  ],
);

export type MediaCaptionsRow = typeof mediaCaptions.$inferSelect;
export type ShortsJobRow = typeof shortsJobs.$inferSelect;
