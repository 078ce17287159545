import { z } from 'zod';
import { SCRIPT_VERSION_MAX } from './projects';

/**
 * A creator's own narration: a take recorded in the browser or uploaded, aligned to the script
 * version it reads (every spoken word timed), then used like a synthesised voiceover: captions,
 * chapters and video drafts. Clean-ups and a re-recorded line make new versions of a take; the
 * original stays.
 */

/** The longest take, as its container states it (checked before any decoding). */
export const NARRATION_MAX_SECONDS = 30 * 60;
/** The largest take file. */
export const NARRATION_MAX_BYTES = 200 * 1024 * 1024;
/** The longest re-recorded line. */
export const NARRATION_LINE_MAX_SECONDS = 120;
/** The largest re-recorded line file. */
export const NARRATION_LINE_MAX_BYTES = 20 * 1024 * 1024;
/** Takes one user may have aligning at once (each is seconds of the aligner's time). */
export const NARRATIONS_ALIGNING_MAX = 2;
/** Takes (uploads, clean-ups, lines) one user may send in an hour. */
export const NARRATIONS_PER_HOUR = 30;
/** A pause longer than this is shortened to it, unless the creator sets another length. */
export const DEFAULT_MAX_PAUSE_SECONDS = 0.8;
/** The loudness a levelled take is brought to, and the highest true peak it may keep. */
export const NARRATION_LOUDNESS = { integratedLufs: -16, truePeakDbtp: -1.5 } as const;

/** The files a take can be uploaded as; the format is read from the bytes, never from the name or header. */
export const narrationFormats = ['wav', 'mp3', 'm4a', 'ogg', 'webm', 'flac'] as const;
export type NarrationFormat = (typeof narrationFormats)[number];

export const narrationStatuses = ['aligning', 'ready', 'failed'] as const;
export type NarrationStatus = (typeof narrationStatuses)[number];

/** How the words were timed: the built-in aligner, or a speech-input engine's word timestamps. */
export const alignmentMethods = ['offline', 'speech-input'] as const;
export type AlignmentMethod = (typeof alignmentMethods)[number];

export const narrationProblems = {
  notFound: 'Narration not found',
  noScript: 'Write or generate a script before recording its narration.',
  tooLarge: 'Narration files can be up to 200 MB.',
  tooLong: `Narration can be up to ${NARRATION_MAX_SECONDS / 60} minutes long. Split it and upload the parts as separate takes.`,
  notAudio: 'That file is not audio we can use. Upload a WAV, MP3, M4A, Ogg, WebM or FLAC file.',
  audioMissing: 'Choose a recording to upload (WAV, MP3, M4A, Ogg, WebM or FLAC).',
  silent: 'We could not hear any speech in this recording.',
  notMatched: 'We could not find the script in this recording. Check that the take reads the chosen script version.',
  inProgress: `You have ${NARRATIONS_ALIGNING_MAX} takes being aligned. Wait for one to finish.`,
  tooManyUploads: `You have sent ${NARRATIONS_PER_HOUR} takes in the last hour. Try again later.`,
  notReady: 'This take is not ready yet. Wait for it to be aligned.',
  lineTooLong: `A re-recorded line can be up to ${NARRATION_LINE_MAX_SECONDS / 60} minutes long.`,
  lineTooLarge: 'A re-recorded line can be up to 20 MB.',
  sentenceNotFound: 'That sentence is not in this take.',
  nothingToClean: 'Choose at least one clean-up.',
  stopped: 'Aligning this take stopped several times and was given up. Upload it again.',
  nothingToFollow: 'This take says every sentence of its script: there is nothing to change.',
} as const;

export const narrationIdParams = z.object({ id: z.uuid('Narration id must be a UUID') });

/** The optional fields beside `audio` in POST /api/projects/{id}/narrations. */
export const createNarrationFields = z.strictObject({
  /** The script version the take reads; the project's latest when unset. */
  scriptVersion: z.coerce.number().int().positive().max(SCRIPT_VERSION_MAX).optional(),
});

/** The fields beside `audio` in POST /api/narrations/{id}/lines. */
export const narrationLineFields = z.strictObject({
  sentenceIndex: z.coerce.number().int().nonnegative().max(100_000),
});

/** POST /api/narrations/{id}/cleanups: what to do to a copy of the take (at least one). */
export const narrationCleanupInput = z
  .strictObject({
    trimSilence: z.boolean().optional(),
    /** Pauses longer than this are shortened to it (seconds). */
    maxPauseSeconds: z.number().min(0.2, 'Pauses can be shortened to 0.2 seconds at the least.').max(5).optional(),
    denoise: z.boolean().optional(),
    /** Levelled to −16 LUFS, peaks at or under −1.5 dBTP. */
    loudness: z.boolean().optional(),
  })
  .refine(
    (input) => input.trimSilence === true || input.maxPauseSeconds !== undefined || input.denoise === true || input.loudness === true,
    narrationProblems.nothingToClean,
  );
export type NarrationCleanupInput = z.infer<typeof narrationCleanupInput>;

/** One word of the script as the take speaks it; `aligned` false where the take does not say it (start and end then interpolated). */
export const narrationWord = z.object({ text: z.string(), start: z.number(), end: z.number(), aligned: z.boolean() });
export type NarrationWord = z.infer<typeof narrationWord>;

/** What made a version of a take: the creator's recording or upload, a clean-up of its parent, or a line recorded again. */
export const narrationEdit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('take') }),
  z.object({
    kind: z.literal('cleanup'),
    cleanup: z.object({ trimSilence: z.boolean(), maxPauseSeconds: z.number().nullable(), denoise: z.boolean(), loudness: z.boolean() }),
  }),
  z.object({ kind: z.literal('line'), sentenceIndex: z.number().int() }),
]);
export type NarrationEdit = z.infer<typeof narrationEdit>;

/** A take as GET /api/narrations/{id} answers it. */
export const narration = z.object({
  id: z.string(),
  projectId: z.string(),
  status: z.enum(narrationStatuses),
  /** 0–100 while aligning. */
  progress: z.number().int().min(0).max(100),
  error: z.string().optional(),
  method: z.enum(alignmentMethods),
  scriptVersion: z.number().int(),
  /** From the container while aligning, measured once decoded. */
  durationSeconds: z.number(),
  /** The take as the studio plays it (MP3); null until it is ready. */
  audioUrl: z.string().nullable(),
  words: z.array(narrationWord),
  captions: z.object({ srt: z.string(), vtt: z.string() }).nullable(),
  /** The take this one is a version of (null for an original take). */
  parentId: z.string().nullable(),
  edit: narrationEdit,
  createdAt: z.string(),
});
export type Narration = z.infer<typeof narration>;

/** The answer of every POST that makes a take: the take, aligning. */
export const narrationAccepted = narration;

export const projectNarrationsResponse = z.object({ narrations: z.array(narration.omit({ words: true })) });
export type NarrationSummary = z.infer<typeof projectNarrationsResponse>['narrations'][number];
