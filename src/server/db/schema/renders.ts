import { sql } from 'drizzle-orm';
import type { RenderFormat } from '@shared/catalog/video';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { projects, projectVoiceovers } from './projects';
import type { StoredWord } from './shorts';
import { users } from './users';

/** A short cut from a long video (shorts/clip-plan.ts): what the renderer needs, the source's words included. */
export interface ShortRenderSettings {
  /** The search for moments it came from. */
  jobId: string;
  /** The stored file of the video it is cut from (a media file or a render). */
  sourceKey: string;
  /** The parts of the source kept, in order, in seconds of the source. */
  spans: Array<{ start: number; end: number }>;
  focus: { x: number; y: number };
  fill: 'crop' | 'blur';
  /** The hook title over its first seconds; null for none. */
  title: string | null;
  /** The words said in the kept parts, in milliseconds of the short. */
  words: StoredWord[];
}

/** What a render was asked for, kept so a restarted or taken-over render runs the same way. */
export interface RenderSettings {
  format: RenderFormat;
  resolution: '720p' | '1080p';
  captions: { enabled: boolean; style: string };
  music: { fileId: string; volume: number } | null;
  scenes: { imageId: string; text: string }[] | null;
  /** Set for a short of a batch (shorts renders); absent for a video draft. */
  short?: ShortRenderSettings;
}

/** Shorts rendered together from one search for moments: each is a render of its own (renders.batch_id). */
export const shortBatches = pgTable(
  'short_batches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The search for moments it came from (a search the project no longer keeps leaves its batches). */
    jobId: uuid('job_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('short_batches_project_idx').on(table.projectId, table.createdAt.desc())],
);

/**
 * A project's video renders. The row is the truth about a render: a job in the queue only asks for
 * it to run. The instance running it holds `leaseId` and refreshes `heartbeatAt`; a render whose
 * heartbeat stops (its instance was killed) is queued again and taken by another instance.
 */
export const renders = pgTable(
  'renders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    voiceoverId: uuid('voiceover_id').references(() => projectVoiceovers.id, { onDelete: 'set null' }),
    /** A short's batch; null for a video draft. */
    batchId: uuid('batch_id').references((): AnyPgColumn => shortBatches.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed' | 'canceled'>().notNull(),
    progress: integer('progress').notNull().default(0),
    etaSeconds: integer('eta_seconds'),
    settings: jsonb('settings').$type<RenderSettings>().notNull(),
    leaseId: uuid('lease_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    videoKey: text('video_key'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('renders_project_created_idx').on(table.projectId, table.createdAt.desc()),
    index('renders_status_heartbeat_idx').on(table.status, table.heartbeatAt),
    index('renders_batch_idx').on(table.batchId),
    // One running render per user, whichever instance claims it.
    uniqueIndex('renders_one_running_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** Music a user uploaded to lay under their renders; the file is never served back. */
export const musicFiles = pgTable(
  'music_files',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    key: text('key').notNull(),
    bytes: integer('bytes').notNull(),
    durationSeconds: real('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('music_files_user_idx').on(table.userId, table.createdAt.desc())],
);

export type RenderRow = typeof renders.$inferSelect;
export type MusicFileRow = typeof musicFiles.$inferSelect;
export type ShortBatchRow = typeof shortBatches.$inferSelect;
