import { z } from 'zod';
import { engineFallback } from './ai';
import {
  DEFAULT_SCRIPT_TONE,
  DEFAULT_VIDEO_LENGTH,
  quickTemplateIds,
  scriptTones,
  videoKinds,
  videoLengthLabels,
} from '../catalog/scripts';

export const TOPIC_MAX_LENGTH = 500;

/**
 * The voice the script will be narrated by (a stock voice id or a profile id, as `voice_id` in a
 * voiceover): its length is aimed at that voice's measured pace. Unset or unknown: the default voice's.
 */
export const scriptVoiceId = z.string().trim().min(1).max(100);

/** Form problems with the toast title and text the spec gives them (§5); the server answers the same text. */
export const scriptProblems = {
  topicRequired: { title: 'Topic Required', message: 'Please enter a topic or keywords for your script.' },
  topicTooLong: {
    title: 'Topic Too Long',
    message: `Please keep your topic under ${TOPIC_MAX_LENGTH} characters.`,
  },
} as const;

/** What the studio understood a request to be about (issue 45): the subject as the creator wrote it, and the kind of video. */
export const reading = z.object({ subject: z.string(), kind: z.enum(videoKinds) });
export type Reading = z.infer<typeof reading>;

/** POST /api/scripts/generate (spec §7), plus an optional quick template and seed. */
export const generateScriptInput = z.strictObject({
  topic: z
    .string({ error: scriptProblems.topicRequired.message })
    .trim()
    .min(1, scriptProblems.topicRequired.message)
    .max(TOPIC_MAX_LENGTH, scriptProblems.topicTooLong.message),
  videoLength: z.enum(videoLengthLabels).default(DEFAULT_VIDEO_LENGTH),
  tone: z.enum(scriptTones).default(DEFAULT_SCRIPT_TONE),
  /** The quick template the user started from; it decides the script's structure. */
  template: z.enum(quickTemplateIds).optional(),
  /** The kind of video, when the creator corrected the studio's reading of the topic (it decides the offline outline). */
  kind: z.enum(videoKinds).optional(),
  /** Same input and seed, same draft (offline writer); a new seed gives a new phrasing. */
  seed: z.number().int().optional(),
  /** A project of the caller's: the script is also kept there, as its next version. */
  projectId: z.uuid('Project id must be a UUID').optional(),
  voiceId: scriptVoiceId.optional(),
});
export type GenerateScriptInput = z.input<typeof generateScriptInput>;
export type GenerateScriptRequest = z.output<typeof generateScriptInput>;

export const generateScriptResponse = z.object({
  generatedScript: z.string(),
  /** Spoken words only: bracketed headings and cues are not counted (countSpokenWords). */
  wordCount: z.number().int().nonnegative(),
  /** Spoken running time at the chosen voice's pace (the default voice's unless one was given), e.g. '4 min 10 sec'. */
  estimatedTime: z.string(),
  /** Which engine wrote the script, e.g. 'offline-writer' (DESIGN.md §1.3). */
  engine: z.string().min(1),
  /** The text model that did not answer and why, when the offline writer wrote in its place. */
  fallbackFrom: engineFallback.optional(),
  /** The text model's id, when a model wrote it (absent for the offline writer). */
  model: z.string().optional(),
  /** What the engine says about its draft, shown beside the script (the offline writer's: fill in its [ADD: …] slots). */
  notice: z.string().optional(),
  /** With a projectId: the project it was kept in and the version it became. */
  projectId: z.string().optional(),
  version: z.number().int().optional(),
  /** What the studio read the topic as: its subject and the kind of video (the request's `kind` when it gave one). */
  reading,
});
export type GenerateScriptResponse = z.infer<typeof generateScriptResponse>;
