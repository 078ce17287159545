import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { projects, projectVoiceovers } from './projects';
import { users } from './users';

/** What a render was asked for, kept so a restarted or taken-over render runs the same way. */
export interface RenderSettings {
  format: '16:9' | '9:16' | '1:1';
  resolution: '720p' | '1080p';
  captions: { enabled: boolean; style: string };
  music: { fileId: string; volume: number } | null;
  scenes: { imageId: string; text: string }[] | null;
}

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
