import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_IMAGE_STYLE, imageStyleIds, IMAGE_COUNT, type ImageStyle } from '@shared/catalog/images';
import type { CaptionStyleId } from '@shared/catalog/video';
import {
  MUSIC_FILES_MAX,
  MUSIC_MAX_SECONDS,
  MUSIC_UPLOADS_PER_HOUR,
  PROJECT_RENDERS_MAX,
  RENDERS_PENDING_MAX,
  renderProblems,
  type CreateRenderInput,
  type MusicFile,
  type Render,
  type RenderStatus,
} from '@shared/contracts/renders';
import type { RenderRow, RenderSettings, UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { badRequest, conflict, HttpError, notFound, rateLimited } from '../../http/http-error';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import { JobQueueStopping, type Job, type JobQueue } from '../../providers/jobs/job-queue';
import { newFileStem, publicFileUrl } from '../../providers/storage/file-storage';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { musicDemuxers, normalizeMusic } from '../../providers/video/normalize-music';
import { probeMedia } from '../../providers/video/probe-media';
import { renderVideo } from '../../providers/video/render-video';
import type { Entitlements } from '../billing';
import type { ProjectService, RenderSource } from '../projects';
import type { MusicUpload } from './music-upload';
import type { RenderRepository } from './repository';
import { scenesFromList, scenesFromSections, type PlannedScene } from './scene-plan';

/** The queue render jobs go through (a job only asks for its render to run; the row says how). */
export const RENDER_QUEUE = 'video-render';
/** A running render refreshes its heartbeat this often, and with every progress report. */
const HEARTBEAT_MS = 5_000;
/** A running render whose heartbeat is older than this lost its instance: it is queued again. */
const STALE_AFTER_MS = 45_000;
/** How often each instance looks for such renders. */
const SWEEP_MS = 15_000;
/** Music shorter than this has no sound worth laying under a voice. */
const MUSIC_MIN_SECONDS = 0.5;
const HOUR_MS = 60 * 60 * 1000;
/** A render that was started this many times without ending (its instance died each time) is given up. */
const MAX_ATTEMPTS = 3;
/** A queued render older than this is asked for again by the sweep, in case its job was lost. */
const QUEUED_RESEND_MS = 60_000;
/** Progress is written and sent at most this often. */
const PROGRESS_MS = 1_000;
/** A project with fewer pictures than this many scenes gets pictures made for it (at most IMAGE_COUNT.max). */
const SCENE_PICTURES_WANTED = 4;

const toRender = (row: RenderRow): Render => ({
  id: row.id,
  projectId: row.projectId,
  status: row.status,
  progress: row.progress,
  format: row.settings.format,
  resolution: row.settings.resolution,
  ...(row.etaSeconds !== null && row.status === 'running' ? { etaSeconds: row.etaSeconds } : {}),
  ...(row.videoKey ? { videoUrl: publicFileUrl(row.videoKey) } : {}),
  ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
  ...(row.width !== null ? { width: row.width } : {}),
  ...(row.height !== null ? { height: row.height } : {}),
  ...(row.bytes !== null ? { bytes: row.bytes } : {}),
  ...(row.error ? { error: row.error } : {}),
  createdAt: row.createdAt.toISOString(),
  ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
});

const renderMissing = () => notFound(renderProblems.notFound, 'RENDER_NOT_FOUND');

/** What a failed render tells its owner: the cause in words the owner can act on; the details go to the log only. */
function failureMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return 'The video could not be rendered. Try again; if it fails again, change the music or the project’s pictures.';
}

/**
 * Video drafts: a render is asked for over HTTP, runs as a job on whichever instance
 * takes it (the encoder in a child process), reports progress to its owner's sockets, and ends in
 * an MP4 in storage. The row is the truth: a job only asks for its render to run.
 */
