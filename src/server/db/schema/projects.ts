import { sql } from 'drizzle-orm';
import type { AlignmentMethod, NarrationEdit, NarrationStatus } from '@shared/contracts/narrations';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { generatedImages } from './images';
import { users } from './users';

/**
 * A project: one video's work kept together. `scriptVersion` is the number of the
 * latest script version (0 before the first); a save names the version it was edited from and is
 * refused when that is no longer the latest.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    topic: text('topic').notNull().default(''),
    videoLength: text('video_length').notNull(),
    tone: text('tone').notNull(),
    template: text('template'),
    /** BCP 47 tag from the content languages (@shared/catalog/languages): what scripts, SEO copy and voiceovers are in. */
    language: text('language').notNull().default('en'),
    scriptVersion: integer('script_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('projects_user_updated_idx').on(table.userId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);

/**
 * The versions of a project's script. The creator's edits while they type go into one 'edit'
 * version (it takes the next number on each save), so autosave does not bury the history.
 */
export const scriptVersions = pgTable(
  'script_versions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    estimatedTime: text('estimated_time').notNull(),
    engine: text('engine').notNull(),
    model: text('model'),
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('script_versions_project_version_idx').on(table.projectId, table.version)],
);

/**
 * A project's voiceovers: the script as it was when voiced (its version), the voice, and the stored
 * files (MP3, WebVTT, SRT, word timings). Deleting the row is followed by deleting the files.
 */
export const projectVoiceovers = pgTable(
  'project_voiceovers',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scriptVersion: integer('script_version').notNull(),
    voiceId: text('voice_id').notNull(),
    engine: text('engine').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    audioKey: text('audio_key').notNull(),
    vttKey: text('vtt_key').notNull(),
    srtKey: text('srt_key').notNull(),
    wordsKey: text('words_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 'speech' (a speech engine spoke the script) or 'narration' (the creator's own take). */
    source: text('source').$type<'speech' | 'narration'>().notNull().default('speech'),
    /** A take is 'aligning' until its words are timed; a spoken voiceover is kept only once 'ready'. */
    status: text('status').$type<NarrationStatus>().notNull().default('ready'),
    progress: integer('progress').notNull().default(100),
    error: text('error'),
    /** A take's: how its words were timed. */
    method: text('method').$type<AlignmentMethod>(),
    /** A take's: the file as the creator sent it (their recording stays theirs, untouched). */
    originalKey: text('original_key'),
    /** The take a clean-up or a re-recorded line was made from. */
    parentId: uuid('parent_id'),
    edit: jsonb('edit').$type<NarrationEdit>(),
    /** Times the aligner started on this take: one that stops the instance again and again is given up. */
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('project_voiceovers_project_created_idx').on(table.projectId, table.createdAt.desc().nullsFirst()),
    index('project_voiceovers_aligning_idx')
      .on(table.status)
      .where(sql`${table.status} = 'aligning'`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectVoiceoverRow = typeof projectVoiceovers.$inferSelect;
export type ScriptVersionRow = typeof scriptVersions.$inferSelect;

/**
 * A project's SEO analyses, newest kept first: what was analysed (the script version, or the
 * creator's own text), the options, and the result with its chapters.
 */
export const projectSeoAnalyses = pgTable(
  'project_seo_analyses',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The script version analysed; null when the creator gave their own text. */
    scriptVersion: integer('script_version'),
    targetAudience: text('target_audience').notNull(),
    competition: text('competition').notNull(),
    /** The analysis as answered (score, titles, description with chapters, tags, checks, chapters, engine). */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('project_seo_project_created_idx').on(table.projectId, table.createdAt.desc().nullsFirst())],
);

/** Gallery images a project uses, in the order they were added; the image stays the gallery's. */
export const projectImages = pgTable(
  'project_images',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => generatedImages.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.imageId] }), index('project_images_image_idx').on(table.imageId)],
);

/**
 * A project's thumbnails: 1280×720 JPEGs made three at a time (one `batchId`), the text set on
 * them, the gallery image under it (null for a drawn background, or once that image is deleted),
 * and which one the creator chose.
 */
export const projectThumbnails = pgTable(
  'project_thumbnails',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    variant: integer('variant').notNull(),
    text: text('text').notNull(),
    imageId: uuid('image_id').references(() => generatedImages.id, { onDelete: 'set null' }),
    palette: text('palette').notNull(),
    layout: text('layout').notNull(),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    chosen: boolean('chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('project_thumbnails_project_created_idx').on(table.projectId, table.createdAt.desc().nullsFirst(), table.variant)],
);

export type ProjectSeoAnalysisRow = typeof projectSeoAnalyses.$inferSelect;
export type ProjectImageRow = typeof projectImages.$inferSelect;
export type ProjectThumbnailRow = typeof projectThumbnails.$inferSelect;
