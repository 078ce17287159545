import { z } from 'zod';
import { captionStyleIds, DEFAULT_CAPTION_STYLE, shortFormats, videoResolutions } from '../catalog/video';
import { render } from './renders';
import { sceneFills } from './storyboard';

/**
 * Shorts from a long video: the moments of a project's video (an upload or a finished render)
 * worth cutting into short clips, found from its words (captions, a speech-input engine or the
 * narration's own timing) and from its picture and sound.
 */

/** The lengths a creator may ask candidates to be, in seconds. */
export const SHORT_SECONDS = { min: 15, max: 60, defaultMin: 20, defaultMax: 45 } as const;
/** How many candidates a creator may ask for. */
export const SHORT_COUNT = { min: 3, max: 10, default: 5 } as const;
/** Moment searches one user may have waiting or running at once. */
export const SHORTS_PENDING_MAX = 2;
/** Moment searches a project keeps; the oldest goes when another is made. */
export const PROJECT_SHORTS_KEPT = 10;
/** The most words a search reads (two hours at a fast 250 words a minute); captions beyond it are refused. */
export const SHORTS_WORDS_MAX = 30_000;
/** The largest captions file accepted (two hours of dense SRT is about 250 KB). */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

/** Where the words came from: a captions file, the speech-input engine, the project's own narration, or none (picture and sound only). */
export const transcriptSources = ['captions', 'speech-input', 'narration', 'none'] as const;
export type TranscriptSource = (typeof transcriptSources)[number];

export const shortsStatuses = ['running', 'done', 'failed'] as const;

/** Who chose a search's moments: the studio's own scorer, or the connected text model. */
export const momentPickers = ['offline', 'model'] as const;
export type MomentPicker = (typeof momentPickers)[number];

export const shortsProblems = {
  notFound: 'Shorts not found',
  sourceNotFound: 'Choose a video or sound from this project’s media, or one of its finished renders.',
  sourceNotLong: `The video must be longer than ${SHORT_SECONDS.min} seconds to cut shorts from it.`,
  tooManyPending: `You have ${SHORTS_PENDING_MAX} videos being read for shorts. Let one finish first.`,
  lengthOrder: 'The shortest length must not be longer than the longest.',
  captionsNotText: 'That captions file is not SRT or WebVTT text. Download the captions as .srt or .vtt and upload them again.',
  captionsEmpty: 'That captions file has no timed words in it.',
  captionsTooManyWords: `Captions can hold up to ${SHORTS_WORDS_MAX.toLocaleString('en-US')} words (two hours of talk).`,
  speechInputFailed: (reason: string) =>
    `The speech-input engine could not read the words (${reason.replace(/\.$/u, '')}). These moments were found from the picture and sound alone; upload the video’s captions to use its words.`,
  captionsTooLarge: `Captions files can be up to ${CAPTIONS_MAX_BYTES / 1024 / 1024} MB.`,
  captionsTarget: 'Captions go beside a video or sound of this project: name its media id in `captionsFor`.',
  unavailable: 'Reading a video for shorts needs ffmpeg, which was not found on this server.',
  noWords:
    'No words to read: upload the video’s captions (SRT or VTT) or connect a speech-input engine. These moments were found from the picture and sound alone.',
  failed: 'The video could not be read for shorts. Try again; if it fails again, upload the video once more.',
} as const;

const seconds = (label: string) =>
  z
    .number(`${label} must be a number of seconds`)
    .int(`${label} must be whole seconds`)
    .min(SHORT_SECONDS.min, `${label} must be at least ${SHORT_SECONDS.min} seconds`)
    .max(SHORT_SECONDS.max, `${label} must be at most ${SHORT_SECONDS.max} seconds`);

export const createShortsInput = z
  .strictObject({
    /** A video or sound of the project's media, or a finished render of the project. */
    sourceId: z.uuid('Source id must be a UUID'),
    minSeconds: seconds('The shortest length').default(SHORT_SECONDS.defaultMin),
    maxSeconds: seconds('The longest length').default(SHORT_SECONDS.defaultMax),
    count: z
      .number('Count must be a number')
      .int('Count must be a whole number')
      .min(SHORT_COUNT.min, `Ask for at least ${SHORT_COUNT.min} shorts`)
      .max(SHORT_COUNT.max, `Ask for at most ${SHORT_COUNT.max} shorts`)
      .default(SHORT_COUNT.default),
  })
  .refine((input) => input.minSeconds <= input.maxSeconds, { message: shortsProblems.lengthOrder, path: ['minSeconds'] });
export type CreateShortsInput = z.infer<typeof createShortsInput>;

export const shortCandidate = z.object({
  id: z.string(),
  /** Seconds into the source, on sentence (or pause) boundaries. */
  start: z.number(),
  end: z.number(),
  /** 0–100: how strong a short it promises to be. */
  score: z.number().int().min(0).max(100),
  /** Why, in words: "opens with a question", "a number and a claim". */
  reason: z.string(),
  title: z.string(),
});
export type ShortCandidate = z.infer<typeof shortCandidate>;

export const shortsJob = z.object({
  jobId: z.uuid(),
  projectId: z.uuid(),
  sourceId: z.uuid(),
  status: z.enum(shortsStatuses),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** Known once the words were read; 'none' until then. */
  transcriptSource: z.enum(transcriptSources),
  minSeconds: z.number().int(),
  maxSeconds: z.number().int(),
  count: z.number().int(),
  candidates: z.array(shortCandidate),
  /** What the creator should know about how the moments were found (no words, a model's answer set aside). */
  notice: z.string().optional(),
  /** Once done: who chose the moments; with 'model', the text model's name in `pickedByModel`. */
  pickedBy: z.enum(momentPickers).optional(),
  pickedByModel: z.string().optional(),
  error: z.string().optional(),
  createdAt: z.string(),
});
export type ShortsJob = z.infer<typeof shortsJob>;

