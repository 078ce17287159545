import type { Logger } from 'pino';
import {
  PUBLISH_AT_MAX_DAYS,
  PUBLICATIONS_PENDING_MAX,
  publicationMessages,
  type CreatePublicationInput,
  type Publication,
  type PublishingQuota,
} from '@shared/contracts/publishing';
import type { Clock } from '../../../app/deps';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../../http/http-error';
import type { JobQueue } from '../../../providers/jobs/job-queue';
import type { ProjectService } from '../../projects';
import type { RenderService } from '../../renders';
import { channelNeedsReconnect, channelNotFound } from '../channels/service';
import { nextPacificMidnight, pacificDay } from './pacific-day';
import type { PublicationListRow } from './repository';
import { createPublicationRunner, type PublicationRunnerDeps } from './runner';

export const PUBLICATION_QUEUE = 'publication';
/** Publications one instance works on at once (uploads wait on the network, not the processor). */
const WORKERS = 2;
/** How often every instance looks for publications due whose job was lost (a crash, a restart). */
const SWEEP_MS = 60_000;
/** A publish time must leave the upload this long at least. */
const PUBLISH_AT_LEAD_MS = 60_000;
/** Entries the calendar feed lists at most (the newest). */
export const FEED_ENTRIES_MAX = 500;

/** A publish time leaves the upload a minute at least, and is at most a year ahead. */
function checkPublishAt(publishAt: Date, now: Date): void {
  if (publishAt.getTime() < now.getTime() + PUBLISH_AT_LEAD_MS) throw badRequest(publicationMessages.publishAtPast, 'PUBLISH_AT_PAST');
  if (publishAt.getTime() > now.getTime() + PUBLISH_AT_MAX_DAYS * 86_400_000) {
    throw badRequest(publicationMessages.publishAtTooFar, 'PUBLISH_AT_TOO_FAR');
  }
}

const publicationMissing = () => notFound(publicationMessages.notFound, 'PUBLICATION_NOT_FOUND');

