import { contentLanguage } from '@shared/catalog/languages';
import { text as readText } from 'node:stream/consumers';
import {
  NARRATION_LINE_MAX_BYTES,
  NARRATION_LINE_MAX_SECONDS,
  NARRATION_MAX_BYTES,
  NARRATION_MAX_SECONDS,
  NARRATIONS_ALIGNING_MAX,
  NARRATIONS_PER_HOUR,
  narrationLineFields,
  narrationProblems,
  type Narration,
  type NarrationCleanupInput,
  type NarrationFormat,
  type NarrationEdit,
  type NarrationSummary,
  createNarrationFields,
} from '@shared/contracts/narrations';
import { PROJECT_VOICEOVERS_MAX, projectProblems, type Project } from '@shared/contracts/projects';
import type { AppDeps } from '../../app/deps';
import type { ProjectVoiceoverRow, UserRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, rateLimited } from '../../http/http-error';
import type { FileUpload } from '../../http/read-file-upload';
import { JobQueueStopping, type Job } from '../../providers/jobs/job-queue';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import { newFileStem, publicFileUrl } from '../../providers/storage/file-storage';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import type { Entitlements } from '../billing';
import type { ProjectService } from '../projects';
import type { Aligner } from './alignment/aligner';
import { probeNarration, sniffNarrationFormat } from './audio/narration-format';
import { NarrationAudioError } from './audio/run-ffmpeg';
import { processTake } from './process-take';
import type { NarrationRepository, NewTake } from './repository';
import { sentencesOf, toNarrationWords, withoutSentences, type TakeWord } from './take-words';
import { studioLink, type WebhookEvents } from '../webhooks';

export const NARRATION_QUEUE = 'narration-take';
/** A take's job whose instance died is taken up again after this (pg-boss' expiry, then its retry). */
const JOB_EXPIRE_SECONDS = 15 * 60;
const JOB_RETRIES = 2;
/** Attempts after which a take that keeps stopping its instance is given up. */
const MAX_ATTEMPTS = JOB_RETRIES + 1;
const HOUR_MS = 60 * 60 * 1000;
/** Progress is written at most this often. */
const PROGRESS_MS = 1_000;
/** Shorter than this is no narration (a click, an empty recording). */
const MIN_SECONDS = 0.5;

const takeMissing = () => notFound(narrationProblems.notFound, 'NARRATION_NOT_FOUND');

const takeEdit = (row: ProjectVoiceoverRow): NarrationEdit => row.edit ?? { kind: 'take' };

const summaryOf = (row: ProjectVoiceoverRow): NarrationSummary => ({
  id: row.id,
  projectId: row.projectId,
  status: row.status,
  progress: row.progress,
  ...(row.error ? { error: row.error } : {}),
  method: row.method ?? 'offline',
  scriptVersion: row.scriptVersion,
  durationSeconds: row.durationSeconds,
  audioUrl: row.status === 'ready' ? publicFileUrl(row.audioKey) : null,
  captions: row.status === 'ready' ? { srt: publicFileUrl(row.srtKey), vtt: publicFileUrl(row.vttKey) } : null,
  parentId: row.parentId,
  edit: takeEdit(row),
  createdAt: row.createdAt.toISOString(),
});

/** Every file a take may have; removing one that is not there is not an error. */
const filesOf = (row: Pick<ProjectVoiceoverRow, 'audioKey' | 'vttKey' | 'srtKey' | 'wordsKey' | 'originalKey'>) =>
  [row.audioKey, row.vttKey, row.srtKey, row.wordsKey, row.originalKey].filter((key): key is string => key !== null);

/** The keys of a new take's files, chosen before any of them exists. */
function takeKeys(original?: { format: string }): Pick<NewTake, 'audioKey' | 'vttKey' | 'srtKey' | 'wordsKey' | 'originalKey'> {
  const stem = newFileStem('narrations');
  return {
    audioKey: `${stem}.mp3`,
    vttKey: `${stem}.vtt`,
    srtKey: `${stem}.srt`,
    wordsKey: `${stem}-words.json`,
    originalKey: original ? `${stem}-original.${original.format}` : null,
  };
}

/** Why a take failed, as its owner reads it: the aligner's and ffmpeg's refusals say it; anything else is ours. */
function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  if (error instanceof NarrationAudioError) return error.problem === 'silent' ? narrationProblems.silent : narrationProblems.notAudio;
  return 'We could not process this take. Try again, or upload it in another format.';
}

/**
 * A creator's own narration (DESIGN.md §7): takes recorded or uploaded into a project, aligned to the
 * script version they read, cleaned up and patched line by line, each a new take beside the one it
 * was made from. The heavy work is a durable job (pg-boss): ffmpeg in child processes, the aligner on
 * worker threads; a user has at most NARRATIONS_ALIGNING_MAX takes in the queue at once.
 */
