/**
 * Publishing a project to YouTube end to end against the Google stand-in: the studio's routes, the
 * real YouTube platform pointed at the stand-in by the GOOGLE_*_BASE_URL settings, the database,
 * and the publication jobs run step by step as a worker runs them (the clock is the app's, moved by
 * the test; the stand-in keeps real time, so the app's clock starts at the real now).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicationMessages, type Publication, type PublishingQuota } from '@shared/contracts/publishing';
import { channels, publications } from '../../../db/schema';
import { JobQueueStopping } from '../../../providers/jobs/job-queue';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { capturedLog } from '../../../test/captured-log';
import { registerUser } from '../../../test/factories';
import { startGoogleTestServer, type GoogleTestServer } from '../../../test/google-test-server';
import { publishingApi } from '../../../test/publishing-api';
import { recordedPayloads, webhookEndpointOf } from '../../../test/webhook-endpoints';
import { nextPacificMidnight } from './pacific-day';
import { createPublicationRepository } from './repository';
import { createPublicationRunner } from './runner';

const DAY = 86_400_000;

let google: GoogleTestServer;
beforeAll(async () => {
  google = await startGoogleTestServer();
});
afterAll(() => google.close());

const logged = capturedLog();
const ctx = useTestApp({ log: logged.log }, () => google.env);
const api = publishingApi(ctx, () => google);

beforeEach(() => {
  // The stand-in checks publish times against the real clock.
  ctx.clock.advance(Date.now() - ctx.clock.now().getTime());
});

async function rowOf(id: string) {
  const [row] = await ctx.database.db.select().from(publications).where(eq(publications.id, id));
  return row!;
}

/** A creator with a connected channel and a project ready to publish. */
async function creator(videoBytes?: number, options?: { thumbnail?: boolean }) {
  const user = await registerUser(ctx.app);
  const channelId = await api.connectChannel(user);
  const project = await api.projectToPublish(user, videoBytes, options);
  return { user, channelId, ...project };
}

/** Moves the app's clock past the publication's due time, then runs its step. */
async function runWhenDue(id: string) {
  const { dueAt } = await rowOf(id);
  if (dueAt && dueAt > ctx.clock.now()) ctx.clock.advance(dueAt.getTime() - ctx.clock.now().getTime() + 1);
  await api.runStep(id);
}

