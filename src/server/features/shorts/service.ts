import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TextCapability } from '@shared/catalog/ai-engines';
import {
  shortBatchProblems,
  type CreateShortRendersInput,
  PROJECT_SHORTS_KEPT,
  SHORTS_WORDS_MAX,
  SHORTS_PENDING_MAX,
  shortsProblems,
  type CreateShortsInput,
  type ShortsJob,
  type ShortsTranscript,
  type TranscriptSource,
} from '@shared/contracts/shorts';
import type { AppDeps } from '../../app/deps';
import type { HeavyWorkKind } from '../../app/heavy-work';
import type { CaptionedSound, ShortsJobRow, StoredWord, UserRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import type { GenerationKind } from '../../http/metrics';
import { EngineError } from '../../providers/engine-error';
import { JobQueueStopping, type Job, type JobQueue } from '../../providers/jobs/job-queue';
import { downloadFile } from '../../providers/storage/file-storage';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { probeMedia } from '../../providers/video/probe-media';
import type { Entitlements } from '../billing';
import type { MediaRepository } from '../media';
import type { ProjectService } from '../projects';
import type { RenderService } from '../renders';
import { endsSentence } from '../../providers/speech/captions';
import type { FootageSignals } from './footage/footage-signals';
import { readFootageSignals } from './footage/read-footage';
import { planClip } from './clips/clip-plan';
import { findMomentsOffThread } from './moments/find-moments';
import { MODEL_LEADS, pickWithModel, TextModelBusy } from './moments/model-picks';
import type { ShortsRepository } from './repository';
import { transcribeLong } from './transcript/transcribe-long';

/** The queue moment searches go through (a job only asks for its search to run; the row says what). */
export const SHORTS_QUEUE = 'shorts-moments';
/** A search started this many times without ending (its instance died each time) is given up. */
const MAX_ATTEMPTS = 3;
/** Progress is written at most this often. */
const PROGRESS_MS = 1_000;
/** How far through a search each step is, in percent. */
const STEPS = { fetched: 5, signals: 55, words: 90 } as const;
/** The text model that picks and titles the moments, when one serves it: the one that writes scripts, which reads long text best. */
const MOMENTS_CAPABILITY = 'scripts' satisfies TextCapability;
/**
 * The heavy work the model's call holds a place of: one of the user's 'seo' places (the kind whose
 * copywriter asks the same text models for titles) and one of the instance's generation places.
 */
const MODEL_PICKS_WORK = 'seo' satisfies HeavyWorkKind;
/** The generations metric's kind for the call: text the model writes that is neither a script nor a chat reply. */
const MODEL_PICKS_METRIC = 'content' satisfies GenerationKind;
/**
 * How long a search waits for that place before the offline picks stand. A search is no request:
 * nobody is sent the refusal, so it waits as the refusal's Retry-After says, while the user's
 * analyses or the instance's generations finish.
 */
const MODEL_PLACE_WAIT_MS = 120_000;

const searchMissing = () => notFound(shortsProblems.notFound, 'SHORTS_NOT_FOUND');
const sourceMissing = () => notFound(shortsProblems.sourceNotFound, 'SHORTS_SOURCE_NOT_FOUND');

/** A video to read: an upload of the project's media or one of its finished renders. */
interface Source {
  key: string;
  /** False for a sound: its moments can be found, but a short needs a picture. */
  hasPicture: boolean;
  durationSeconds: number;
  /** The words it is known to say: an upload's captions, a render's narration. */
  words?: { source: TranscriptSource; words: StoredWord[]; sounds: CaptionedSound[] };
}

const toJob = (row: ShortsJobRow): ShortsJob => ({
  jobId: row.id,
  projectId: row.projectId,
  sourceId: row.sourceId,
  status: row.status,
  progress: row.progress,
  transcriptSource: row.transcriptSource,
  minSeconds: row.minSeconds,
  maxSeconds: row.maxSeconds,
  count: row.count,
  candidates: row.candidates,
  ...(row.notice ? { notice: row.notice } : {}),
  ...(row.pickedBy ? { pickedBy: row.pickedBy } : {}),
  ...(row.pickedByModel ? { pickedByModel: row.pickedByModel } : {}),
  ...(row.error ? { error: row.error } : {}),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Shorts from a long video (DESIGN.md §7): a search for the moments of a project's video worth
 * cutting runs as a job on whichever instance takes it. It reads the picture and sound once
 * (footage signals, in a limited ffmpeg and a worker thread), takes the words from the video's
 * captions, its narration or the speech-input engine, and keeps the best moments it finds.
 */
export function createShortsService(
  deps: Pick<AppDeps, 'storage' | 'log' | 'speechInput' | 'video' | 'engines' | 'heavyWork' | 'metrics'> & {
    jobs: JobQueue;
    shorts: ShortsRepository;
    media: MediaRepository;
    renders: RenderService;
    projects: ProjectService;
    entitlements: Entitlements;
  },
) {
  const { shorts, jobs, log } = deps;

  /** The source, if it is the user's and the project's: a clip or sound of its media, or a finished render. */
  async function sourceOf(userId: string, projectId: string, sourceId: string): Promise<Source | undefined> {
    const medium = await deps.media.find(userId, sourceId);
    if (medium) {
      if (medium.projectId !== projectId || medium.kind === 'image' || medium.durationSeconds === null) return undefined;
      const captions = medium.captions ? await deps.media.captions(userId, sourceId) : undefined;
      const heard = captions && withinSource(captions.words, medium.durationSeconds);
      return {
        key: medium.fileKey,
        hasPicture: medium.kind === 'video',
        durationSeconds: medium.durationSeconds,
        ...(captions && heard ? { words: { source: 'captions', words: heard, sounds: captions.sounds } } : {}),
      };
    }
    const render = await deps.renders.finishedVideo(userId, projectId, sourceId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    });
    if (!render?.durationSeconds) return undefined;
    // A render says its narration's words at their own times: the voiceover's alignment is the transcript.
    const voiceover = render.voiceoverId
      ? (await deps.projects.renderSource(userId, projectId, render.voiceoverId).catch(() => undefined))?.voiceover
      : undefined;
    return {
      key: render.key,
      hasPicture: true,
      durationSeconds: render.durationSeconds,
      ...(voiceover && voiceover.id === render.voiceoverId
        ? { words: { source: 'narration', words: voiceover.words.filter((word) => word.aligned !== false), sounds: [] } }
        : {}),
    };
  }

  /**
   * The model's call for a search, gated and metered as the studio's other generations are: it
   * holds one of the user's places of heavy work (and one of the instance's) while it runs, and is
   * counted in the generations metric under its engine. Refused a place, it waits as the refusal
   * says, at most MODEL_PLACE_WAIT_MS (then TextModelBusy: the offline picks stand).
   */
  function modelGate(userId: string, engine: string, signal: AbortSignal) {
    return async <T>(call: () => Promise<T>): Promise<T> => {
      let waited = 0;
      for (;;) {
        const held: { started: boolean; answer?: { value: T } } = { started: false };
        try {
          return await deps.heavyWork.run(userId, MODEL_PICKS_WORK, async () => {
            held.started = true;
            const value = await deps.metrics.timeGeneration(MODEL_PICKS_METRIC, engine, call);
            held.answer = { value };
            return value;
          });
        } catch (error) {
          // Answered, and only giving the place back failed: the answer is kept (it is not asked for twice).
          if (held.answer) {
            log.warn({ err: error }, 'shorts: a heavy-work place was not given back after the text model’s picks');
            return held.answer.value;
          }
          if (held.started || !(error instanceof HttpError)) throw error;
          const retryMs = (error.details.retryAfterSeconds ?? 1) * 1000;
          if (waited + retryMs > MODEL_PLACE_WAIT_MS) throw new TextModelBusy();
          await sleep(retryMs, undefined, { signal });
          waited += retryMs;
        }
      }
    };
  }

  /**
   * The source read, in a folder of its own (removed before the moments are chosen): its picture's
   * and sound's signals, and its words (its own, or the speech-input engine's).
   */
  async function readSource(
    row: ShortsJobRow,
    source: Source,
    binaries: FfmpegBinaries,
    signal: AbortSignal,
    report: (percent: number) => void,
  ) {
    const folder = await mkdtemp(join(tmpdir(), 'genesis-shorts-'));
    try {
      const path = join(folder, 'source');
      await downloadFile(deps.storage, source.key, path);
      report(STEPS.fetched);
      const streams = (await probeMedia(binaries, path, { signal })).streams;
      const hasAudio = streams.some((stream) => stream.type === 'audio');
      const signals: FootageSignals = await readFootageSignals(binaries, path, {
        hasVideo: streams.some((stream) => stream.type === 'video'),
        hasAudio,
        durationSeconds: source.durationSeconds,
        signal,
      });
      report(STEPS.signals);
      let said = source.words;
      let unheard: string | undefined;
      const transcriber = deps.speechInput.current();
      if (!said && transcriber && hasAudio) {
        try {
          const words = await transcribeLong(binaries, path, {
            durationSeconds: source.durationSeconds,
            transcriber,
            signal,
            quietNear: (seconds) => quietNear(signals, seconds),
            onProgress: (share) => report(STEPS.signals + (STEPS.words - STEPS.signals) * share),
          });
          said = { source: 'speech-input', words, sounds: [] };
        } catch (error) {
          // The engine's failure leaves the moments to the picture and sound, and says why.
          if (!(error instanceof EngineError)) throw error;
          log.warn({ err: error, jobId: row.id }, 'speech input could not read a video for shorts');
          unheard = shortsProblems.speechInputFailed(error.message);
        }
      }
      report(STEPS.words);
      return { signals, said, unheard };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * The search's moments: its source read, its words found, the moments chosen. The text model's
   * call is its last step but the finish: once the model has answered, the picks are made whatever
   * stops the search (pickWithModel), so a search stopped then is finished, not asked for again.
   */
  async function search(
    row: ShortsJobRow,
    signal: AbortSignal,
    report: (percent: number) => void,
  ): Promise<Parameters<ShortsRepository['finish']>[2]> {
    const binaries = await deps.video();
    if (!binaries) throw new HttpError(503, 'VIDEO_UNAVAILABLE', shortsProblems.unavailable);
    const source = await sourceOf(row.userId, row.projectId, row.sourceId);
    if (!source) throw sourceMissing();
    const { signals, said, unheard } = await readSource(row, source, binaries, signal, report);
    const words = said?.words ?? [];
    const moments = {
      words,
      sounds: said?.sounds ?? [],
      // The scoring reads only these: the motion stays here.
      signals: {
        durationSeconds: signals.durationSeconds,
        loudness: signals.loudness,
        silences: signals.silences,
        sceneChanges: signals.sceneChanges,
      },
      minSeconds: row.minSeconds,
      maxSeconds: row.maxSeconds,
      count: row.count,
    };
    // With words and a text model, the model picks and titles the moments; the offline finder's
    // stand when its answer does not fit, and lead it through a transcript too long to send whole.
    const text = words.length > 0 ? deps.engines.text(MOMENTS_CAPABILITY) : undefined;
    const found = await findMomentsOffThread({ ...moments, count: text ? Math.max(row.count, MODEL_LEADS) : row.count }, signal);
    const picks = text
      ? await pickWithModel({ ...moments, found, text, signal, gate: modelGate(row.userId, text.engine, signal) })
      : undefined;
    if (text && picks?.pickedBy === 'offline')
      log.info({ jobId: row.id, model: text.model, notice: picks.notice }, 'text model picks set aside');
    return {
      transcriptSource: said && words.length > 0 ? said.source : 'none',
      words: words.length > 0 ? words : null,
      motion: signals.motion,
      candidates: picks?.candidates ?? found,
      notice: picks ? picks.notice : words.length > 0 ? null : (unheard ?? shortsProblems.noWords),
      pickedBy: picks?.pickedBy ?? 'offline',
      pickedByModel: picks?.pickedBy === 'model' ? picks.model : null,
    };
  }

  /** One job: claim the search, run it, and settle it however it ends. */
  async function run({ data, signal }: Job<{ jobId: string }>): Promise<void> {
    const row = await shorts.claim(data.jobId);
    if (!row) return;
    const attempt = row.attempts;
    if (attempt > MAX_ATTEMPTS) {
      await shorts.fail(row.id, attempt, shortsProblems.failed);
      return;
    }
    let lastWrite = 0;
    const report = (percent: number) => {
      if (Date.now() - lastWrite < PROGRESS_MS) return;
      lastWrite = Date.now();
      shorts.progress(row.id, attempt, percent).catch((err: unknown) => log.warn({ err, jobId: row.id }, 'shorts progress not written'));
    };
    try {
      await shorts.finish(row.id, attempt, await search(row, signal, report));
    } catch (error) {
      if (signal.aborted && signal.reason instanceof JobQueueStopping) {
        // This instance is stopping: the search is asked for again, for the next instance that runs.
        await send(row.id, row.sourceSeconds).catch((err: unknown) => log.warn({ err, jobId: row.id }, 'shorts search not sent again'));
        return;
      }
      log.warn({ err: error, jobId: row.id }, 'shorts search failed');
      await shorts.fail(row.id, attempt, error instanceof HttpError ? error.message : shortsProblems.failed);
    }
  }

  // A search whose instance died is sent again once its job expires: reading and transcribing take
  // at most about the video's length, so twice that (and a quarter of an hour) is never a live run.
  const send = (jobId: string, durationSeconds: number) =>
    jobs.send(SHORTS_QUEUE, { jobId }, { expireInSeconds: Math.max(900, Math.ceil(durationSeconds * 2)), retryLimit: MAX_ATTEMPTS });

  return {
    /** Starts a search of one of the project's videos for moments (202 with its id). */
    async create(user: UserRow, projectId: string, input: CreateShortsInput): Promise<{ jobId: string }> {
      if (!(await deps.video())) throw new HttpError(503, 'VIDEO_UNAVAILABLE', shortsProblems.unavailable);
      deps.entitlements.assertActive(user);
      await deps.projects.get(user.id, projectId);
      const source = await sourceOf(user.id, projectId, input.sourceId);
      if (!source) throw sourceMissing();
      if (source.durationSeconds <= input.minSeconds) throw new HttpError(400, 'SOURCE_TOO_SHORT', shortsProblems.sourceNotLong);
      const row = await shorts.create(
        user.id,
        { projectId, ...input, sourceSeconds: source.durationSeconds },
        { maxPending: SHORTS_PENDING_MAX, maxKept: PROJECT_SHORTS_KEPT },
      );
      if (row === undefined) throw searchMissing();
      if (row === 'pending') throw new HttpError(429, 'SHORTS_PENDING', shortsProblems.tooManyPending, { retryAfterSeconds: 30 });
      await send(row.id, source.durationSeconds);
      return { jobId: row.id };
    },

    /**
     * Renders the clips the creator chose from a finished search as one batch (202): each clip's
     * kept parts, words, focus and title planned here (clip-plan.ts), then queued as the user's
     * renders. 409 before the search is done, 404 when its video left the project, 400 for a clip
     * outside the video or too short or long once its cuts are out.
     */
    async renderClips(
      user: UserRow,
      jobId: string,
      input: CreateShortRendersInput,
    ): Promise<{ batchId: string; renders: Array<{ id: string }> }> {
      const row = await shorts.find(user.id, jobId);
      if (!row) throw searchMissing();
      if (row.status !== 'done') throw conflict(shortBatchProblems.notReady, 'SHORTS_NOT_READY');
      const source = await sourceOf(user.id, row.projectId, row.sourceId);
      if (!source) throw notFound(shortBatchProblems.sourceGone, 'SHORTS_SOURCE_NOT_FOUND');
      if (!source.hasPicture) throw badRequest(shortBatchProblems.noPicture, 'SHORTS_NEED_A_PICTURE');
      const planned = input.clips.map((clip, index) => {
        const plan = planClip(clip, { durationSeconds: source.durationSeconds, words: row.words ?? [], motion: row.motion ?? [] });
        if ('problem' in plan) throw badRequest(`Clip ${index + 1}: ${plan.problem}`, 'CLIP_NOT_RENDERABLE');
        return { short: { ...plan, jobId, sourceKey: source.key }, captionStyle: clip.captionStyle };
      });
      return deps.renders.createBatch(
        user,
        { projectId: row.projectId, jobId, format: input.format, resolution: input.resolution },
        planned,
      );
    },

    async get(userId: string, jobId: string): Promise<ShortsJob> {
      const row = await shorts.find(userId, jobId);
      if (!row) throw searchMissing();
      return toJob(row);
    },

    async list(userId: string, projectId: string): Promise<ShortsJob[]> {
      await deps.projects.get(userId, projectId);
      return (await shorts.list(userId, projectId)).map(toJob);
    },

    /** The words a finished search read, sentence ends marked, in seconds; and the picture's motion per second. */
    async transcript(userId: string, jobId: string): Promise<ShortsTranscript> {
      const row = await shorts.find(userId, jobId);
      if (!row) throw searchMissing();
      return {
        transcriptSource: row.transcriptSource,
        words: (row.words ?? []).map((word) => ({
          text: word.text,
          start: word.startMs / 1000,
          end: word.endMs / 1000,
          ...(endsSentence(word) ? { sentenceEnd: true } : {}),
        })),
        motion: row.motion ?? [],
      };
    },

    /**
     * Starts this instance's search workers. `embedded`: this is the only instance (PGlite), so the
     * searches the last process left running are run again now rather than when their jobs expire.
     */
    async start(options: { embedded: boolean; concurrency: number }): Promise<void> {
      if (options.embedded) for (const { id, durationSeconds } of await shorts.running()) await send(id, durationSeconds);
      await jobs.work<{ jobId: string }>(SHORTS_QUEUE, options.concurrency, run);
    },
  };
}

/** The words said within the source's length (captions for a longer cut say more), at most SHORTS_WORDS_MAX. */
function withinSource(words: readonly StoredWord[], durationSeconds: number): StoredWord[] {
  return words.filter((word) => word.startMs < durationSeconds * 1000).slice(0, SHORTS_WORDS_MAX);
}

/** The middle of the last pause at or before `seconds`, so a chunk of sound sent for transcription ends between words. */
function quietNear(signals: FootageSignals, seconds: number): number {
  const middles = signals.silences.map((silence) => (silence.start + silence.end) / 2).filter((middle) => middle <= seconds);
  return middles.at(-1) ?? seconds;
}

export type ShortsService = ReturnType<typeof createShortsService>;
