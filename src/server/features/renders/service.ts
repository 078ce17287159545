import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_IMAGE_STYLE, imageStyleIds, IMAGE_COUNT, type ImageStyle } from '@shared/catalog/images';
import { videoPixelSize, type CaptionStyleId, type VideoFormat } from '@shared/catalog/video';
import { TRANSITION_SECONDS } from '@shared/contracts/storyboard';
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
import type { RenderRow, RenderSettings, ShortBatchRow, ShortRenderSettings, UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { badRequest, conflict, HttpError, notFound, rateLimited } from '../../http/http-error';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import { JobQueueStopping, type Job, type JobQueue } from '../../providers/jobs/job-queue';
import { downloadFile, newFileStem, publicFileUrl } from '../../providers/storage/file-storage';
import type { FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { musicDemuxers, normalizeMusic } from '../../providers/video/normalize-music';
import { probeMedia } from '../../providers/video/probe-media';
import { renderVideo, type RenderedVideo, type SceneVisual, type VideoScene } from '../../providers/video/render-video';
import { OFFLINE_PREVIEW_ENGINE } from '../../providers/image/offline-preview';
import { loadSharp } from '../../lib/on-first-use';
import { PROJECT_SHORT_BATCHES_MAX, SHORT_TITLE_SECONDS, shortBatchProblems, type ShortBatch } from '@shared/contracts/shorts';
import type { Entitlements } from '../billing';
import type { ProjectService, RenderSource } from '../projects';
import type { MusicUpload } from './music-upload';
import type { RenderRepository } from './repository';
import { scenesFromList, type PlannedStoryboard, type SceneMedium, type StoryboardService } from '../storyboard';
import { studioLink, type WebhookEvents } from '../webhooks';

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

/** A finished render, the storage key of its MP4 and the voiceover or take it says. */
export type FinishedVideo = Render & { key: string; voiceoverId: string | null };

const renderMissing = () => notFound(renderProblems.notFound, 'RENDER_NOT_FOUND');
const batchMissing = () => notFound(shortBatchProblems.notFound, 'SHORT_BATCH_NOT_FOUND');

/** A batch's shape: one of the shorts'. */
type ShortBatchFormat = Exclude<RenderSettings['format'], '16:9'>;

/**
 * A batch as a whole: rendering while any short waits or renders, then done when every short is,
 * failed when any failed, canceled when the rest were; its progress the mean of its shorts'.
 */
function toBatch(batch: ShortBatchRow, rows: RenderRow[]): ShortBatch {
  const statuses = new Set(rows.map((row) => row.status));
  const status =
    statuses.has('queued') || statuses.has('running')
      ? 'rendering'
      : statuses.has('failed')
        ? 'failed'
        : statuses.has('canceled')
          ? 'canceled'
          : 'done';
  const progress =
    rows.length === 0 ? 0 : Math.round(rows.reduce((sum, row) => sum + (row.status === 'done' ? 100 : row.progress), 0) / rows.length);
  return {
    batchId: batch.id,
    jobId: batch.jobId,
    projectId: batch.projectId,
    status,
    progress,
    renders: rows.map((row) => ({ ...toRender(row), title: row.settings.short?.title ?? null })),
    createdAt: batch.createdAt.toISOString(),
  };
}

/** What a failed render tells its owner: the cause in words the owner can act on; the details go to the log only. */
function failureMessage(error: unknown, row: RenderRow): string {
  if (error instanceof HttpError) return error.message;
  if (row.settings.short)
    return 'The short could not be rendered. Try again; if it fails again, check that its video is still in the project.';
  return 'The video could not be rendered. Try again; if it fails again, change the music or the project’s pictures.';
}

/**
 * Video drafts: a render is asked for over HTTP, runs as a job on whichever instance
 * takes it (the encoder in a child process), reports progress to its owner's sockets, and ends in
 * an MP4 in storage. The row is the truth: a job only asks for its render to run.
 */
export function createRenderService(
  deps: Pick<AppDeps, 'clock' | 'hub' | 'log' | 'storage' | 'config' | 'counters' | 'heavyWork' | 'engines'> & {
    jobs: JobQueue;
    storyboard: StoryboardService;
    video: () => Promise<FfmpegBinaries | undefined>;
    renders: RenderRepository;
    projects: ProjectService;
    entitlements: Entitlements;
    /** Told of each render that ends, and of each batch of shorts. */
    webhooks: WebhookEvents;
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

  const download = (key: string, path: string) => downloadFile(storage, key, path);

  /**
   * A render has ended: a video's as render.finished or render.failed; a short's batch, once none of
   * its shorts waits or renders, as shorts.ready (the user's renders run one at a time, so the
   * short that ends a batch is the only one to see it ended). A canceled batch says nothing.
   */
  async function announce(row: RenderRow): Promise<void> {
    if (row.batchId) {
      const found = await renders.batch(row.userId, row.batchId);
      const batch = found && toBatch(found.batch, found.renders);
      if (!batch || (batch.status !== 'done' && batch.status !== 'failed')) return;
      deps.webhooks.emit({
        type: 'shorts.ready',
        userId: row.userId,
        data: {
          batchId: batch.batchId,
          projectId: batch.projectId,
          searchId: batch.jobId,
          status: batch.status,
          shorts: batch.renders.map((short) => ({
            renderId: short.id,
            title: short.title,
            status: short.status,
            videoUrl: studioLink(short.videoUrl),
            durationSeconds: short.durationSeconds ?? null,
          })),
        },
      });
      return;
    }
    const { id: renderId, status: _status, etaSeconds: _eta, ...render } = toRender(row);
    if (row.status === 'done') {
      deps.webhooks.emit({
        type: 'render.finished',
        userId: row.userId,
        data: { renderId, ...render, videoUrl: studioLink(render.videoUrl) },
      });
    }
    if (row.status === 'failed') {
      deps.webhooks.emit({
        type: 'render.failed',
        userId: row.userId,
        data: { renderId: row.id, projectId: row.projectId, format: render.format, resolution: render.resolution, error: row.error },
      });
    }
  }
  const announced = (row: RenderRow) =>
    announce(row).catch((err: unknown) => log.warn({ err, renderId: row.id }, 'render webhook not sent'));

  /** The style the project's pictures are in most often; the default when it has none. */
  function projectStyle(source: RenderSource): ImageStyle {
    const counts = new Map<string, number>();
    for (const image of source.images) counts.set(image.style, (counts.get(image.style) ?? 0) + 1);
    const [style] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    return style && (imageStyleIds as readonly string[]).includes(style) ? (style as ImageStyle) : DEFAULT_IMAGE_STYLE;
  }

  /**
   * A project that shows nothing of its own yet gets pictures made for it when an image engine that
   * draws is set up: in its style, from its topic (added to the project and the gallery, counted like
   * any picture). The built-in title cards are not made into pictures: the scenes show studio cards.
   * A failure leaves the scenes to those cards.
   */
  async function drawPicturesFor(row: RenderRow, owner: UserRow, board: PlannedStoryboard, signal: AbortSignal): Promise<boolean> {
    if (board.saved || deps.engines.images.engine === OFFLINE_PREVIEW_ENGINE) return false;
    const shown = new Set(board.scenes.flatMap((scene) => (scene.medium ? [scene.medium.id] : []))).size;
    const wanted = Math.min(board.scenes.length, SCENE_PICTURES_WANTED);
    if (shown >= wanted) return false;
    try {
      await deps.projects.generateImages(
        owner,
        row.projectId,
        {
          prompt: board.source.topic || board.source.title,
          style: projectStyle(board.source),
          // A draft's format is one of the drafts' (createRenderInput); only shorts are 4:5.
          aspectRatio: row.settings.format as VideoFormat,
          quality: 'standard',
          count: Math.min(IMAGE_COUNT.max, wanted - shown),
          lighting: 'natural',
          composition: 'standard',
          colorPalette: 'natural',
        },
        signal,
      );
      return true;
    } catch (error) {
      signal.throwIfAborted();
      log.warn({ err: error, renderId: row.id }, 'pictures for a render could not be made: its scenes show studio cards');
      return false;
    }
  }

  /**
   * What the render draws: the scenes it was given (a picture and its words each), else the
   * project's storyboard on the render's voiceover (the saved one, or the one from the script's sections).
   */
  async function storyboardOf(row: RenderRow, owner: UserRow, signal: AbortSignal): Promise<PlannedStoryboard> {
    // The voiceover or take chosen when it was asked for (the newest, if that one was deleted since).
    const voiceoverId = row.voiceoverId ?? undefined;
    const given = row.settings.scenes;
    if (given) {
      const source = await deps.projects.renderSource(row.userId, row.projectId, voiceoverId);
      if (!source.voiceover) throw badRequest(renderProblems.noVoiceover, 'NO_VOICEOVER');
      const byId = new Map(source.images.map((image) => [image.id, image]));
      const timed = scenesFromList(
        given.map((scene) => scene.text),
        source.voiceover.durationSeconds,
      );
      return {
        source: { ...source, voiceover: source.voiceover },
        transition: { kind: 'cut', seconds: TRANSITION_SECONDS.default },
        saved: true,
        scenes: given.map((scene, index) => {
          const image = byId.get(scene.imageId);
          if (!image) throw badRequest(renderProblems.sceneImageNotFound, 'SCENE_IMAGE_NOT_FOUND');
          return {
            id: randomUUID(),
            start: timed[index]!.startSeconds,
            end: timed[index]!.endSeconds,
            text: scene.text,
            mediaId: image.id,
            motion: index % 2 === 0 ? 'zoom' : 'pan',
            fill: 'crop',
            medium: { id: image.id, kind: 'picture', fileKey: image.fileKey, durationSeconds: 0 },
          };
        }),
      };
    }
    const board = await deps.storyboard.plan(row.userId, row.projectId, voiceoverId).catch((error: unknown) => {
      if (error instanceof HttpError && error.code === 'NO_VOICEOVER') throw badRequest(renderProblems.noVoiceover, 'NO_VOICEOVER');
      throw error;
    });
    if (await drawPicturesFor(row, owner, board, signal)) return deps.storyboard.plan(row.userId, row.projectId, board.source.voiceover.id);
    return board;
  }

  /**
   * The studio's card for scenes with nothing to show, drawn for the video's shape by the built-in
   * title-card renderer: the project's title over the first section, each other section's title over
   * its own (the cinematic style's letterbox left out: the card is the whole frame).
   */
  async function drawStudioCard(
    title: string,
    style: ImageStyle,
    size: { width: number; height: number },
    path: string,
    signal: AbortSignal,
  ) {
    const drawn = await deps.engines.studioCards.draw({
      prompt: title,
      enhancedPrompt: title,
      style: style === 'cinematic-photography' ? 'photorealistic' : style,
      aspectRatio: '16:9',
      quality: 'standard',
      lighting: 'natural',
      composition: 'standard',
      colorPalette: 'natural',
      ...size,
      seed: createHash('sha256').update(title).digest().readUInt32BE(0) >>> 1,
      signal,
    });
    const image =
      'raw' in drawn
        ? loadSharp()(drawn.raw, { raw: { width: drawn.width, height: drawn.height, channels: drawn.channels } })
        : loadSharp()(drawn.encoded);
    await image.png().toFile(path);
  }

  /**
   * Renders into a folder of its own (`genesis-<prefix>-…` under the system's temporary folder),
   * removed however it ends: `draw` writes the MP4 at the path it is given, which is then stored;
   * the video's key and facts.
   */
  async function inRenderFolder(prefix: string, draw: (folder: string, outputPath: string) => Promise<RenderedVideo>) {
    const folder = await mkdtemp(join(tmpdir(), `genesis-${prefix}-`));
    try {
      const outputPath = join(folder, 'video.mp4');
      const video = await draw(folder, outputPath);
      const videoKey = `${newFileStem('videos')}.mp4`;
      await storage.putFile(videoKey, outputPath, 'video/mp4');
      return { videoKey, ...video, bytes: (await stat(outputPath)).size };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * A short: the kept parts of its source, one after the other as clip scenes (cut together, each
   * cut's sound faded over 80 ms), cropped or fitted over a blur to the short's shape at its focus,
   * with its words as captions and its hook title over the first seconds; the sound is the
   * source's own, levelled to −14 LUFS as every render's.
   */
  async function produceShort(
    row: RenderRow,
    short: ShortRenderSettings,
    binaries: FfmpegBinaries,
    signal: AbortSignal,
    onProgress: (percent: number, etaSeconds?: number) => void,
  ) {
    return inRenderFolder('short', async (folder, outputPath) => {
      const source = join(folder, 'source');
      await download(short.sourceKey, source);
      const hasAudio = (await probeMedia(binaries, source, { signal })).streams.some((stream) => stream.type === 'audio');
      let at = 0;
      const scenes = short.spans.map((span): VideoScene => {
        const scene: VideoScene = {
          visual: { kind: 'clip', path: source, inSeconds: span.start, outSeconds: span.end, volume: 100, hasAudio },
          startSeconds: at,
          endSeconds: at + (span.end - span.start),
          motion: 'still',
          fill: short.fill,
          focus: short.focus,
        };
        at = scene.endSeconds;
        return scene;
      });
      const { captions } = row.settings;
      return renderVideo({
        binaries,
        frame: videoPixelSize(row.settings.format, row.settings.resolution),
        durationSeconds: at,
        scenes,
        ...(captions.enabled && short.words.length > 0
          ? { captions: { style: captions.style as CaptionStyleId, words: short.words } }
          : {}),
        ...(short.title ? { title: { text: short.title, seconds: SHORT_TITLE_SECONDS } } : {}),
        outputPath,
        tempDir: folder,
        signal,
        onProgress: ({ percent, etaSeconds }) => onProgress(percent, etaSeconds),
      });
    });
  }

  /** Renders the row's video into storage; the key and the video's facts. */
  async function produce(row: RenderRow, signal: AbortSignal, onProgress: (percent: number, etaSeconds?: number) => void) {
    const binaries = await deps.video();
    if (!binaries) throw new Error(renderProblems.unavailable);
    // The trial or plan is checked again when the render starts: one that ended while it waited is refused.
    const owner = await renders.owner(row.userId);
    if (!owner) throw new Error('the account is gone');
    deps.entitlements.assertActive(owner);
    if (row.settings.short) return produceShort(row, row.settings.short, binaries, signal, onProgress);
    const board = await storyboardOf(row, owner, signal);
    const { source } = board;
    const { voiceover } = source;
    const settings = row.settings;
    signal.throwIfAborted();

    return inRenderFolder('render', async (folder, outputPath) => {
      const voicePath = join(folder, 'voiceover.mp3');
      await download(voiceover.audioKey, voicePath);
      // Each medium downloaded once, however many scenes show it; each section's card drawn once.
      const files = new Map<string, Promise<string>>();
      const fileOf = (medium: SceneMedium) => {
        let file = files.get(medium.id);
        if (!file) {
          const path = join(folder, `medium-${files.size}`);
          file = download(medium.fileKey, path).then(() => path);
          files.set(medium.id, file);
        }
        return file;
      };
      const cards = new Map<string, Promise<string>>();
      // The catalogue's frame for the render's format and resolution: the video's size and its cards'.
      const size = videoPixelSize(settings.format, settings.resolution);
      const style = projectStyle(source);
      const cardFor = (start: number) => {
        const section = source.sections.findLastIndex((candidate) => candidate.startMs / 1000 <= start + 0.01);
        const title = section <= 0 ? source.title : source.sections[section]!.title;
        let card = cards.get(title);
        if (!card) {
          const path = join(folder, `card-${cards.size}.png`);
          card = drawStudioCard(title, style, size, path, signal).then(() => path);
          cards.set(title, card);
        }
        return card;
      };
      const scenes: VideoScene[] = [];
      for (const scene of board.scenes) {
        const { medium } = scene;
        const visual: SceneVisual = !medium
          ? { kind: 'picture', path: await cardFor(scene.start) }
          : medium.kind === 'picture'
            ? { kind: 'picture', path: await fileOf(medium) }
            : {
                kind: 'clip',
                path: await fileOf(medium),
                inSeconds: scene.inSeconds ?? 0,
                outSeconds: scene.outSeconds ?? medium.durationSeconds,
                volume: scene.clipVolume ?? 0,
                hasAudio: (await probeMedia(binaries, await fileOf(medium), { signal })).streams.some((stream) => stream.type === 'audio'),
              };
        scenes.push({
          visual,
          startSeconds: scene.start,
          endSeconds: scene.end,
          motion: scene.motion,
          fill: scene.fill,
          ...(scene.focus ? { focus: scene.focus } : {}),
        });
      }
      let music: { path: string; volume: number } | undefined;
      if (settings.music) {
        const file = await renders.music(row.userId, settings.music.fileId);
        if (!file) throw notFound(renderProblems.musicNotFound, 'MUSIC_NOT_FOUND');
        music = { path: join(folder, 'music.m4a'), volume: settings.music.volume };
        await download(file.key, music.path);
      }
      return renderVideo({
        binaries,
        frame: size,
        voiceoverPath: voicePath,
        durationSeconds: voiceover.durationSeconds,
        scenes,
        transition: board.transition,
        ...(settings.captions.enabled ? { captions: { style: settings.captions.style as CaptionStyleId, words: voiceover.words } } : {}),
        ...(music ? { music } : {}),
        outputPath,
        tempDir: folder,
        signal,
        onProgress: ({ percent, etaSeconds }) => onProgress(percent, etaSeconds),
      });
    });
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
      if (failed) await Promise.all([publish(failed), announced(failed)]);
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
      await Promise.all([publish(done), announced(done)]);
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
      const failed = await renders.settle(row.id, leaseId, { status: 'failed', error: failureMessage(error, row) });
      if (failed) await Promise.all([publish(failed), announced(failed)]);
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
    /** Queues a render of the chosen voiceover or take, else the storyboard's (202); refused without one (400). */
    async create(user: UserRow, projectId: string, input: CreateRenderInput): Promise<Render> {
      if (!(await deps.video())) throw new HttpError(503, 'VIDEO_UNAVAILABLE', renderProblems.unavailable);
      deps.entitlements.assertActive(user);
      // Unnamed, the voice is the storyboard's, as GET storyboard shows it: the saved one's while it is kept, else the newest.
      const saved = input.voiceoverId === undefined ? await deps.storyboard.savedVoiceoverId(user.id, projectId) : undefined;
      const source = await deps.projects.renderSource(user.id, projectId, input.voiceoverId ?? saved).catch((error: unknown) => {
        // The saved storyboard's voiceover was deleted since: the newest, as the storyboard's plan falls back too.
        if (saved !== undefined) return deps.projects.renderSource(user.id, projectId);
        throw error;
      });
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

    /**
     * The project's video for its publish package: the render named (404 unless it is a finished
     * render of this project), else the newest finished one, else undefined.
     */
    async finishedVideo(userId: string, projectId: string, renderId?: string): Promise<FinishedVideo | undefined> {
      const finished = (await renders.list(userId, projectId)).filter((row) => row.status === 'done' && row.videoKey);
      const row = renderId === undefined ? finished[0] : finished.find((candidate) => candidate.id === renderId);
      if (renderId !== undefined && !row) throw renderMissing();
      return row && { ...toRender(row), key: row.videoKey!, voiceoverId: row.voiceoverId };
    },

    /**
     * Queues a batch of shorts (202): one render each, run one after another as the user's renders
     * are. Refused while an earlier batch of theirs renders (429) or when the project keeps
     * PROJECT_SHORT_BATCHES_MAX batches (409).
     */
    async createBatch(
      user: UserRow,
      batch: { projectId: string; jobId: string; format: ShortBatchFormat; resolution: RenderSettings['resolution'] },
      shorts: Array<{ short: ShortRenderSettings; captionStyle: string }>,
    ): Promise<{ batchId: string; renders: Array<{ id: string }> }> {
      if (!(await deps.video())) throw new HttpError(503, 'VIDEO_UNAVAILABLE', renderProblems.unavailable);
      deps.entitlements.assertActive(user);
      const created = await renders.createBatch(
        { userId: user.id, projectId: batch.projectId, jobId: batch.jobId },
        shorts.map(({ short, captionStyle }) => ({
          format: batch.format,
          resolution: batch.resolution,
          captions: { enabled: short.words.length > 0, style: captionStyle },
          music: null,
          scenes: null,
          short,
        })),
        { maxKept: PROJECT_SHORT_BATCHES_MAX },
      );
      if (created === undefined) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
      if (created === 'pending') throw new HttpError(429, 'SHORTS_RENDERING', shortBatchProblems.pending, { retryAfterSeconds: 30 });
      if (created === 'kept') throw conflict(shortBatchProblems.tooMany, 'SHORT_BATCH_LIMIT_REACHED');
      for (const row of created.renders) {
        await jobs.send(RENDER_QUEUE, { renderId: row.id });
        await publish(row);
      }
      return { batchId: created.batch.id, renders: created.renders.map((row) => ({ id: row.id })) };
    },

    /** A batch of the user's, its shorts in order and its progress as a whole. */
    async batch(userId: string, batchId: string): Promise<ShortBatch> {
      const found = await renders.batch(userId, batchId);
      if (!found) throw batchMissing();
      return toBatch(found.batch, found.renders);
    },

    /** The project's batches, newest first. */
    async batches(userId: string, projectId: string): Promise<ShortBatch[]> {
      await deps.projects.get(userId, projectId);
      return (await renders.batches(userId, projectId)).map((found) => toBatch(found.batch, found.renders));
    },

    /** The finished shorts of a batch and their stored videos, in order (for its package). */
    async batchVideos(
      userId: string,
      batchId: string,
    ): Promise<{ batch: ShortBatch; videos: Array<FinishedVideo & { short: ShortRenderSettings }> }> {
      const found = await renders.batch(userId, batchId);
      if (!found) throw batchMissing();
      const videos = found.renders.flatMap((row) =>
        row.status === 'done' && row.videoKey && row.settings.short
          ? [{ ...toRender(row), key: row.videoKey, voiceoverId: null, short: row.settings.short }]
          : [],
      );
      return { batch: toBatch(found.batch, found.renders), videos };
    },

    /** Stops every short of the batch that waits or renders. */
    async cancelBatch(userId: string, batchId: string): Promise<ShortBatch> {
      // One update: a short that ends meanwhile cannot start the next before it is canceled too.
      const canceled = await renders.cancelBatch(userId, batchId);
      if (!canceled) throw batchMissing();
      for (const row of canceled) {
        running.get(row.id)?.abort(new Error('canceled'));
        await publish(row);
      }
      return this.batch(userId, batchId);
    },

    /** Deletes the batch, its shorts and their videos (running ones are stopped first). */
    async removeBatch(userId: string, batchId: string): Promise<void> {
      const removed = await renders.removeBatch(userId, batchId);
      if (!removed) throw batchMissing();
      for (const row of removed) {
        running.get(row.id)?.abort(new Error('deleted'));
        if (row.videoKey) await storage.remove(row.videoKey);
      }
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