describe('publishing a project now', () => {
  it('uploads the render with its details, sets the thumbnail and captions, and turns published once YouTube has processed it', async () => {
    const { user, channelId, projectId, renderId, video } = await creator();
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId));
    expect(made).toMatchObject({
      status: 'uploading',
      progress: 0,
      projectId,
      channelId,
      channelName: 'Genesis Test Channel',
      videoId: null,
    });

    await api.runStep(made.id);
    const processing = await api.get(user, made.id);
    expect(processing).toMatchObject({ status: 'processing', progress: 100, error: null });
    const uploaded = google.video(processing.videoId!);
    expect(uploaded.bytes.equals(video)).toBe(true);
    expect(uploaded.received).toMatchObject({
      snippet: { title: 'Pour-over at home', tags: ['pour over', 'coffee'], categoryId: '26', defaultLanguage: 'en' },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    });
    expect(uploaded.received.status).not.toHaveProperty('publishAt');
    expect(uploaded.thumbnail?.contentType).toMatch(/^image\/(jpeg|png)$/);
    expect(uploaded.captions).toHaveLength(1);
    expect(uploaded.captions[0]!.body).toMatch(/^WEBVTT/);
    expect(uploaded.captions[0]!.snippet).toMatchObject({ language: 'en', name: 'Voiceover' });

    google.markProcessed(processing.videoId!);
    await runWhenDue(made.id);
    const published = await api.get(user, made.id);
    expect(published).toMatchObject({ status: 'published', notice: null, url: `https://www.youtube.com/watch?v=${processing.videoId}` });
    expect(published.publishedAt).not.toBeNull();
    expect((await rowOf(made.id)).dueAt).toBeNull();

    // The quota it spent is counted for the Pacific day: the upload, thumbnail, captions and two looks.
    const quota = (await api.call('GET', `/publications/quota?channelId=${channelId}`, user.headers)).json<PublishingQuota>();
    expect(quota.channelUsedToday).toBe(1600 + 50 + 400 + 1 + 1);
    expect(quota.usedToday).toBeGreaterThanOrEqual(quota.channelUsedToday!);
    expect(quota.left).toBe(10_000 - quota.usedToday);
    expect(quota.uploadsLeft).toBe(Math.floor(quota.left / 1600));
    expect(quota.resetsAt).toBe(nextPacificMidnight(ctx.clock.now()).toISOString());
    expect(quota.notes).toEqual([publicationMessages.quotaCount, publicationMessages.auditNote]);

    // Google has counted those units: deleting the project does not give them back.
    expect((await api.call('DELETE', `/projects/${projectId}`, user.headers)).statusCode).toBe(204);
    const after = (await api.call('GET', `/publications/quota?channelId=${channelId}`, user.headers)).json<PublishingQuota>();
    expect(after).toMatchObject({ usedToday: quota.usedToday, channelUsedToday: quota.channelUsedToday });
  });

  it("tells the owner's webhook endpoints once the video is out", async () => {
    const { user, channelId, projectId, renderId } = await creator();
    const endpointId = await webhookEndpointOf(ctx, user.user.id, ['publication.published']);
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false, thumbnail: false }));
    await api.runStep(made.id);
    const { videoId } = await api.get(user, made.id);
    google.markProcessed(videoId!);
    await runWhenDue(made.id);
    expect(await recordedPayloads(ctx, endpointId)).toEqual([
      {
        type: 'publication.published',
        timestamp: expect.any(String),
        data: expect.objectContaining({
          publicationId: made.id,
          projectId,
          renderId,
          channelId,
          videoId,
          url: `https://www.youtube.com/watch?v=${videoId}`,
        }),
      },
    ]);
  });

  it('says so when no thumbnail was chosen, and YouTube keeping a public video private', async () => {
    const { user, channelId, projectId, renderId } = await creator(300_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false }));
    await api.runStep(made.id);
    const { videoId } = await api.get(user, made.id);
    expect(google.video(videoId!).thumbnail).toBeNull();
    expect(google.video(videoId!).captions).toHaveLength(0);
    // An unaudited Google project's upload: YouTube locks it private.
    google.markProcessed(videoId!);
    google.video(videoId!).status.privacyStatus = 'private';
    await runWhenDue(made.id);
    const published = await api.get(user, made.id);
    expect(published.status).toBe('published');
    expect(published.notice).toBe(`${publicationMessages.noThumbnail} ${publicationMessages.keptPrivate}`);
  });
});