export function createRenderService(
  deps: Pick<AppDeps, 'clock' | 'hub' | 'log' | 'storage' | 'config' | 'counters' | 'heavyWork'> & {
    jobs: JobQueue;
    video: () => Promise<FfmpegBinaries | undefined>;
    renders: RenderRepository;
    projects: ProjectService;
    entitlements: Entitlements;
  },
) {
  const { renders, jobs, storage, hub, log } = deps;
  /** Renders running on this instance: a cancel here stops the encoder at once. */
  const running = new Map<string, AbortController>();
  let sweeper: NodeJS.Timeout | undefined;

  const publish = (row: Pick<RenderRow, 'id' | 'userId' | 'projectId' | 'status' | 'progress' | 'etaSeconds'>) =>
    hub
      .publish(row.userId, {
        type: 'render_progress',
        renderId: row.id,
        projectId: row.projectId,
        status: row.status as RenderStatus,
        progress: row.progress,
        ...(row.etaSeconds !== null && row.status === 'running' ? { etaSeconds: row.etaSeconds } : {}),
      })
      .catch((err: unknown) => log.warn({ err, renderId: row.id }, 'could not send render progress'));

  async function download(key: string, path: string): Promise<void> {
    const file = await storage.get(key);
    if (!file) throw new Error('a file of the project is missing from storage');
    await pipeline(file.body, createWriteStream(path));
  }

  /** The style the project's pictures are in most often; the default when it has none. */
  function projectStyle(source: RenderSource): ImageStyle {
    const counts = new Map<string, number>();
    for (const image of source.images) counts.set(image.style, (counts.get(image.style) ?? 0) + 1);
    const [style] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    return style && (imageStyleIds as readonly string[]).includes(style) ? (style as ImageStyle) : DEFAULT_IMAGE_STYLE;
  }

  /**
   * The project's pictures for its scenes: when it has fewer than the scenes want, new ones are made
   * in its style from its title (added to the project and the gallery, counted like any picture).
   * Without any, and none could be made, the render fails saying why.
   */
  async function picturesFor(row: RenderRow, owner: UserRow, source: RenderSource, scenes: number, signal: AbortSignal) {
    const wanted = Math.min(scenes, SCENE_PICTURES_WANTED);
    if (source.images.length >= wanted) return source.images;
    try {
      await deps.projects.generateImages(
        owner,
        row.projectId,
        {
          prompt: source.topic || source.title,
          style: projectStyle(source),
          aspectRatio: row.settings.format,
          quality: 'standard',
          count: Math.min(IMAGE_COUNT.max, wanted - source.images.length),
          lighting: 'natural',
          composition: 'standard',
          colorPalette: 'natural',
        },
        signal,
      );
      // The new pictures are the project's now: read them back with their files.
      return (await deps.projects.renderSource(row.userId, row.projectId)).images;
    } catch (error) {
      if (source.images.length > 0) return source.images;
      throw new HttpError(
        409,
        'NO_PICTURES',
        `This project has no pictures and none could be made (${failureMessage(error)}). Add an image to the project and render again.`,
      );
    }
  }

  /** Renders the row's video into storage; the key and the video's facts. */
  async function produce(row: RenderRow, signal: AbortSignal, onProgress: (percent: number, etaSeconds?: number) => void) {
    const binaries = await deps.video();
    if (!binaries) throw new Error(renderProblems.unavailable);
    // The trial or plan is checked again when the render starts: one that ended while it waited is refused.
    const owner = await renders.owner(row.userId);
    if (!owner) throw new Error('the account is gone');
    deps.entitlements.assertActive(owner);
    // The voiceover or take chosen when it was asked for (the newest, if that one was deleted since).
    const source = await deps.projects.renderSource(row.userId, row.projectId, row.voiceoverId ?? undefined);
    if (!source.voiceover) throw badRequest(renderProblems.noVoiceover, 'NO_VOICEOVER');
    const { voiceover } = source;
    const settings = row.settings;
    let planned: PlannedScene[];
    let pictures: { fileKey: string }[];
    if (settings.scenes) {
      const byId = new Map(source.images.map((image) => [image.id, image]));
      pictures = settings.scenes.map((scene) => {
        const image = byId.get(scene.imageId);
        if (!image) throw badRequest(renderProblems.sceneImageNotFound, 'SCENE_IMAGE_NOT_FOUND');
        return image;
      });
      planned = scenesFromList(
        settings.scenes.map((scene) => scene.text),
        voiceover.durationSeconds,
      );
    } else {
      const sectionScenes = scenesFromSections(source.sections, voiceover.words, voiceover.durationSeconds, 1).length;
      pictures = await picturesFor(row, owner, source, sectionScenes, signal);
      planned = scenesFromSections(source.sections, voiceover.words, voiceover.durationSeconds, pictures.length);
    }
    signal.throwIfAborted();

    const folder = await mkdtemp(join(tmpdir(), 'genesis-render-'));
    try {
      const voicePath = join(folder, 'voiceover.mp3');
      await download(voiceover.audioKey, voicePath);
      const picturePaths = await Promise.all(
        pictures.map(async (picture, index) => {
          const path = join(folder, `picture-${index}`);
          await download(picture.fileKey, path);
          return path;
        }),
      );
      let music: { path: string; volume: number } | undefined;
      if (settings.music) {
        const file = await renders.music(row.userId, settings.music.fileId);
        if (!file) throw notFound(renderProblems.musicNotFound, 'MUSIC_NOT_FOUND');
        music = { path: join(folder, 'music.m4a'), volume: settings.music.volume };
        await download(file.key, music.path);
      }
      const outputPath = join(folder, 'video.mp4');
      const video = await renderVideo({
        binaries,
        format: settings.format,
        resolution: settings.resolution,
        voiceoverPath: voicePath,
        durationSeconds: voiceover.durationSeconds,
        scenes: planned.map((scene) => ({
          imagePath: picturePaths[scene.image]!,
          startSeconds: scene.startSeconds,
          endSeconds: scene.endSeconds,
        })),
        ...(settings.captions.enabled ? { captions: { style: settings.captions.style as CaptionStyleId, words: voiceover.words } } : {}),
        ...(music ? { music } : {}),
        outputPath,
        tempDir: folder,
        signal,
        onProgress: ({ percent, etaSeconds }) => onProgress(percent, etaSeconds),
      });
      const videoKey = `${newFileStem('videos')}.mp4`;
      await storage.putFile(videoKey, outputPath, 'video/mp4');
      return { videoKey, ...video, bytes: (await stat(outputPath)).size };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** One job: claim the render, keep its lease alive, render, and settle it however it ends. */
  async function run({ data, signal }: Job<{ renderId: string }>): Promise<void> {
    const leaseId = randomUUID();
    const claim = await renders.claim(data.renderId, leaseId);
    if (claim.kind === 'nothing') return;
    // One running render per user: this one waits; the running one asks for it when it ends.
    if (claim.kind === 'user-busy') return;
    const row = claim.render;
    if (row.attempts > MAX_ATTEMPTS) {
      const failed = await renders.settle(row.id, leaseId, { status: 'failed', error: renderProblems.tooManyAttempts });
      if (failed) await publish(failed);
      return;
    }
    const stop = new AbortController();
    running.set(row.id, stop);
    const signalBoth = AbortSignal.any([signal, stop.signal]);
    let lastWrite = 0;
    let beating = Promise.resolve();
    const beat = (percent: number, etaSeconds?: number) => {
      beating = beating
        .then(async () => {
          if (!(await renders.heartbeat(row.id, leaseId, { percent, etaSeconds }))) stop.abort(new Error('render no longer held'));
          else await publish({ ...row, status: 'running', progress: Math.round(percent), etaSeconds: etaSeconds ?? null });
        })
        .catch((err: unknown) => log.warn({ err, renderId: row.id }, 'render heartbeat failed'));
    };
    const timer = setInterval(() => beat(row.progress), HEARTBEAT_MS);
    await publish(row);
    try {
      const video = await produce(row, signalBoth, (percent, etaSeconds) => {
        if (Date.now() - lastWrite < PROGRESS_MS) return;
        lastWrite = Date.now();
        row.progress = Math.round(percent);
        beat(percent, etaSeconds);
      });
      clearInterval(timer);
      await beating;
      const done = await renders.settle(row.id, leaseId, { status: 'done', ...video });
      if (!done) {
        // Canceled or deleted while the file was being stored.
        await storage.remove(video.videoKey);
        return;
      }
      await deps.entitlements.record(row.userId, 'video', `ffmpeg-${(await deps.video())?.source}`);
      await publish(done);
    } catch (error) {
      clearInterval(timer);
      await beating;
      if (signal.aborted && signal.reason instanceof JobQueueStopping) {
        // This instance is stopping: the render goes back to the queue for the next one that runs.
        if (await renders.settle(row.id, leaseId, { status: 'queued' })) await jobs.send(RENDER_QUEUE, data);
        return;
      }
      // Canceled, deleted or taken over: whoever did that has settled the row.
      if (stop.signal.aborted) return;
      log.warn({ err: error, renderId: row.id }, 'render failed');
      const failed = await renders.settle(row.id, leaseId, { status: 'failed', error: failureMessage(error) });
      if (failed) await publish(failed);
    } finally {
      running.delete(row.id);
      // The user's next render, which waited for this one.
      for (const id of await renders.queuedOf(row.userId)) await jobs.send(RENDER_QUEUE, { renderId: id });
    }
  }

  /** Renders whose instance stopped beating go back to the queue; a job asks for each. */
  async function sweep(staleBefore?: Date): Promise<void> {
    for (const id of await renders.requeueStale(staleBefore)) await jobs.send(RENDER_QUEUE, { renderId: id });
    // A render whose job was lost (a send that failed after the row was written) is asked for again;
    // a second job for a render that is already taken finds nothing to claim.
    const waitingSince = new Date(deps.clock.now().getTime() - QUEUED_RESEND_MS);
    for (const id of await renders.queued(waitingSince)) await jobs.send(RENDER_QUEUE, { renderId: id });
  }

  /** An upload read whole: its length checked from the container, re-encoded, probed again, stored and recorded. */
  async function keepMusic(user: UserRow, binaries: FfmpegBinaries, upload: MusicUpload): Promise<MusicFile> {
    const normalized = `${upload.path}.m4a`;
    try {
      const stated = await probeMedia(binaries, upload.path, { demuxer: musicDemuxers[upload.format] });
      if (stated.durationSeconds > MUSIC_MAX_SECONDS) throw badRequest(renderProblems.musicTooLong, 'MUSIC_TOO_LONG');
      await normalizeMusic(binaries, upload.path, upload.format, normalized);
      const probe = await probeMedia(binaries, normalized);
      // A header with no sound after it is not music.
      if (!(probe.durationSeconds >= MUSIC_MIN_SECONDS)) throw new Error('no audio');
      const key = `${newFileStem('music')}.m4a`;
      await storage.putFile(key, normalized, 'audio/mp4');
      const row = await renders
        .addMusic(
          { userId: user.id, name: upload.name, format: upload.format, key, bytes: upload.bytes, durationSeconds: probe.durationSeconds },
          MUSIC_FILES_MAX,
        )
        .catch(async (error: unknown) => {
          await storage.remove(key);
          throw error;
        });
      if (!row) {
        await storage.remove(key);
        throw conflict(renderProblems.tooManyMusicFiles, 'MUSIC_LIMIT_REACHED');
      }
      return { fileId: row.id, name: row.name, format: row.format, bytes: row.bytes, durationSeconds: probe.durationSeconds };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.info({ err: error, userId: user.id }, 'music upload refused: no audio could be decoded');
      throw badRequest(renderProblems.musicNotAudio, 'NOT_AUDIO');
    }
  }

  return {
    /** Queues a render of the chosen voiceover or take, else the project's newest (202); refused without one (400). */
    async create(user: UserRow, projectId: string, input: CreateRenderInput): Promise<Render> {
      if (!(await deps.video())) throw new HttpError(503, 'VIDEO_UNAVAILABLE', renderProblems.unavailable);
      deps.entitlements.assertActive(user);
      const source = await deps.projects.renderSource(user.id, projectId, input.voiceoverId);
      if (!source.voiceover) throw badRequest(renderProblems.noVoiceover, 'NO_VOICEOVER');
      if (input.music && !(await renders.music(user.id, input.music.fileId))) {
        throw notFound(renderProblems.musicNotFound, 'MUSIC_NOT_FOUND');
      }
      if (input.scenes) {
        const mine = new Set(source.images.map((image) => image.id));
        if (input.scenes.some((scene) => !mine.has(scene.imageId)))
          throw badRequest(renderProblems.sceneImageNotFound, 'SCENE_IMAGE_NOT_FOUND');
      }
      const settings: RenderSettings = {
        format: input.format,
        resolution: input.resolution,
        captions: input.captions,
        music: input.music ?? null,
        scenes: input.scenes ?? null,
      };
      const row = await renders.create(
        { userId: user.id, projectId, voiceoverId: source.voiceover.id, settings },
        { maxPending: RENDERS_PENDING_MAX, maxKept: PROJECT_RENDERS_MAX },
      );
      if (row === undefined) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
      if (row === 'pending') throw new HttpError(429, 'RENDERS_PENDING', renderProblems.tooManyPending);
      if (row === 'kept') throw conflict(renderProblems.tooMany, 'RENDER_LIMIT_REACHED');
      await jobs.send(RENDER_QUEUE, { renderId: row.id });
      await publish(row);
      return toRender(row);
    },

    /**
     * Keeps an uploaded music file for the user's renders, never served back. Each upload is
     * counted (MUSIC_UPLOADS_PER_HOUR) and is heavy work (heavy-work.ts) from before its body is
     * read; its length is read from the container (ffprobe, nothing decoded) and refused beyond
     * MUSIC_MAX_SECONDS before the re-encode, which runs at a lower priority within its CPU seconds.
     * The upload's temporary file is discarded either way.
     */
    async addMusic(user: UserRow, readUpload: () => Promise<MusicUpload>): Promise<MusicFile> {
      // Refused before the body is read.
      const binaries = await deps.video();
      if (!binaries) throw new HttpError(503, 'VIDEO_UNAVAILABLE', renderProblems.unavailable);
      deps.entitlements.assertActive(user);
      const hit = await unlessCountersUnavailable(() => deps.counters.hit(`music-uploads:${user.id}`, HOUR_MS), null);
      if (hit && hit.count > MUSIC_UPLOADS_PER_HOUR) throw rateLimited(hit.resetInMs);
      return deps.heavyWork.run(user.id, 'music', async () => {
        const upload = await readUpload();
        try {
          return await keepMusic(user, binaries, upload);
        } finally {
          await upload.discard();
        }
      });
    },

    async get(userId: string, id: string): Promise<Render> {
      const row = await renders.find(userId, id);
      if (!row) throw renderMissing();
      return toRender(row);
    },

    async list(userId: string, projectId: string): Promise<Render[]> {
      await deps.projects.get(userId, projectId);
      return (await renders.list(userId, projectId)).map(toRender);
    },

    /** Stops a waiting or running render: at once on this instance, within a heartbeat on another. */
    async cancel(userId: string, id: string): Promise<Render> {
      const result = await renders.cancel(userId, id);
      if (!result) throw renderMissing();
      if (!result.canceled) throw conflict(renderProblems.notCancelable, 'RENDER_NOT_CANCELABLE');
      running.get(id)?.abort(new Error('canceled'));
      await publish(result.row);
      return toRender(result.row);
    },

    /** Deletes the render and its video (a running one is stopped first). */
    async remove(userId: string, id: string): Promise<void> {
      const row = await renders.remove(userId, id);
      if (!row) throw renderMissing();
      running.get(id)?.abort(new Error('deleted'));
      if (row.videoKey) await storage.remove(row.videoKey);
    },

    /**
     * Starts this instance's render workers (RENDER_CONCURRENCY) and the sweep for renders whose
     * instance died. `embedded`: this is the only instance (PGlite), so renders left running by the
     * previous start are queued again at once, and queued ones asked for again.
     */
    async start(options: { embedded: boolean }): Promise<void> {
      if (options.embedded) {
        await sweep();
        for (const id of await renders.queued(deps.clock.now())) await jobs.send(RENDER_QUEUE, { renderId: id });
      }
      await jobs.work<{ renderId: string }>(RENDER_QUEUE, deps.config.renderConcurrency, run);
      sweeper = setInterval(() => {
        sweep(new Date(deps.clock.now().getTime() - STALE_AFTER_MS)).catch((err: unknown) => log.warn({ err }, 'render sweep failed'));
      }, SWEEP_MS);
      sweeper.unref();
    },

    /** Stops sweeping; the job queue's stop puts renders running here back in the queue. */
    stop(): void {
      clearInterval(sweeper);
    },

    /** Queues again the renders whose heartbeat is older than `staleBefore`, or all running ones (what the timer runs; tests call it at once). */
    sweep,
  };
}

export type RenderService = ReturnType<typeof createRenderService>;