export const createShortsResponse = z.object({ jobId: z.uuid() });
export const shortsJobsResponse = z.object({ jobs: z.array(shortsJob) });
export const shortsJobParams = z.object({ jobId: z.uuid('Job id must be a UUID') });

/** The source's words with their times (seconds), for the transcript editor; sentence ends marked; and its motion per second. */
export const shortsTranscript = z.object({
  transcriptSource: z.enum(transcriptSources),
  words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number(), sentenceEnd: z.boolean().optional() })),
  /** Where the picture moved in each second (shares of width and height) and how much: a clip's crop follows it unless the creator moves it. */
  motion: z.array(z.object({ x: z.number(), y: z.number(), amount: z.number() })),
});
export type ShortsTranscript = z.infer<typeof shortsTranscript>;

/** Clips one batch renders. */
export const SHORT_BATCH_CLIPS_MAX = 10;
/** The longest a rendered short may be once its cuts are taken out (YouTube Shorts take up to three minutes). */
export const SHORT_CLIP_MAX_SECONDS = 180;
/** The shortest. */
export const SHORT_CLIP_MIN_SECONDS = 1;
/** Cuts one clip may have (a filler word each, say). */
export const SHORT_CUTS_MAX = 200;
/** Batches a project keeps; delete one to render more. */
export const PROJECT_SHORT_BATCHES_MAX = 10;
/** The hook title is over the first this many seconds. */
export const SHORT_TITLE_SECONDS = 3;
export const SHORT_TITLE_MAX = 100;

export const shortBatchProblems = {
  notFound: 'Shorts batch not found',
  notReady: 'Wait for the moments to be found before rendering shorts from them.',
  outOfRange: 'A clip must start before it ends, within the video.',
  tooShort: `A clip must keep at least ${SHORT_CLIP_MIN_SECONDS} second once its cuts are taken out.`,
  tooLong: `A short can be up to ${SHORT_CLIP_MAX_SECONDS / 60} minutes long once its cuts are taken out.`,
  pending: 'Your earlier shorts are still rendering. Let them finish or cancel them first.',
  tooMany: `A project keeps up to ${PROJECT_SHORT_BATCHES_MAX} batches of shorts. Delete one you no longer need to render more.`,
  sourceGone: 'The video these moments came from is no longer in the project.',
  noPicture: 'Shorts are cut from a video: this is a sound. Choose a video or a render to cut shorts from.',
  notRenderedYet: 'No short of this batch has finished rendering yet. Download the batch once one has.',
  noneRendered: 'No short of this batch finished rendering, so there is nothing to download. Render the clips again.',
} as const;

const time = (label: string) =>
  z
    .number(`${label} must be a number of seconds`)
    .min(0, `${label} cannot be negative`)
    .max(24 * 3600);

export const shortClipInput = z.strictObject({
  /** Seconds into the source. */
  start: time('Start'),
  end: time('End'),
  /** Parts taken out (words deleted in the transcript), in seconds of the source. */
  cuts: z
    .array(z.strictObject({ start: time('A cut’s start'), end: time('A cut’s end') }))
    .max(SHORT_CUTS_MAX, `A clip can have up to ${SHORT_CUTS_MAX} cuts.`)
    .optional(),
  /** What the crop keeps in view, 0–1 across and down; the area of most motion when unset. */
  focus: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  fill: z.enum(sceneFills, 'Fill must be crop or blur').default('crop'),
  captionStyle: z.enum(captionStyleIds, `Caption style must be one of ${captionStyleIds.join(', ')}`).default(DEFAULT_CAPTION_STYLE),
  title: z.string().trim().max(SHORT_TITLE_MAX, `A title can be up to ${SHORT_TITLE_MAX} characters.`).optional(),
});
export type ShortClipInput = z.infer<typeof shortClipInput>;

export const createShortRendersInput = z.strictObject({
  format: z.enum(shortFormats, `Format must be ${shortFormats.join(', ')}`),
  resolution: z.enum(videoResolutions, 'Resolution must be 720p or 1080p'),
  clips: z
    .array(shortClipInput)
    .min(1, 'Choose at least one clip to render.')
    .max(SHORT_BATCH_CLIPS_MAX, `A batch can render up to ${SHORT_BATCH_CLIPS_MAX} shorts.`),
});
export type CreateShortRendersInput = z.infer<typeof createShortRendersInput>;

export const createShortRendersResponse = z.object({ batchId: z.uuid(), renders: z.array(z.object({ id: z.uuid() })) });

export const shortBatchStatuses = ['rendering', 'done', 'failed', 'canceled'] as const;

/** A batch: its shorts (each followed at GET /api/renders/{id} too) and how far it is as a whole. */
export const shortBatch = z.object({
  batchId: z.uuid(),
  jobId: z.uuid(),
  projectId: z.uuid(),
  /** rendering while any short waits or renders; then done when all are, failed when any failed, canceled otherwise. */
  status: z.enum(shortBatchStatuses),
  /** 0–100: the shorts' progress together. */
  progress: z.number().int().min(0).max(100),
  renders: z.array(render.extend({ title: z.string().nullable() })),
  createdAt: z.string(),
});
export type ShortBatch = z.infer<typeof shortBatch>;
export const shortBatchParams = z.object({ batchId: z.uuid('Batch id must be a UUID') });
export const shortBatchesResponse = z.object({ batches: z.array(shortBatch) });