describe('scheduling', () => {
  it('uploads private with publishAt, moves the time on YouTube, and turns published when YouTube publishes it', async () => {
    const { user, channelId, projectId, renderId } = await creator(300_000);
    const tomorrow = new Date(ctx.clock.now().getTime() + DAY);
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { publishAt: tomorrow.toISOString() }));
    expect(made).toMatchObject({ status: 'uploading', publishAt: tomorrow.toISOString(), calendarAt: tomorrow.toISOString() });

    await api.runStep(made.id);
    const { videoId } = await api.get(user, made.id);
    expect(google.video(videoId!).received.status).toMatchObject({ privacyStatus: 'private', publishAt: tomorrow.toISOString() });
    google.markProcessed(videoId!);
    await runWhenDue(made.id);
    expect(await api.get(user, made.id)).toMatchObject({ status: 'scheduled', url: expect.stringContaining(videoId!) });
    // Looked at again within the hour, not only at its time.
    expect((await rowOf(made.id)).dueAt!.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime() + 3_600_000);

    const dayAfter = new Date(tomorrow.getTime() + DAY);
    const moved = await api.call('PATCH', `/publications/${made.id}`, user.headers, { publishAt: dayAfter.toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Publication>()).toMatchObject({ publishAt: dayAfter.toISOString(), calendarAt: dayAfter.toISOString() });
    expect((await rowOf(made.id)).dueAt!.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    await api.runStep(made.id);
    expect(google.video(videoId!).updates.at(-1)).toMatchObject({ privacyStatus: 'private', publishAt: dayAfter.toISOString() });
    expect((await rowOf(made.id)).platformPublishAt?.toISOString()).toBe(dayAfter.toISOString());

    // Published early in YouTube Studio: the owner opening it sees it at once.
    google.markPublished(videoId!);
    ctx.clock.advance(11_000);
    const refreshed = await api.call('POST', `/publications/${made.id}/refresh`, user.headers);
    expect(refreshed.statusCode).toBe(200);
    await api.runStep(made.id);
    expect(await api.get(user, made.id)).toMatchObject({ status: 'published', publishAt: dayAfter.toISOString() });
    const late = await api.call('PATCH', `/publications/${made.id}`, user.headers, { publishAt: dayAfter.toISOString() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PUBLICATION_NOT_RESCHEDULABLE', message: publicationMessages.notReschedulable });
  });

  it('refuses a time in the past, a privacy other than public with a time, and moving a video sent without a time', async () => {
    const { user, channelId, projectId, renderId } = await creator(200_000, { thumbnail: false });
    const past = await api.call('POST', `/projects/${projectId}/publications`, user.headers, {
      ...api.publicationInput(channelId, renderId),
      publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'PUBLISH_AT_PAST', message: publicationMessages.publishAtPast });

    const unlisted = await api.call('POST', `/projects/${projectId}/publications`, user.headers, {
      ...api.publicationInput(channelId, renderId, { privacy: 'unlisted' }),
      publishAt: new Date(ctx.clock.now().getTime() + DAY).toISOString(),
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.body).toContain('A scheduled video goes public at its time');

    const tooFar = await api.call('POST', `/projects/${projectId}/publications`, user.headers, {
      ...api.publicationInput(channelId, renderId),
      publishAt: '9999-12-31T23:59:59Z',
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({ code: 'PUBLISH_AT_TOO_FAR', message: publicationMessages.publishAtTooFar });
    const twoLines = await api.call('POST', `/projects/${projectId}/publications`, user.headers, {
      ...api.publicationInput(channelId, renderId),
      title: 'One\nTwo',
    });
    expect(twoLines.statusCode).toBe(400);

    const now = await api.publish(user, projectId, api.publicationInput(channelId, renderId));
    const moved = await api.call('PATCH', `/publications/${now.id}`, user.headers, {
      publishAt: new Date(ctx.clock.now().getTime() + DAY).toISOString(),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'PUBLICATION_NOT_SCHEDULED' });
  });
});

describe('an interrupted upload', () => {
  it('goes on from the byte YouTube confirmed after the connection is cut at 40 % and the server restarted', async () => {
    const { user, channelId, projectId, renderId, video } = await creator(2_000_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false }));
    google.cutNextUpload(0.4);
    await api.runStep(made.id);
    const cut = await api.get(user, made.id);
    expect(cut.status).toBe('uploading');
    expect(cut.error).toMatch(
      /^The connection to YouTube was interrupted at \d+ %\. The upload goes on from there by itself in about 15 s\.$/,
    );
    const [session] = google.uploadSessions().filter((one) => one.totalBytes === video.length);
    const held = session!.heldBytes;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(video.length * 0.5);

    // Another instance of the app (a restart) takes the publication up from the database.
    const restarted = await buildTestApp({ database: ctx.database }, google.env);
    try {
      const row = await rowOf(made.id);
      restarted.clock.advance(row.dueAt!.getTime() - restarted.clock.now().getTime() + 1);
      await restarted.services.publications.runJob(made.id, new AbortController().signal);
    } finally {
      await restarted.close();
    }
    const done = await api.get(user, made.id);
    expect(done).toMatchObject({ status: 'processing', error: null });
    expect(google.uploadSessions().filter((one) => one.totalBytes === video.length)).toHaveLength(1);
    expect(session!.arrivals.map((arrival) => arrival.from)).toEqual([0, held]);
    expect(google.video(done.videoId!).bytes.equals(video)).toBe(true);
  });

  it('renews an access token YouTube refuses mid-upload and goes on', async () => {
    const { user, channelId, projectId, renderId, video } = await creator(1_000_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false }));
    google.cutNextUpload(0.5);
    await api.runStep(made.id);
    const [before] = await ctx.database.db.select().from(channels).where(eq(channels.id, channelId));
    google.expireAccessTokens();
    await runWhenDue(made.id);
    const done = await api.get(user, made.id);
    expect(done.status).toBe('processing');
    expect(google.video(done.videoId!).bytes.equals(video)).toBe(true);
    const [after] = await ctx.database.db.select().from(channels).where(eq(channels.id, channelId));
    expect(after!.accessTokenCiphertext).not.toBe(before!.accessTokenCiphertext);
  });

  it('starts again from zero, and says so, when YouTube let the unfinished upload expire', async () => {
    const { user, channelId, projectId, renderId, video } = await creator(800_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false, thumbnail: false }));
    google.cutNextUpload(0.5);
    await api.runStep(made.id);
    google.expireUploadSessions();
    await runWhenDue(made.id);
    const done = await api.get(user, made.id);
    expect(done).toMatchObject({ status: 'processing', notice: publicationMessages.restartedFromZero });
    expect(google.video(done.videoId!).bytes.equals(video)).toBe(true);
  });
});

