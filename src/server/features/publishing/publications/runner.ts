import { buffer as readBuffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import { publicationMessages, publishingMessages } from '@shared/contracts/publishing';
import type { Clock } from '../../../app/deps';
import type { PublicationRow } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { JobQueueStopping } from '../../../providers/jobs/job-queue';
import {
  PlatformError,
  type PlatformVideoState,
  type PublishingPlatform,
  type UploadProgress,
  type UploadSession,
} from '../../../providers/publishing/publishing-platform';
import { storedFileKey, type FileStorage } from '../../../providers/storage/file-storage';
import type { SettingsCipher } from '../../ai-engines';
import type { ProjectService } from '../../projects';
import type { RenderService } from '../../renders';
import type { WebhookEvents } from '../../webhooks';
import { channelNotFound, platformErrorLog, type ChannelService } from '../channels/service';
import { nextPacificMidnight, pacificDay } from './pacific-day';
import type { PublicationChanges, PublicationRepository } from './repository';

/** How long a run holds its publication; the run extends it every HEARTBEAT_MS and with every chunk. */
export const LEASE_MS = 2 * 60_000;
const HEARTBEAT_MS = 30_000;
/** Bytes sent per request (a multiple of the platform's unit): fewer requests, and a cut one loses at most this. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
/** Tries in a row that may fail for a passing reason before the publication fails. */
export const MAX_FAILURES = 6;
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 10 * 60_000;
/** How soon YouTube is asked again while it processes an upload: at first; then a tenth of the time it has taken, up to LONGEST. */
const PROCESSING_CHECK_MS = 30_000;
const LONGEST_PROCESSING_CHECK_MS = 30 * 60_000;
/** Processing longer than this is not followed further (each look costs quota). */
const PROCESSING_GIVE_UP_HOURS = 48;
/** How often a scheduled video is looked at (it may have been published early in YouTube Studio); 1 unit each. */
const SCHEDULED_CHECK_MS = 60 * 60_000;
/** A video scheduled more than a day ahead is looked at this often. */
const FAR_SCHEDULED_CHECK_MS = 6 * 60 * 60_000;
/** Past its time and still private: looked at this often until KEPT_PRIVATE_AFTER_MS. */
const AFTER_ITS_TIME_CHECK_MS = 5 * 60_000;
/** Waiting for a reconnection or Google's setup stops after this (YouTube keeps an unfinished upload about a week). */
const WAITING_GIVE_UP_MS = 7 * 86_400_000;
/** After its publish time, how long a video that stays private is looked for before it counts as kept private. */
const KEPT_PRIVATE_AFTER_MS = 60 * 60_000;
/** How soon a publication waiting for its channel (reconnect) or for Google's setup looks again. */
const WAITING_CHECK_MS = 10 * 60_000;
/** Chunks in a row that the platform confirmed no new byte of before the try counts as failed. */
const STALLED_CHUNKS = 3;

/** What a step ends with: the row's changes and when the next step is due (null: nothing left). */
interface Outcome {
  changes: PublicationChanges;
  dueAt: Date | null;
}

/** The run no longer holds its publication (canceled, deleted, or taken over): it stops. */
class LostHold extends Error {
  constructor() {
    super('The publication is no longer held by this run');
  }
}

export interface PublicationRunnerDeps {
  publications: PublicationRepository;
  channels: ChannelService;
  renders: RenderService;
  projects: ProjectService;
  storage: FileStorage;
  cipher: SettingsCipher;
  clock: Clock;
  log: Logger;
  /** Told when a publication is published or fails. */
  webhooks: WebhookEvents;
}

const noop = () => undefined;

const joinNotices = (...notices: Array<string | null | undefined>) => notices.filter(Boolean).join(' ') || null;

/**
 * One run of a publication's next step: the upload (resumed from the byte the platform confirmed),
 * the thumbnail and captions, then looks at the video on the platform until it is out. The row is
 * the truth; a run claims it, holds it while it works (a heartbeat), and settles it with when the
 * next step is due. What the platform refuses is said in words; what may pass is tried again later.
 */
export function createPublicationRunner(deps: PublicationRunnerDeps) {
  const { publications, channels, storage, cipher, clock, log } = deps;

  /** Holds the row while a run works: extends the lease on a timer and with each bit of progress. */
  function hold(row: PublicationRow, abort: AbortController) {
    const attempt = row.attempts;
    const pending = new Set<Promise<unknown>>();
    let extendedAt = performance.now();
    const extend = (changes: PublicationChanges) => {
      const now = clock.now();
      const write = publications.progress(row.id, attempt, changes, now, new Date(now.getTime() + LEASE_MS)).then((held) => {
        if (!held) abort.abort(new LostHold());
        else extendedAt = performance.now();
        return held;
      });
      const settled = write.then(noop, noop);
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return write;
    };
    const timer = setInterval(() => {
      extend({}).catch((err: unknown) => {
        log.warn({ err, publicationId: row.id }, 'publication heartbeat failed');
        // The lease runs out before long: another run may take the row, so this one stops first.
        if (performance.now() - extendedAt > LEASE_MS - HEARTBEAT_MS) abort.abort(new LostHold());
      });
    }, HEARTBEAT_MS);
    timer.unref();
    return {
      /** Records progress; the run stops (LostHold) when it no longer holds the row. */
      async progress(changes: PublicationChanges) {
        const held = await extend(changes);
        if (!held) throw new LostHold();
        Object.assign(row, held);
      },
      /** Ends the heartbeat, waiting for one under way (so none lands after the settle). */
      async release() {
        clearInterval(timer);
        await Promise.all(pending);
      },
    };
  }

  /** The platform's call with the channel's access token, renewed once if the platform refuses it before its time. */
  async function withToken<T>(row: PublicationRow, call: (youtube: PublishingPlatform, token: string) => Promise<T>): Promise<T> {
    if (!row.channelId) throw channelNotFound();
    const youtube = await channels.youtube();
    const token = await channels.accessToken(row.userId, row.channelId);
    try {
      return await call(youtube, token);
    } catch (error) {
      if (!(error instanceof PlatformError && error.reason === 'authError')) throw error;
      return call(youtube, await channels.renewAccessToken(row.userId, row.channelId, token));
    }
  }

  /** Counts a call's quota units (a refused call costs too), then makes it. */
  async function spending<T>(row: PublicationRow, units: number, call: () => Promise<T>): Promise<T> {
    const now = clock.now();
    await publications.spend(row, pacificDay(now), units, now);
    return call();
  }

  const sessionOf = (row: PublicationRow): UploadSession | undefined =>
    row.uploadUrlCiphertext ? { url: cipher.decrypt(row.uploadUrlCiphertext) } : undefined;

  async function readRange(key: string, start: number, end: number): Promise<Buffer> {
    const file = await storage.get(key, { start, end: end - 1 });
    if (!file || file.range === 'unsatisfiable') throw new Error(`the stored video ${key} is gone or shorter than before`);
    return readBuffer(file.body);
  }

  /** Sends the file from the byte the platform confirmed; returns the video it became. */
  async function upload(
    row: PublicationRow,
    held: ReturnType<typeof hold>,
    signal: AbortSignal,
  ): Promise<{ videoId: string; notice: string | null }> {
    if (!row.renderId) throw new Failure(publicationMessages.renderGone);
    const video = await deps.renders.finishedVideo(row.userId, row.projectId, row.renderId).catch(() => undefined);
    if (!video) throw new Failure(publicationMessages.renderGone);
    const file = await storage.get(video.key, { start: 0, end: 0 });
    if (!file) throw new Failure(publicationMessages.renderGone);
    file.body.destroy();
    const total = file.size;
    const youtube = await channels.youtube();
    const unit = youtube.chunkUnit;
    const chunkBytes = Math.max(unit, Math.floor(CHUNK_BYTES / unit) * unit);
    let notice: string | null = null;

    const open = async (): Promise<UploadSession> => {
      // A publish time that has passed (an upload started again late) is no time at all: it goes out as asked, now.
      const publishAt = row.publishAt && row.publishAt.getTime() > clock.now().getTime() + 60_000 ? row.publishAt : null;
      if (row.publishAt && !publishAt) notice = joinNotices(notice, publicationMessages.publishAtPassed);
      const session = await withToken(row, (platform, token) =>
        spending(row, platform.quota.upload, () =>
          platform.startUpload(
            token,
            {
              title: row.title,
              description: row.description,
              tags: row.tags,
              categoryId: row.categoryId,
              language: row.language,
              privacy: row.privacy,
              madeForKids: row.madeForKids,
              publishAt,
            },
            { bytes: total, contentType: 'video/mp4' },
            signal,
          ),
        ),
      );
      await held.progress({
        uploadUrlCiphertext: cipher.encrypt(session.url),
        totalBytes: total,
        confirmedBytes: 0,
        progress: 0,
        platformPublishAt: publishAt,
      });
      return session;
    };

    let session = row.totalBytes === total ? sessionOf(row) : undefined;
    let state: UploadProgress;
    if (!session) {
      session = await open();
      state = { state: 'incomplete', confirmedBytes: 0 };
    } else {
      const resumed = session;
      try {
        state = await withToken(row, (platform, token) => platform.uploadStatus(token, resumed, total, signal));
      } catch (error) {
        if (!(error instanceof PlatformError && error.reason === 'uploadSessionExpired')) throw error;
        notice = publicationMessages.restartedFromZero;
        session = await open();
        state = { state: 'incomplete', confirmedBytes: 0 };
      }
    }

    let stalled = 0;
    while (state.state === 'incomplete') {
      const from = state.confirmedBytes;
      // Bytes confirmed since the last try: the tries that failed before it no longer count.
      const moved = from > row.confirmedBytes ? { failures: 0 } : {};
      await held.progress({ confirmedBytes: from, progress: Math.floor((from / total) * 100), error: null, ...moved });
      if (from >= total) {
        // Everything arrived, yet the platform has not said which video: ask once more.
        const current = session;
        state = await withToken(row, (platform, token) => platform.uploadStatus(token, current, total, signal));
        if (state.state === 'incomplete')
          throw new PlatformError('The platform holds every byte but made no video', 'unavailable', 0, true);
        break;
      }
      const bytes = await readRange(video.key, from, Math.min(from + chunkBytes, total));
      const current = session;
      state = await withToken(row, (platform, token) => platform.sendChunk(token, current, { bytes, from, totalBytes: total }, signal));
      if (state.state === 'incomplete' && state.confirmedBytes <= from) {
        stalled += 1;
        if (stalled >= STALLED_CHUNKS) throw new PlatformError('The platform confirmed no new bytes', 'unavailable', 0, true);
      } else {
        stalled = 0;
      }
    }
    return { videoId: state.videoId, notice };
  }

  /** The thumbnail and captions asked for; what cannot be set is said in a notice, the video stays. */
  async function setExtras(row: PublicationRow, signal: AbortSignal): Promise<string | null> {
    if (!row.videoId || (!row.thumbnail && !row.captions)) return null;
    const videoId = row.videoId;
    const project = await deps.projects.get(row.userId, row.projectId);
    const notices: string[] = [];
    if (row.thumbnail) {
      const chosen = project.thumbnails.find((thumbnail) => thumbnail.chosen);
      if (!chosen) notices.push(publicationMessages.noThumbnail);
      else {
        const file = await storage.get(storedFileKey(chosen.url));
        if (!file) notices.push(publicationMessages.thumbnailNotSet('its file is gone.'));
        else {
          const bytes = await readBuffer(file.body);
          const contentType = file.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
          const refused = await refusal(() =>
            withToken(row, (platform, token) =>
              spending(row, platform.quota.thumbnail, () => platform.setThumbnail(token, videoId, { bytes, contentType }, signal)),
            ),
          );
          if (refused) notices.push(publicationMessages.thumbnailNotSet(refused));
        }
      }
    }
    if (row.captions) {
      const render = row.renderId
        ? await deps.renders.finishedVideo(row.userId, row.projectId, row.renderId).catch(() => undefined)
        : undefined;
      const voiceover = project.voiceovers.find((candidate) => candidate.id === render?.voiceoverId);
      const file = voiceover && (await storage.get(storedFileKey(voiceover.captions.vtt)));
      if (!file) notices.push(publicationMessages.noCaptions);
      else {
        const vtt = await readBuffer(file.body);
        const refused = await refusal(() =>
          withToken(row, (platform, token) =>
            spending(row, platform.quota.captions, () =>
              platform.setCaptions(token, videoId, { language: row.language, name: 'Voiceover', vtt }, signal),
            ),
          ),
        );
        if (refused) notices.push(publicationMessages.captionsNotSet(refused));
      }
    }
    return notices.length > 0 ? notices.join(' ') : null;
  }

  /** A new publish time the owner gave, sent to the platform; a refusal becomes a notice. */
  async function sendPublishTime(row: PublicationRow, signal: AbortSignal): Promise<PublicationChanges> {
    const { videoId, publishAt } = row;
    if (!videoId || !publishAt || publishAt.getTime() === row.platformPublishAt?.getTime()) return {};
    // A time that has passed cannot be sent (the upload went out without it).
    if (publishAt.getTime() <= clock.now().getTime() + 60_000) return {};
    const refused = await refusal(() =>
      withToken(row, (platform, token) =>
        spending(row, platform.quota.update + platform.quota.statusCheck, () => platform.reschedule(token, videoId, publishAt, signal)),
      ),
    );
    return refused
      ? { notice: joinNotices(row.notice, publicationMessages.rescheduleNotSent(refused)) }
      : { platformPublishAt: publishAt, notice: row.notice };
  }

  const videoState = (row: PublicationRow, signal: AbortSignal): Promise<PlatformVideoState> =>
    withToken(row, (platform, token) => spending(row, platform.quota.statusCheck, () => platform.videoState(token, row.videoId!, signal)));

  /** Where a video on the platform is, and what follows. */
  function afterLooking(row: PublicationRow, state: PlatformVideoState, changes: PublicationChanges): Outcome {
    const now = clock.now();
    if (state.upload === 'failed') return failed(publicationMessages.processingFailed(state.problem ?? 'no reason given'));
    if (state.upload === 'rejected') return failed(publicationMessages.rejected(state.problem ?? 'no reason given'));
    if (state.upload === 'deleted') return failed(publicationMessages.deletedOnPlatform);
    if (state.upload === 'uploaded') {
      const processingMs = now.getTime() - row.createdAt.getTime();
      if (processingMs > PROCESSING_GIVE_UP_HOURS * 3_600_000)
        return failed(publicationMessages.processingTooLong(PROCESSING_GIVE_UP_HOURS));
      const waitMs = Math.min(LONGEST_PROCESSING_CHECK_MS, Math.max(PROCESSING_CHECK_MS, processingMs / 10));
      return { changes: { ...changes, status: 'processing', url: state.url }, dueAt: new Date(now.getTime() + waitMs) };
    }
    const goesOutAt = row.platformPublishAt ?? row.publishAt;
    if (state.privacy === 'private' && goesOutAt && goesOutAt.getTime() + KEPT_PRIVATE_AFTER_MS > now.getTime()) {
      // Scheduled: looked at now and then (it may be published early in YouTube Studio), and just after its time.
      const untilItsTime = goesOutAt.getTime() - now.getTime();
      const next =
        untilItsTime <= 0
          ? now.getTime() + AFTER_ITS_TIME_CHECK_MS
          : Math.min(
              now.getTime() + (untilItsTime > 86_400_000 ? FAR_SCHEDULED_CHECK_MS : SCHEDULED_CHECK_MS),
              goesOutAt.getTime() + 60_000,
            );
      return { changes: { ...changes, status: 'scheduled', url: state.url }, dueAt: new Date(next) };
    }
    // Out, or private past its time or though it was not asked for: YouTube keeps an unaudited project's uploads private.
    const keptPrivate = state.privacy === 'private' && row.privacy !== 'private' ? publicationMessages.keptPrivate : null;
    return published(row, changes, state, goesOutAt && goesOutAt < now ? goesOutAt : now, keptPrivate);
  }

  function published(
    row: PublicationRow,
    changes: PublicationChanges,
    state: PlatformVideoState,
    at: Date,
    notice: string | null,
  ): Outcome {
    return {
      changes: {
        ...changes,
        status: 'published',
        url: state.url,
        publishedAt: at,
        calendarAt: row.publishAt ?? at,
        notice: joinNotices(changes.notice ?? row.notice, notice),
      },
      dueAt: null,
    };
  }

  /** The step the publication is at, and what follows it. */
  async function step(row: PublicationRow, held: ReturnType<typeof hold>, signal: AbortSignal): Promise<Outcome> {
    let changes: PublicationChanges = {};
    if (row.status === 'uploading') {
      const { videoId, notice } = await upload(row, held, signal);
      changes = {
        status: 'processing',
        videoId,
        progress: 100,
        confirmedBytes: row.totalBytes ?? 0,
        error: null,
        failures: 0,
        notice: joinNotices(row.notice, notice),
      };
      await held.progress(changes);
    }
    if (!row.extrasDone) {
      changes = { ...changes, extrasDone: true, notice: joinNotices(row.notice, await setExtras(row, signal)) };
      await held.progress(changes);
    }
    const timeSent = await sendPublishTime(row, signal);
    if (Object.keys(timeSent).length > 0) {
      changes = { ...changes, ...timeSent };
      await held.progress(changes);
    }
    return afterLooking(row, await videoState(row, signal), { ...changes, error: null, failures: 0 });
  }

  /** What a step's error means for the publication: fails it, waits, or tries again with backoff. */
  function afterError(row: PublicationRow, error: unknown): Outcome {
    const now = clock.now();
    const later = (ms: number) => new Date(now.getTime() + ms);
    if (error instanceof Failure) return failed(error.message);
    if (error instanceof HttpError) {
      if (error.code === 'CHANNEL_NOT_FOUND') return failed(publicationMessages.channelGone);
      // Waiting for the owner (reconnect) or the operator (Google's client): the upload is kept to go on from where it is.
      const waitedTooLong = now.getTime() - row.createdAt.getTime() > WAITING_GIVE_UP_MS;
      if ((error.code === 'CHANNEL_RECONNECT' || error.code === 'YOUTUBE_NOT_CONFIGURED') && waitedTooLong) {
        return failed(publicationMessages.waitedTooLong);
      }
      if (error.code === 'CHANNEL_RECONNECT') {
        const message = row.status === 'uploading' ? publicationMessages.reconnectToResume : publishingMessages.reconnect;
        return { changes: { error: message }, dueAt: later(WAITING_CHECK_MS) };
      }
      if (error.code === 'YOUTUBE_NOT_CONFIGURED')
        return { changes: { error: publishingMessages.notConfigured }, dueAt: later(WAITING_CHECK_MS) };
    }
    if (error instanceof PlatformError) {
      if (error.reason === 'quotaExceeded')
        return { changes: { error: publicationMessages.quotaExceeded }, dueAt: new Date(nextPacificMidnight(now).getTime() + 60_000) };
      if (error.reason === 'uploadLimitExceeded') return failed(publicationMessages.uploadLimitExceeded);
      if (error.reason === 'forbidden') return failed(publicationMessages.forbidden);
      if (error.reason === 'videoNotFound') return failed(publicationMessages.deletedOnPlatform);
      if (error.reason === 'invalid_grant') return { changes: { error: publishingMessages.reconnect }, dueAt: later(WAITING_CHECK_MS) };
      if (!error.retryable && error.reason !== 'authError') return failed(publicationMessages.rejected(error.message));
    }
    const failures = row.failures + 1;
    if (failures >= MAX_FAILURES) return failed(publicationMessages.failed);
    const waitMs = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    const percent = row.totalBytes ? Math.floor((row.confirmedBytes / row.totalBytes) * 100) : 0;
    const message = row.status === 'uploading' ? publicationMessages.interrupted(percent, Math.round(waitMs / 1000)) : row.error;
    return { changes: { failures, error: message }, dueAt: later(waitMs) };
  }

  /**
   * An upload canceled by its owner while its last bytes were on the way: if the platform made the
   * video all the same, it is deleted there (the owner asked for it not to go out), or the canceled
   * publication says where it is.
   */
  async function afterCancel(row: PublicationRow): Promise<void> {
    const session = sessionOf(row);
    const total = row.totalBytes;
    const current = await publications.status(row.id);
    if (!session || !total || current !== 'canceled') return;
    try {
      const state = await withToken(row, (platform, token) => platform.uploadStatus(token, session, total));
      if (state.state !== 'complete') return;
      const { videoId } = state;
      const removed = await withToken(row, (platform, token) =>
        spending(row, platform.quota.remove, () => platform.removeVideo(token, videoId)),
      ).then(
        () => true,
        (err: unknown) => {
          log.warn(
            { err: platformErrorLog(err), publicationId: row.id },
            'a video uploaded as its publication was canceled could not be deleted',
          );
          return false;
        },
      );
      const url = removed
        ? null
        : ((await withToken(row, (platform, token) => platform.videoState(token, videoId)).catch(() => undefined))?.url ?? null);
      const notice = removed ? publicationMessages.canceledAndRemoved : publicationMessages.canceledTooLate(url ?? videoId);
      await publications.canceledTooLate(row.id, { videoId: removed ? null : videoId, url, notice }, clock.now());
    } catch (err) {
      log.warn({ err: platformErrorLog(err), publicationId: row.id }, 'a canceled upload could not be looked up');
    }
  }

  /**
   * One run: claims the publication if it is due and no run holds it, runs its step, and settles it.
   * Returns the settled row (its `dueAt` says when the next run is due), or undefined when there
   * was nothing to run or the run lost the row.
   */
  async function run(id: string, stopping: AbortSignal): Promise<PublicationRow | undefined> {
    const now = clock.now();
    const row = await publications.claim(id, now, new Date(now.getTime() + LEASE_MS));
    if (!row) return undefined;
    const claimedPublishAt = row.publishAt;
    const abort = new AbortController();
    const onStop = () => abort.abort(stopping.reason);
    if (stopping.aborted) onStop();
    else stopping.addEventListener('abort', onStop, { once: true });
    const held = hold(row, abort);
    let outcome: Outcome;
    try {
      outcome = await step(row, held, abort.signal);
    } catch (error) {
      const reason: unknown = abort.signal.aborted ? abort.signal.reason : error;
      if (reason instanceof LostHold || error instanceof LostHold) {
        await held.release();
        await afterCancel(row);
        return undefined;
      }
      if (reason instanceof JobQueueStopping) {
        // Another instance (or this one, restarted) goes on from the byte the platform confirmed.
        outcome = { changes: {}, dueAt: clock.now() };
      } else {
        log.warn({ err: platformErrorLog(error), publicationId: id, status: row.status }, 'a publication step failed');
        outcome = afterError(row, error);
      }
    } finally {
      stopping.removeEventListener('abort', onStop);
    }
    await held.release();
    const settled = await publications.settle(id, row.attempts, outcome.changes, outcome.dueAt, clock.now(), claimedPublishAt);
    if (settled && settled.status !== row.status) announce(settled);
    return settled;
  }

  /** A publication that has just gone out, or just failed, as publication.published or publication.failed. */
  function announce(row: PublicationRow): void {
    const about = {
      publicationId: row.id,
      projectId: row.projectId,
      renderId: row.renderId,
      channelId: row.channelId,
      platform: row.platform,
      title: row.title,
    };
    if (row.status === 'published') {
      deps.webhooks.emit({
        type: 'publication.published',
        userId: row.userId,
        data: { ...about, videoId: row.videoId, url: row.url, privacy: row.privacy, publishedAt: row.publishedAt?.toISOString() ?? null },
      });
    }
    if (row.status === 'failed')
      deps.webhooks.emit({ type: 'publication.failed', userId: row.userId, data: { ...about, error: row.error } });
  }

  return { run };
}

/** The publication cannot go on: it fails with this message. */
export class Failure extends Error {}

const failed = (message: string): Outcome => ({ changes: { status: 'failed', error: message }, dueAt: null });

/** Runs a call whose refusal is only worth a notice: the platform's words when it refused, else null (a passing failure is thrown). */
async function refusal(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    // Captions sent by an earlier try whose answer was lost: they are there.
    if (error instanceof PlatformError && error.reason === 'captionExists') return null;
    if (error instanceof PlatformError && !error.retryable && error.reason !== 'authError') return `${error.message.replace(/\.?$/, '.')}`;
    throw error;
  }
}