export function createNarrationService(
  deps: Pick<AppDeps, 'storage' | 'jobs' | 'hub' | 'log' | 'counters' | 'heavyWork' | 'video' | 'clock'> & {
    narrations: NarrationRepository;
    projects: Pick<ProjectService, 'get' | 'saveScript'>;
    entitlements: Entitlements;
    aligner: Aligner;
    /** Told of each take aligned (narration.ready). */
    webhooks: WebhookEvents;
  },
) {
  const { narrations, storage, jobs, hub, log } = deps;
  const running = new Map<string, AbortController>();

  const publish = (row: ProjectVoiceoverRow, userId: string) =>
    hub
      .publish(userId, {
        type: 'narration_progress',
        narrationId: row.id,
        projectId: row.projectId,
        status: row.status,
        progress: row.progress,
      })
      .catch((err: unknown) => log.warn({ err, narrationId: row.id }, 'could not send narration progress'));

  async function removeFiles(row: Parameters<typeof filesOf>[0]): Promise<void> {
    await Promise.allSettled(filesOf(row).map((key) => storage.remove(key)));
  }

  async function binaries(): Promise<FfmpegBinaries> {
    const found = await deps.video();
    if (!found) throw new HttpError(503, 'AUDIO_UNAVAILABLE', 'Narration needs ffmpeg, which was not found on this server.');
    return found;
  }

  /** What every new take is refused for before its body is read: ffmpeg, the trial or plan, the hourly count. */
  async function admit(user: UserRow): Promise<FfmpegBinaries> {
    const found = await binaries();
    deps.entitlements.assertActive(user);
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(`narrations:${user.id}`, HOUR_MS), null);
    if (hit && hit.count > NARRATIONS_PER_HOUR) throw rateLimited(hit.resetInMs);
    return found;
  }

  /** Records a take and asks for its processing; its files are removed when it cannot be kept. */
  async function keep(user: UserRow, projectId: string, take: NewTake, upload?: FileUpload): Promise<Narration> {
    const row = await narrations.create(user.id, projectId, take, {
      maxKept: PROJECT_VOICEOVERS_MAX,
      maxAligning: NARRATIONS_ALIGNING_MAX,
    });
    if (row === undefined || row === 'kept' || row === 'aligning') {
      if (row === undefined) throw notFound(projectProblems.notFound);
      if (row === 'kept') throw conflict(projectProblems.tooManyVoiceovers, 'VOICEOVER_LIMIT_REACHED');
      throw new HttpError(429, 'NARRATION_IN_PROGRESS', narrationProblems.inProgress, { retryAfterSeconds: 10 });
    }
    try {
      if (upload && take.originalKey) await storage.putFile(take.originalKey, upload.path, 'application/octet-stream');
      await jobs.send(NARRATION_QUEUE, { narrationId: row.id }, { retryLimit: JOB_RETRIES, expireInSeconds: JOB_EXPIRE_SECONDS });
    } catch (error) {
      await narrations.remove(user.id, row.id);
      await removeFiles(row);
      throw error;
    }
    await publish(row, user.id);
    return { ...summaryOf(row), words: [] };
  }

  /** An upload checked from its bytes and container only (nothing decoded): its format and the length it states. */
  async function checkedAudio(
    found: FfmpegBinaries,
    upload: FileUpload,
    limits: { maxSeconds: number; tooLong: () => HttpError },
  ): Promise<{ format: NarrationFormat; durationSeconds: number }> {
    const format = sniffNarrationFormat(upload.head);
    if (!format) throw badRequest(narrationProblems.notAudio, 'NOT_AUDIO');
    let durationSeconds: number;
    try {
      ({ durationSeconds } = await probeNarration(found, upload.path, format));
    } catch (error) {
      log.info({ err: error }, 'narration refused: its container could not be read');
      throw badRequest(narrationProblems.notAudio, 'NOT_AUDIO');
    }
    if (durationSeconds > limits.maxSeconds) throw limits.tooLong();
    if (!(durationSeconds >= MIN_SECONDS)) throw badRequest(narrationProblems.silent, 'NARRATION_SILENT');
    return { format, durationSeconds };
  }

  async function readyTake(userId: string, id: string): Promise<ProjectVoiceoverRow> {
    const row = await narrations.find(userId, id);
    if (!row) throw takeMissing();
    if (row.status !== 'ready') throw conflict(narrationProblems.notReady, 'NARRATION_NOT_READY');
    return row;
  }

  async function wordsOf(row: ProjectVoiceoverRow): Promise<TakeWord[]> {
    if (row.status !== 'ready') return [];
    const file = await storage.get(row.wordsKey);
    return file ? (JSON.parse(await readText(file.body)) as TakeWord[]) : [];
  }

  /** One job: claim the take, process it, and settle it however that ends. */
  async function run({ data, signal }: Job<{ narrationId: string }>): Promise<void> {
    const take = await narrations.claim(data.narrationId);
    if (!take) return;
    const attempt = take.attempts;
    const owner = await narrations.ownerOf(take);
    if (!owner) return;
    const { userId } = owner;
    const settleFailed = async (error: string) => {
      await removeFiles({ ...take, originalKey: null });
      if (take.originalKey) await storage.remove(take.originalKey);
      const failed = await narrations.settle(take.id, attempt, { status: 'failed', error });
      if (failed) await publish(failed, userId);
    };
    if (attempt > MAX_ATTEMPTS) return settleFailed(narrationProblems.stopped);
    const stop = new AbortController();
    running.set(take.id, stop);
    let lastWrite = 0;
    try {
      const script = await narrations.scriptOf(take);
      const parent = take.parentId ? await narrations.find(userId, take.parentId) : undefined;
      if (script === undefined) throw badRequest(projectProblems.versionNotFound, 'VERSION_NOT_FOUND');
      const processed = await processTake(
        { storage, binaries: await binaries(), aligner: deps.aligner },
        take,
        { script, parent, language: contentLanguage(owner.language).tag },
        (percent) => {
          if (Date.now() - lastWrite < PROGRESS_MS) return;
          lastWrite = Date.now();
          void narrations
            .progress(take.id, attempt, percent)
            .then((held) => (held ? publish({ ...take, progress: percent }, userId) : stop.abort(new Error('no longer held'))))
            .catch((err: unknown) => log.warn({ err, narrationId: take.id }, 'narration progress failed'));
        },
        AbortSignal.any([signal, stop.signal]),
      );
      const ready = await narrations.settle(take.id, attempt, {
        status: 'ready',
        durationSeconds: processed.durationSeconds,
        method: processed.method,
      });
      // Deleted meanwhile: its files go too.
      if (!ready) return removeFiles(take);
      await publish(ready, userId);
      const { id: narrationId, status: _status, progress: _progress, ...narration } = summaryOf(ready);
      const { audioUrl, captions } = narration;
      const links = {
        audioUrl: studioLink(audioUrl),
        captions: captions && { srt: studioLink(captions.srt), vtt: studioLink(captions.vtt) },
      };
      deps.webhooks.emit({ type: 'narration.ready', userId, data: { narrationId, ...narration, ...links } });
    } catch (error) {
      if (signal.aborted && signal.reason instanceof JobQueueStopping) {
        // This instance is stopping: the take is asked for again, for the next instance that runs.
        await jobs.send(NARRATION_QUEUE, data, { retryLimit: JOB_RETRIES, expireInSeconds: JOB_EXPIRE_SECONDS });
        return;
      }
      if (stop.signal.aborted) return removeFiles(take);
      log.info({ err: error, narrationId: take.id }, 'narration failed');
      await settleFailed(failureMessage(error));
    } finally {
      running.delete(take.id);
    }
  }

  return {
    /**
     * A take uploaded or recorded for a project (202): refused before its body is read when the
     * project is not the user's or has no script; its format read from its bytes, its length from
     * its container, then stored and queued for alignment.
     */
    async record(user: UserRow, projectId: string, readUpload: (maxBytes: number) => Promise<FileUpload>): Promise<Narration> {
      const found = await admit(user);
      const project = await deps.projects.get(user.id, projectId);
      if (!project.script) throw badRequest(narrationProblems.noScript, 'NO_SCRIPT');
      return deps.heavyWork.run(user.id, 'narration', async () => {
        const upload = await readUpload(NARRATION_MAX_BYTES);
        try {
          const fields = createNarrationFields.safeParse(upload.fields);
          if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid form', 'VALIDATION_ERROR');
          const scriptVersion = fields.data.scriptVersion ?? project.script!.version;
          const audio = await checkedAudio(found, upload, {
            maxSeconds: NARRATION_MAX_SECONDS,
            tooLong: () => badRequest(narrationProblems.tooLong, 'NARRATION_TOO_LONG'),
          });
          if ((await narrations.scriptOf({ projectId, scriptVersion })) === undefined) {
            throw notFound(projectProblems.versionNotFound, 'VERSION_NOT_FOUND');
          }
          return await keep(
            user,
            projectId,
            {
              ...takeKeys(audio),
              scriptVersion,
              durationSeconds: audio.durationSeconds,
              parentId: null,
              edit: { kind: 'take' },
              method: 'offline',
            },
            upload,
          );
        } finally {
          await upload.discard();
        }
      });
    },

    /** A cleaned copy of a ready take (202): the original stays. */
    async cleanup(user: UserRow, id: string, input: NarrationCleanupInput): Promise<Narration> {
      await admit(user);
      const parent = await readyTake(user.id, id);
      const cleanup = {
        trimSilence: input.trimSilence ?? false,
        maxPauseSeconds: input.maxPauseSeconds ?? null,
        denoise: input.denoise ?? false,
        loudness: input.loudness ?? false,
      };
      return keep(user, parent.projectId, {
        ...takeKeys(),
        scriptVersion: parent.scriptVersion,
        durationSeconds: parent.durationSeconds,
        parentId: parent.id,
        edit: { kind: 'cleanup', cleanup },
        method: parent.method,
      });
    },

    /** A ready take with one sentence recorded again (202): the line replaces that sentence's span. */
    async recordLine(user: UserRow, id: string, readUpload: (maxBytes: number) => Promise<FileUpload>): Promise<Narration> {
      const found = await admit(user);
      const parent = await readyTake(user.id, id);
      return deps.heavyWork.run(user.id, 'narration', async () => {
        const upload = await readUpload(NARRATION_LINE_MAX_BYTES);
        try {
          const fields = narrationLineFields.safeParse(upload.fields);
          if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid form', 'VALIDATION_ERROR');
          const { sentenceIndex } = fields.data;
          if (sentenceIndex >= sentencesOf(await wordsOf(parent)).length)
            throw badRequest(narrationProblems.sentenceNotFound, 'SENTENCE_NOT_FOUND');
          const audio = await checkedAudio(found, upload, {
            maxSeconds: NARRATION_LINE_MAX_SECONDS,
            tooLong: () => badRequest(narrationProblems.lineTooLong, 'LINE_TOO_LONG'),
          });
          return await keep(
            user,
            parent.projectId,
            {
              ...takeKeys(audio),
              scriptVersion: parent.scriptVersion,
              durationSeconds: parent.durationSeconds,
              parentId: parent.id,
              edit: { kind: 'line', sentenceIndex },
              method: parent.method,
            },
            upload,
          );
        } finally {
          await upload.discard();
        }
      });
    },

    /**
     * The script brought in line with a take: the sentences the take does not say are taken out of
     * the script version it reads, as the creator's next version (409 when the script changed since),
     * and the take then reads that version. Changed words need a speech-input engine to be heard.
     */
    async followTake(userId: string, id: string): Promise<Project> {
      const take = await readyTake(userId, id);
      const words = await wordsOf(take);
      const dropped = sentencesOf(words).filter(({ first, last }) => words.slice(first, last + 1).every((word) => !word.aligned));
      if (dropped.length === 0) throw conflict(narrationProblems.nothingToFollow, 'NOTHING_TO_FOLLOW');
      const script = await narrations.scriptOf(take);
      if (script === undefined) throw notFound(projectProblems.versionNotFound, 'VERSION_NOT_FOUND');
      const { content } = withoutSentences(
        script,
        dropped.map(({ first, last }) => words.slice(first, last + 1).map((word) => word.text)),
      );
      const project = await deps.projects.saveScript(userId, take.projectId, { content, baseVersion: take.scriptVersion });
      const droppedWords = new Set(dropped.flatMap(({ first, last }) => words.slice(first, last + 1)));
      await storage.put(take.wordsKey, Buffer.from(JSON.stringify(words.filter((word) => !droppedWords.has(word)))), 'application/json');
      await narrations.rescript(userId, id, project.script!.version);
      return project;
    },

    async get(userId: string, id: string): Promise<Narration> {
      const row = await narrations.find(userId, id);
      if (!row) throw takeMissing();
      return { ...summaryOf(row), words: toNarrationWords(await wordsOf(row)) };
    },

    async list(userId: string, projectId: string): Promise<NarrationSummary[]> {
      const rows = await narrations.list(userId, projectId);
      if (!rows) throw notFound(projectProblems.notFound);
      return rows.map(summaryOf);
    },

    /** Deletes the take and its files (one being processed is stopped first); the takes made from it stay. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await narrations.remove(userId, id);
      if (!row) throw takeMissing();
      running.get(id)?.abort(new Error('deleted'));
      await removeFiles(row);
    },

    /** Starts this instance's workers; the only instance (PGlite) asks again for takes left aligning by its last run. */
    async start(options: { embedded: boolean; concurrency: number }): Promise<void> {
      if (options.embedded) {
        for (const id of await narrations.aligning()) {
          await jobs.send(NARRATION_QUEUE, { narrationId: id }, { retryLimit: JOB_RETRIES, expireInSeconds: JOB_EXPIRE_SECONDS });
        }
      }
      await jobs.work<{ narrationId: string }>(NARRATION_QUEUE, options.concurrency, run);
    },
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