describe('a cancel that comes as the last bytes arrive', () => {
  it('deletes the video YouTube made all the same, and says so', async () => {
    const { user, channelId, projectId, renderId } = await creator(300_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false, thumbnail: false }));
    const rows = createPublicationRepository(ctx.database.db);
    // The owner cancels between YouTube's last answer and the run recording the video it became.
    const racing: typeof rows = {
      ...rows,
      progress: async (id, attempt, changes, now, leasedUntil) => {
        if (changes.status === 'processing') await api.call('DELETE', `/publications/${id}`, user.headers);
        return rows.progress(id, attempt, changes, now, leasedUntil);
      },
    };
    const runner = createPublicationRunner({
      publications: racing,
      channels: ctx.services.channels,
      renders: ctx.services.renders,
      projects: ctx.services.projects,
      storage: ctx.deps.storage,
      cipher: ctx.deps.settingsCipher,
      clock: ctx.clock,
      log: ctx.deps.log,
      webhooks: ctx.services.webhooks,
    });
    const deletedBefore = google.deletedVideos().length;
    await runner.run(made.id, new AbortController().signal);
    const canceled = await api.get(user, made.id);
    expect(canceled).toMatchObject({ status: 'canceled', videoId: null, notice: publicationMessages.canceledAndRemoved });
    expect(google.deletedVideos()).toHaveLength(deletedBefore + 1);
  });
});

describe('a stopping instance', () => {
  it('puts the publication back at once, with nothing counted against it', async () => {
    const { user, channelId, projectId, renderId } = await creator(200_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false, thumbnail: false }));
    const stopping = new AbortController();
    stopping.abort(new JobQueueStopping());
    await api.runStep(made.id, stopping.signal);
    const row = await rowOf(made.id);
    expect(row).toMatchObject({ status: 'uploading', failures: 0, leasedUntil: null, error: null });
    expect(row.dueAt!.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    await api.runStep(made.id);
    expect((await api.get(user, made.id)).status).toBe('processing');
  });
});

describe('what YouTube refuses', () => {
  it('waits for the quota day to end on quotaExceeded, and fails in words on forbidden and uploadLimitExceeded', async () => {
    const { user, channelId, projectId, renderId } = await creator(200_000, { thumbnail: false });
    const input = api.publicationInput(channelId, renderId, { captions: false });

    const quota = await api.publish(user, projectId, input);
    google.failNext('videos.insert', 'quotaExceeded');
    await api.runStep(quota.id);
    expect(await api.get(user, quota.id)).toMatchObject({ status: 'uploading', error: publicationMessages.quotaExceeded });
    expect((await rowOf(quota.id)).dueAt!.getTime()).toBe(nextPacificMidnight(ctx.clock.now()).getTime() + 60_000);

    const forbidden = await api.publish(user, projectId, input);
    google.failNext('videos.insert', 'forbidden');
    await api.runStep(forbidden.id);
    expect(await api.get(user, forbidden.id)).toMatchObject({ status: 'failed', error: publicationMessages.forbidden });

    const limit = await api.publish(user, projectId, input);
    google.failNext('videos.insert', 'uploadLimitExceeded');
    await api.runStep(limit.id);
    expect(await api.get(user, limit.id)).toMatchObject({ status: 'failed', error: publicationMessages.uploadLimitExceeded });
    expect((await rowOf(limit.id)).dueAt).toBeNull();
  });

  it('fails with the reason when YouTube cannot process the video', async () => {
    const { user, channelId, projectId, renderId } = await creator(200_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false }));
    await api.runStep(made.id);
    google.markFailed((await api.get(user, made.id)).videoId!, 'codec');
    await runWhenDue(made.id);
    expect(await api.get(user, made.id)).toMatchObject({ status: 'failed', error: publicationMessages.processingFailed('codec') });
  });

  it('keeps an upload to go on when the channel needs reconnecting, and fails it when the channel is disconnected', async () => {
    const { user, channelId, projectId, renderId } = await creator(200_000, { thumbnail: false });
    const made = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { captions: false }));
    await ctx.database.db.update(channels).set({ status: 'reconnect' }).where(eq(channels.id, channelId));
    await api.runStep(made.id);
    expect(await api.get(user, made.id)).toMatchObject({ status: 'uploading', error: publicationMessages.reconnectToResume });

    expect((await api.call('DELETE', `/channels/${channelId}`, user.headers)).statusCode).toBe(204);
    await runWhenDue(made.id);
    expect(await api.get(user, made.id)).toMatchObject({ status: 'failed', error: publicationMessages.channelGone, channelId: null });
  });
});

