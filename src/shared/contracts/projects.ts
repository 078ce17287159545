import { z } from 'zod';
import { quickTemplateIds, scriptTones, videoLengthLabels } from '../catalog/scripts';
import { SPEECH_RATE } from '../catalog/voice';
import { TOPIC_MAX_LENGTH, scriptProblems } from './scripts';
import { speechEngineIds } from './voice';

/**
 * Projects (issue 19): one video's work kept together. A project holds its topic and settings and
 * the versions of its script; the script is saved with the version it was edited from, so two tabs
 * cannot overwrite each other.
 */

export const PROJECT_TITLE_MAX_LENGTH = 120;
/** The longest script a project keeps: what one voiceover takes, in parts. */
export const PROJECT_SCRIPT_MAX_CHARS = 30_000;
export const PROJECTS_PAGE_SIZE = 24;
export const PROJECTS_MAX_LIMIT = 100;
/** How many projects one account keeps; the oldest are not removed for the user, a new one is refused. */
export const PROJECTS_MAX_PER_USER = 500;
/** Voiceovers one project keeps; delete one to make another. */
export const PROJECT_VOICEOVERS_MAX = 20;
/** Version numbers fit the database's integer column; a larger one is a 400, not a 500. */
export const SCRIPT_VERSION_MAX = 2_147_483_647;
/** Script versions kept per project; older ones make way, newest first. */
export const SCRIPT_VERSIONS_KEPT = 50;

/** The engine name the creator's own edits are kept under. */
export const SCRIPT_EDIT_ENGINE = 'edit';

export const projectProblems = {
  notFound: 'Project not found',
  versionNotFound: 'Script version not found',
  versionConflict: 'This script was changed in another tab or window. Reload it to see the latest version before saving.',
  tooMany: `You have reached ${PROJECTS_MAX_PER_USER} projects. Delete one you no longer need to start another.`,
  scriptTooLong: `Scripts can be up to ${PROJECT_SCRIPT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  noScript: 'Write or generate a script before making a voiceover.',
  voiceoverNotFound: 'Voiceover not found',
  tooManyVoiceovers: `A project keeps up to ${PROJECT_VOICEOVERS_MAX} voiceovers. Delete one you no longer need to make another.`,
} as const;

const title = z
  .string()
  .trim()
  .min(1, 'Please give the project a title.')
  .max(PROJECT_TITLE_MAX_LENGTH, 'Project titles can be up to 120 characters.');
const topic = z.string().trim().max(TOPIC_MAX_LENGTH, scriptProblems.topicTooLong.message);

export const projectIdParams = z.object({ id: z.uuid('Project id must be a UUID') });

/** POST /api/projects: everything optional; an untitled project takes its topic's words as a title. */
export const createProjectInput = z.strictObject({
  title: title.optional(),
  topic: topic.optional(),
  videoLength: z.enum(videoLengthLabels).optional(),
  tone: z.enum(scriptTones).optional(),
});
export type CreateProjectInput = z.input<typeof createProjectInput>;

/** PATCH /api/projects/{id}: any of the settings. */
export const updateProjectInput = z
  .strictObject({
    title: title.optional(),
    topic: topic.optional(),
    videoLength: z.enum(videoLengthLabels).optional(),
    tone: z.enum(scriptTones).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change.');
export type UpdateProjectInput = z.input<typeof updateProjectInput>;

export const projectListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PROJECTS_MAX_LIMIT).default(PROJECTS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;
export type ProjectListRequest = z.output<typeof projectListQuery>;

/** One version of a project's script. `engine` is the writer's, or 'edit' for the creator's own words. */
export const scriptVersion = z.object({
  version: z.number().int().positive(),
  content: z.string(),
  /** Spoken words only (bracketed cues are not counted). */
  wordCount: z.number().int().nonnegative(),
  estimatedTime: z.string(),
  engine: z.string(),
  model: z.string().nullable(),
  /** The version this one brought back, for a restore. */
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScriptVersion = z.infer<typeof scriptVersion>;

/** A voiceover kept in a project: the script version it voiced, the voice, the audio and its captions. */
export const projectVoiceover = z.object({
  id: z.string(),
  scriptVersion: z.number().int(),
  voiceId: z.string(),
  engine: z.enum(speechEngineIds),
  durationSeconds: z.number(),
  audioUrl: z.string(),
  captions: z.object({ vtt: z.string(), srt: z.string() }),
  createdAt: z.string(),
});
export type ProjectVoiceover = z.infer<typeof projectVoiceover>;

/** A project as its list shows it. */
export const projectSummary = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  hasScript: z.boolean(),
  hasVoiceover: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** GET /api/projects/{id}: the whole project. */
export const project = projectSummary.extend({
  videoLength: z.enum(videoLengthLabels),
  tone: z.enum(scriptTones),
  template: z.enum(quickTemplateIds).nullable(),
  /** The latest version of the script, or null before the first one. */
  script: scriptVersion.nullable(),
  /** Newest first. */
  voiceovers: z.array(projectVoiceover),
});
export type Project = z.infer<typeof project>;

export const projectListResponse = z.object({
  projects: z.array(projectSummary),
  pagination: z.object({ page: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type ProjectListResponse = z.infer<typeof projectListResponse>;

/** POST /api/projects/{id}/script/generate: the project's topic and settings unless given. */
export const generateProjectScriptInput = z.strictObject({
  topic: topic.optional(),
  videoLength: z.enum(videoLengthLabels).optional(),
  tone: z.enum(scriptTones).optional(),
  template: z.enum(quickTemplateIds).optional(),
  seed: z.number().int().optional(),
});
export type GenerateProjectScriptInput = z.input<typeof generateProjectScriptInput>;

/** PUT /api/projects/{id}/script: the edited text and the version it was edited from. */
export const saveScriptInput = z.strictObject({
  content: z.string().max(PROJECT_SCRIPT_MAX_CHARS, projectProblems.scriptTooLong),
  baseVersion: z.number().int().nonnegative().max(SCRIPT_VERSION_MAX),
});
export type SaveScriptInput = z.input<typeof saveScriptInput>;

export const restoreScriptParams = projectIdParams.extend({ version: z.coerce.number().int().positive().max(SCRIPT_VERSION_MAX) });

export const scriptVersionsResponse = z.object({ versions: z.array(scriptVersion) });
export type ScriptVersionsResponse = z.infer<typeof scriptVersionsResponse>;

/** POST /api/projects/{id}/voiceovers: the current script, spoken with a stock voice or one of the user's profiles. */
export const createProjectVoiceoverInput = z.strictObject({
  voice_id: z.string().trim().min(1).max(100).optional(),
  rate: z.number().min(SPEECH_RATE.min).max(SPEECH_RATE.max).optional(),
});
export type CreateProjectVoiceoverInput = z.input<typeof createProjectVoiceoverInput>;

export const projectVoiceoverParams = projectIdParams.extend({ voiceoverId: z.uuid('Voiceover id must be a UUID') });
export const projectVoiceoversResponse = z.object({ voiceovers: z.array(projectVoiceover) });
