import { z } from 'zod';
import { engineFallback } from './ai';
import { quickTemplateIds, scriptTones, videoKinds, videoLengthLabels } from '../catalog/scripts';
import { SPEECH_RATE } from '../catalog/voice';
import { TOPIC_MAX_LENGTH, reading, scriptProblems, scriptVoiceId } from './scripts';
import { speechEngineIds } from './voice';
import { DEFAULT_SEO_AUDIENCE, DEFAULT_SEO_COMPETITION, seoAudiences, seoCompetitionLevels } from '../catalog/seo';
import { THUMBNAIL_TEXT_MAX_LENGTH, thumbnailLayoutIds, thumbnailPaletteIds } from '../catalog/thumbnails';
import { galleryImage } from './images';
import { contentLanguageTag } from './languages';
import { seoAnalysisResponse, seoProblems } from './seo';

/**
 * Projects: one video's work kept together. A project holds its topic and settings and
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
/** Images one project uses (gallery images linked to it). */
export const PROJECT_IMAGES_MAX = 50;
/** SEO analyses a project keeps, newest first. */
export const PROJECT_SEO_ANALYSES_KEPT = 10;
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
  imageNotFound: 'Image not found',
  tooManyImages: `A project uses up to ${PROJECT_IMAGES_MAX} images. Remove one from the project to add another.`,
  thumbnailNotFound: 'Thumbnail not found',
  noSeoContent: 'Write or generate a script, or paste the text to analyze.',
  noScriptToExport: 'Write or generate a script before exporting the project.',
} as const;

const title = z
  .string()
  .trim()
  .min(1, 'Please give the project a title.')
  .max(PROJECT_TITLE_MAX_LENGTH, 'Project titles can be up to 120 characters.');
const topic = z.string().trim().max(TOPIC_MAX_LENGTH, scriptProblems.topicTooLong.message);
/** The language the project's content is written and voiced in. */
const language = contentLanguageTag;

export const projectIdParams = z.object({ id: z.uuid('Project id must be a UUID') });

/** GET /api/projects/{id}/export: the package holds this render's video, else the newest finished one's. */
export const exportPackageQuery = z.strictObject({ render: z.uuid('Render id must be a UUID').optional() });

/** POST /api/projects: everything optional; an untitled project takes its topic's words as a title. */
export const createProjectInput = z.strictObject({
  title: title.optional(),
  topic: topic.optional(),
  videoLength: z.enum(videoLengthLabels).optional(),
  tone: z.enum(scriptTones).optional(),
  language: language.optional(),
});
export type CreateProjectInput = z.input<typeof createProjectInput>;

/** PATCH /api/projects/{id}: any of the settings. */
export const updateProjectInput = z
  .strictObject({
    title: title.optional(),
    topic: topic.optional(),
    videoLength: z.enum(videoLengthLabels).optional(),
    tone: z.enum(scriptTones).optional(),
    language: language.optional(),
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
  /** The speech engine that spoke it, or 'recording' for the creator's own take. */
  engine: z.enum([...speechEngineIds, 'recording']),
  /** 'narration': the creator's own take (its words aligned to the script); 'speech': a speech engine's. */
  source: z.enum(['speech', 'narration']),
  durationSeconds: z.number(),
  audioUrl: z.string(),
  captions: z.object({ vtt: z.string(), srt: z.string() }),
  createdAt: z.string(),
  /** On the voiceover just made: the speech engine the settings name, when it cannot be used and eSpeak NG spoke in its place. */
  fallbackFrom: engineFallback.optional(),
});
export type ProjectVoiceover = z.infer<typeof projectVoiceover>;

// ── SEO kept in the project ────────────────────────────────────────────────────────────────────

/** POST /api/projects/{id}/seo: the project's script is analysed unless other text is given. */
export const projectSeoInput = z.strictObject({
  content: z.string().trim().min(1, seoProblems.contentRequired.message).optional(),
  targetAudience: z.enum(seoAudiences).default(DEFAULT_SEO_AUDIENCE),
  competition: z.enum(seoCompetitionLevels).default(DEFAULT_SEO_COMPETITION),
});
export type ProjectSeoInput = z.input<typeof projectSeoInput>;
export type ProjectSeoRequest = z.output<typeof projectSeoInput>;

/** One YouTube chapter: where it starts (whole seconds) and its title. */
export const youtubeChapter = z.object({ startSeconds: z.number().int().nonnegative(), title: z.string() });
export type YoutubeChapter = z.infer<typeof youtubeChapter>;