describe('canceling', () => {
  it('cancels an upload under way, and refuses once YouTube has the whole video', async () => {
    const { user, channelId, projectId, renderId } = await creator(200_000, { thumbnail: false });
    const input = api.publicationInput(channelId, renderId, { captions: false });
    const waiting = await api.publish(user, projectId, input);
    const sessionsBefore = google.uploadSessions().length;
    const canceled = await api.call('DELETE', `/publications/${waiting.id}`, user.headers);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json<Publication>().status).toBe('canceled');
    await api.runStep(waiting.id);
    expect(google.uploadSessions()).toHaveLength(sessionsBefore);
    expect((await rowOf(waiting.id)).uploadUrlCiphertext).toBeNull();

    const sent = await api.publish(user, projectId, input);
    await api.runStep(sent.id);
    const refused = await api.call('DELETE', `/publications/${sent.id}`, user.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PUBLICATION_NOT_CANCELABLE', message: publicationMessages.notCancelable });
  });
});

describe('what the studio refuses', () => {
  it('asks for the made-for-kids answer, a connected channel of the user and a finished render of the project', async () => {
    const { user, channelId, projectId, renderId } = await creator(100_000, { thumbnail: false });
    const { madeForKids: _unanswered, ...withoutKids } = api.publicationInput(channelId, renderId);
    const noKids = await api.call('POST', `/projects/${projectId}/publications`, user.headers, withoutKids);
    expect(noKids.statusCode).toBe(400);
    expect(noKids.body).toContain('Say whether the video is made for kids');

    const other = await creator(100_000, { thumbnail: false });
    const theirChannel = await api.call(
      'POST',
      `/projects/${projectId}/publications`,
      user.headers,
      api.publicationInput(other.channelId, renderId),
    );
    expect(theirChannel.statusCode).toBe(404);
    expect(theirChannel.json()).toMatchObject({ code: 'CHANNEL_NOT_FOUND' });
    const theirRender = await api.call(
      'POST',
      `/projects/${projectId}/publications`,
      user.headers,
      api.publicationInput(channelId, other.renderId),
    );
    expect(theirRender.statusCode).toBe(404);
    expect(theirRender.json()).toMatchObject({ code: 'RENDER_NOT_FOUND' });
    const theirProject = await api.call(
      'POST',
      `/projects/${other.projectId}/publications`,
      user.headers,
      api.publicationInput(channelId, renderId),
    );
    expect(theirProject.statusCode).toBe(404);

    await ctx.database.db.update(channels).set({ status: 'reconnect' }).where(eq(channels.id, channelId));
    const reconnect = await api.call(
      'POST',
      `/projects/${projectId}/publications`,
      user.headers,
      api.publicationInput(channelId, renderId),
    );
    expect(reconnect.statusCode).toBe(409);
    expect(reconnect.json()).toMatchObject({ code: 'CHANNEL_RECONNECT' });
  });

  it('holds five uploads of a user at once, under parallel requests', async () => {
    const { user, channelId, projectId, renderId } = await creator(100_000, { thumbnail: false });
    const input = api.publicationInput(channelId, renderId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.call('POST', `/projects/${projectId}/publications`, user.headers, input)),
    );
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({ code: 'TOO_MANY_PUBLICATIONS', message: publicationMessages.tooManyPending });
  });

  it('shows another user’s publications to nobody else', async () => {
    const owner = await creator(100_000, { thumbnail: false });
    const made = await api.publish(owner.user, owner.projectId, api.publicationInput(owner.channelId, owner.renderId));
    const stranger = await registerUser(ctx.app);
    const tomorrow = new Date(ctx.clock.now().getTime() + DAY).toISOString();
    for (const [method, url, body] of [
      ['GET', `/publications/${made.id}`],
      ['PATCH', `/publications/${made.id}`, { publishAt: tomorrow }],
      ['DELETE', `/publications/${made.id}`],
      ['POST', `/publications/${made.id}/refresh`],
      ['GET', `/projects/${owner.projectId}/publications`],
      ['GET', `/publications/quota?channelId=${owner.channelId}`],
    ] as const) {
      const answer = await api.call(method, url, stranger.headers, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await api.call('GET', `/publications?from=2000-01-01T00:00:00Z&to=2000-12-31T00:00:00Z`, stranger.headers);
    expect(theirs.json()).toEqual({ publications: [] });
    expect((await api.get(owner.user, made.id)).status).toBe('uploading');
  });
});

describe('the calendar', () => {
  it('lists the user’s publications in a range, across projects, by their calendar time', async () => {
    const { user, channelId, projectId, renderId } = await creator(100_000, { thumbnail: false });
    const now = ctx.clock.now().getTime();
    const inTwoDays = new Date(now + 2 * DAY).toISOString();
    const scheduled = await api.publish(user, projectId, api.publicationInput(channelId, renderId, { publishAt: inTwoDays }));
    ctx.clock.advance(1000);
    const sentNow = await api.publish(user, projectId, api.publicationInput(channelId, renderId));
    const range = (from: number, to: number) =>
      api.call('GET', `/publications?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`, user.headers);
    const thisWeek = (await range(now - DAY, now + 7 * DAY)).json<{ publications: Publication[] }>().publications;
    expect(thisWeek.map((one) => one.id)).toEqual([sentNow.id, scheduled.id]);
    const today = (await range(now - DAY, now + DAY)).json<{ publications: Publication[] }>().publications;
    expect(today.map((one) => one.id)).toEqual([sentNow.id]);
    const tooLong = await range(now, now + 401 * DAY);
    expect(tooLong.statusCode).toBe(400);
    const backwards = await range(now, now - DAY);
    expect(backwards.statusCode).toBe(400);
    const yearZero = await api.call('GET', '/publications?from=0000-01-01T00:00:00Z&to=0000-02-01T00:00:00Z', user.headers);
    expect(yearZero.statusCode).toBe(400);
    const listed = await api.call('GET', `/projects/${projectId}/publications`, user.headers);
    expect(listed.json<{ publications: Publication[] }>().publications.map((one) => one.id)).toEqual([sentNow.id, scheduled.id]);
  });

  it('serves a secret ICS feed, replaced by a new address and gone once revoked', async () => {
    const { user, channelId, projectId, renderId } = await creator(100_000, { thumbnail: false });
    await api.publish(user, projectId, api.publicationInput(channelId, renderId, { title: 'Feed me' }));
    expect((await api.call('GET', '/calendar/feed', user.headers)).json()).toEqual({ active: false, createdAt: null });
    const first = (await api.call('POST', '/calendar/feed', user.headers)).json<{ url: string }>().url;
    expect(first).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const file = await ctx.app.inject({ method: 'GET', url: new URL(first).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.body).toContain('BEGIN:VCALENDAR');
    expect(file.body).toContain('SUMMARY:Uploading: Feed me');

    const second = (await api.call('POST', '/calendar/feed', user.headers)).json<{ url: string }>().url;
    expect((await ctx.app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(second).pathname })).statusCode).toBe(200);
    expect((await api.call('GET', '/calendar/feed', user.headers)).json()).toMatchObject({ active: true });

    expect((await api.call('DELETE', '/calendar/feed', user.headers)).statusCode).toBe(204);
    const gone = await ctx.app.inject({ method: 'GET', url: new URL(second).pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'CALENDAR_NOT_FOUND', message: publicationMessages.calendarNotFound });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/not-a-feed.ics' })).statusCode).toBe(404);
  });
});

describe('what reaches the log', () => {
  it('holds no access or refresh token and no upload session address, after every flow above', async () => {
    const text = logged.text();
    expect(text).toContain('a publication was queued');
    const rows = await ctx.database.db.select().from(channels);
    const cipher = ctx.deps.settingsCipher;
    const secrets = rows.flatMap((row) =>
      [row.accessTokenCiphertext, row.refreshTokenCiphertext].filter(Boolean).map((sealed) => cipher.decrypt(sealed!)),
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const session of google.uploadSessions()) expect(text).not.toContain(session.id);
    expect(text).not.toMatch(/ya29\.|upload_id=/);
  });
});