export const toPublication = (row: PublicationListRow): Publication => ({
  id: row.id,
  projectId: row.projectId,
  projectTitle: row.projectTitle,
  channelId: row.channelId,
  channelName: row.channelName,
  platform: row.platform,
  renderId: row.renderId,
  title: row.title,
  description: row.description,
  tags: row.tags,
  categoryId: row.categoryId,
  language: row.language,
  privacy: row.privacy,
  madeForKids: row.madeForKids,
  publishAt: row.publishAt?.toISOString() ?? null,
  thumbnail: row.thumbnail,
  captions: row.captions,
  status: row.status,
  progress: row.progress,
  error: row.error,
  notice: row.notice,
  videoId: row.videoId,
  url: row.url,
  calendarAt: row.calendarAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Publications: a project's finished render sent to one of the user's channels, now or at a set
 * time, as a job (the upload survives a closed browser and a restarted server), and what the
 * calendar shows of them. The steps themselves are the runner's (runner.ts).
 */
export function createPublicationService(
  deps: Omit<PublicationRunnerDeps, 'renders' | 'projects'> & {
    renders: RenderService;
    projects: ProjectService;
    jobs: JobQueue;
    clock: Clock;
    log: Logger;
  },
) {
  const { publications, channels, jobs, clock, log } = deps;
  const runner = createPublicationRunner(deps);
  let sweeper: NodeJS.Timeout | undefined;

  /** A job for the publication at `dueAt` (the claim refuses it if another run holds the row or it is not due yet). */
  async function sendJob(id: string, dueAt: Date | null): Promise<void> {
    if (!dueAt) return;
    const afterSeconds = Math.max(0, Math.ceil((dueAt.getTime() - clock.now().getTime()) / 1000));
    await jobs.send(PUBLICATION_QUEUE, { publicationId: id }, afterSeconds > 0 ? { afterSeconds } : {});
  }

  async function sweep(): Promise<void> {
    for (const id of await publications.due(clock.now())) await sendJob(id, clock.now());
    // Yesterday's count may still be asked for around midnight; older days never are.
    await publications.forgetSpendBefore(pacificDay(new Date(clock.now().getTime() - 2 * 86_400_000)));
  }

  async function view(userId: string, id: string): Promise<Publication> {
    const row = await publications.find(userId, id);
    if (!row) throw publicationMissing();
    return toPublication(row);
  }

  return {
    /**
     * Checks the channel (the user's, connected), the render (a finished one of the project) and the
     * time, then records the publication and queues its upload (202). At most
     * PUBLICATIONS_PENDING_MAX of a user's uploads run or wait at once (429).
     */
    async create(user: UserRow, projectId: string, input: CreatePublicationInput): Promise<Publication> {
      const now = clock.now();
      const publishAt = input.publishAt ? new Date(input.publishAt) : null;
      if (publishAt) checkPublishAt(publishAt, now);
      // The project first: another user's project is 404 whatever else is asked.
      await deps.projects.get(user.id, projectId);
      const channel = (await channels.list(user.id)).channels.find((candidate) => candidate.id === input.channelId);
      if (!channel) throw channelNotFound();
      if (channel.status === 'reconnect') throw channelNeedsReconnect();
      await deps.renders.finishedVideo(user.id, projectId, input.renderId);
      await channels.youtube();
      const created = await publications.create(
        {
          userId: user.id,
          projectId,
          channelId: channel.id,
          platform: channel.platform,
          renderId: input.renderId,
          title: input.title,
          description: input.description,
          tags: input.tags,
          categoryId: input.categoryId,
          language: input.language,
          privacy: input.privacy,
          madeForKids: input.madeForKids,
          publishAt,
          thumbnail: input.thumbnail,
          captions: input.captions,
          dueAt: now,
          calendarAt: publishAt ?? now,
          createdAt: now,
          updatedAt: now,
        },
        PUBLICATIONS_PENDING_MAX,
      );
      if (created === 'too-many') throw new HttpError(429, 'TOO_MANY_PUBLICATIONS', publicationMessages.tooManyPending);
      await sendJob(created.id, now);
      log.info(
        { userId: user.id, publicationId: created.id, channelId: channel.id, scheduled: publishAt !== null },
        'a publication was queued',
      );
      return view(user.id, created.id);
    },

    get: view,

    async inRange(userId: string, from: Date, to: Date): Promise<Publication[]> {
      return (await publications.inRange(userId, from, to)).map(toPublication);
    },

    async ofProject(userId: string, projectId: string): Promise<Publication[]> {
      await deps.projects.get(userId, projectId);
      return (await publications.ofProject(userId, projectId)).map(toPublication);
    },

    /** A new publish time: sent to the platform at once when the video is there, else with the upload. */
    async reschedule(userId: string, id: string, publishAtIso: string): Promise<Publication> {
      const now = clock.now();
      const publishAt = new Date(publishAtIso);
      const current = await publications.find(userId, id);
      if (!current) throw publicationMissing();
      if (!current.publishAt) throw conflict(publicationMessages.notScheduled, 'PUBLICATION_NOT_SCHEDULED');
      checkPublishAt(publishAt, now);
      const row = await publications.reschedule(userId, id, publishAt, now);
      if (!row) throw conflict(publicationMessages.notReschedulable, 'PUBLICATION_NOT_RESCHEDULABLE');
      await sendJob(row.id, row.dueAt);
      return view(userId, id);
    },

    /** Stops an upload the platform does not have whole yet (the run under way stops at its next chunk). */
    async cancel(userId: string, id: string): Promise<Publication> {
      const row = await publications.cancel(userId, id, clock.now());
      if (!row) {
        if (!(await publications.find(userId, id))) throw publicationMissing();
        throw conflict(publicationMessages.notCancelable, 'PUBLICATION_NOT_CANCELABLE');
      }
      log.info({ userId, publicationId: id }, 'a publication was canceled');
      return view(userId, id);
    },

    /** Looks at the video on the platform again now (the calendar's dialog asks when it opens one). */
    async refresh(userId: string, id: string): Promise<Publication> {
      const row = await publications.lookAgain(userId, id, clock.now());
      if (row) await sendJob(row.id, row.dueAt);
      return view(userId, id);
    },

    /** The platform's daily quota as the studio counts it, for the user's channel when one is named. */
    async quota(userId: string, channelId?: string): Promise<PublishingQuota> {
      if (channelId && !(await channels.list(userId)).channels.some((channel) => channel.id === channelId)) throw channelNotFound();
      const youtube = await channels.youtube();
      const now = clock.now();
      const spent = await publications.quotaSpent(youtube.id, pacificDay(now), channelId);
      const { quota } = youtube;
      const left = Math.max(0, quota.dailyLimit - spent.total);
      return {
        platform: youtube.id,
        dailyLimit: quota.dailyLimit,
        costs: {
          upload: quota.upload,
          thumbnail: quota.thumbnail,
          captions: quota.captions,
          reschedule: quota.update + quota.statusCheck,
          statusCheck: quota.statusCheck,
        },
        usedToday: spent.total,
        channelUsedToday: channelId ? spent.channel : null,
        left,
        uploadsLeft: Math.floor(left / quota.upload),
        resetsAt: nextPacificMidnight(now).toISOString(),
        notes: [publicationMessages.quotaCount, publicationMessages.auditNote],
      };
    },

    /** One job: the publication's next step, then a job for the one after (the sweep sends any that is lost). */
    async runJob(publicationId: string, stopping: AbortSignal): Promise<void> {
      const settled = await runner.run(publicationId, stopping);
      if (settled && !stopping.aborted) await sendJob(settled.id, settled.dueAt);
    },

    /** Starts this instance's publication workers and the sweep for publications due whose job was lost. */
    async start(): Promise<void> {
      await jobs.work<{ publicationId: string }>(PUBLICATION_QUEUE, WORKERS, (job) => this.runJob(job.data.publicationId, job.signal));
      await sweep();
      sweeper = setInterval(() => void sweep().catch((err: unknown) => log.warn({ err }, 'publication sweep failed')), SWEEP_MS);
      sweeper.unref();
    },

    stop(): void {
      clearInterval(sweeper);
    },

    sweep,
  };
}

export type PublicationService = ReturnType<typeof createPublicationService>;