/** An analysis kept in the project. The description carries the chapters when there are any. */
export const projectSeoAnalysis = z.object({
  id: z.string(),
  /** The script version analysed; null for text the creator gave. */
  scriptVersion: z.number().int().nullable(),
  targetAudience: z.enum(seoAudiences),
  competition: z.enum(seoCompetitionLevels),
  analysis: seoAnalysisResponse,
  /** Chapters from the latest voiceover's word timings (YouTube's rules: first at 0:00, three or more, each ≥ 10 s). */
  chapters: z.array(youtubeChapter),
  /** Why there are no chapters, when there are none (no voiceover yet, too few sections …). */
  chaptersNote: z.string().nullable(),
  /** The voiceover the chapters were timed from (null without chapters). */
  voiceoverId: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type ProjectSeoAnalysis = z.infer<typeof projectSeoAnalysis>;

// ── Images and thumbnails ──────────────────────────────────────────────────────────────────────

/** POST /api/projects/{id}/images: a gallery image of the user's, used in the project. */
export const linkProjectImageInput = z.strictObject({ imageId: z.uuid('Image id must be a UUID') });
export const projectImageParams = projectIdParams.extend({ imageId: z.uuid('Image id must be a UUID') });
export const projectImagesResponse = z.object({ images: z.array(galleryImage) });

/** POST /api/projects/{id}/thumbnails: three variants; the project's title, its newest image and varied looks unless given. */
export const createThumbnailsInput = z.strictObject({
  text: z.string().trim().min(1, 'Please enter the thumbnail text.').max(THUMBNAIL_TEXT_MAX_LENGTH).optional(),
  /** One of the user's gallery images; null for a drawn background; unset, the project's first image. */
  imageId: z.uuid('Image id must be a UUID').nullable().optional(),
  palette: z.enum(thumbnailPaletteIds).optional(),
  layout: z.enum(thumbnailLayoutIds).optional(),
});
export type CreateThumbnailsInput = z.input<typeof createThumbnailsInput>;

export const projectThumbnail = z.object({
  id: z.string(),
  batchId: z.string(),
  variant: z.number().int(),
  text: z.string(),
  imageId: z.string().nullable(),
  palette: z.enum(thumbnailPaletteIds),
  layout: z.enum(thumbnailLayoutIds),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  chosen: z.boolean(),
  createdAt: z.string(),
});
export type ProjectThumbnail = z.infer<typeof projectThumbnail>;
export const projectThumbnailParams = projectIdParams.extend({ thumbnailId: z.uuid('Thumbnail id must be a UUID') });
/** The project's thumbnails, newest batch first (three to a batch). */
export const projectThumbnailsResponse = z.object({ thumbnails: z.array(projectThumbnail) });
export type ProjectThumbnailsResponse = z.infer<typeof projectThumbnailsResponse>;

/** A project as its list shows it. */
export const projectSummary = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  hasScript: z.boolean(),
  hasVoiceover: z.boolean(),
  /** The chosen thumbnail, else the newest one, else the first image's small picture. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** GET /api/projects/{id}: the whole project. */
export const project = projectSummary.extend({
  videoLength: z.enum(videoLengthLabels),
  tone: z.enum(scriptTones),
  template: z.enum(quickTemplateIds).nullable(),
  language,
  /** The latest version of the script, or null before the first one. */
  script: scriptVersion.nullable(),
  /** Newest first. */
  voiceovers: z.array(projectVoiceover),
  /** The latest SEO analysis, or null before the first. */
  seo: projectSeoAnalysis.nullable(),
  /** Gallery images used in the project, in the order they were added. */
  images: z.array(galleryImage),
  /** Newest batch first, three to a batch. */
  thumbnails: z.array(projectThumbnail),
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
  /** The kind of video, when the creator corrected the studio's reading (see generateScriptInput). */
  kind: z.enum(videoKinds).optional(),
  seed: z.number().int().optional(),
  /** The voice that will narrate it: the length is aimed at that voice's pace (see generateScriptInput). */
  voiceId: scriptVoiceId.optional(),
});
export type GenerateProjectScriptInput = z.input<typeof generateProjectScriptInput>;

/**
 * Its answer: the project with the new version; `fallbackFrom` when the offline writer wrote it in
 * a text model's place; `reading`, what the topic was read as.
 */
export const generatedProjectScript = project.extend({ fallbackFrom: engineFallback.optional(), reading });
export type GeneratedProjectScript = z.infer<typeof generatedProjectScript>;

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
