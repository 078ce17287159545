import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedGrant, platformRefusal } from '../../../test/google-grant';
import { startGoogleTestServer, type GoogleTestServer } from '../../../test/google-test-server';
import { type PlatformGrant, type PublishingPlatform, type VideoDetails } from '../publishing-platform';
import { createYouTubePlatform, watchUrl, youtubeQuota } from '.';

const tomorrow = () => {
  const at = new Date(Date.now() + 24 * 3600_000);
  at.setMilliseconds(0);
  return at;
};

const details = (overrides: Partial<VideoDetails> = {}): VideoDetails => ({
  title: 'Calm mornings',
  description: 'A short guide.',
  tags: ['morning'],
  categoryId: '26',
  language: 'en',
  privacy: 'public',
  madeForKids: false,
  publishAt: tomorrow(),
  ...overrides,
});

/** A JPEG's first bytes, then noise: what the stand-in checks of an image. */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.500\nGood morning — and welcome.\n', 'utf8');

describe('the YouTube Data API calls against the Google stand-in', () => {
  let google: GoogleTestServer;
  let youtube: PublishingPlatform;
  let grant: PlatformGrant;

  /** A video uploaded in one chunk; its id. */
  async function uploaded(overrides: Partial<VideoDetails> = {}, accessToken = grant.accessToken) {
    const bytes = randomBytes(5000);
    const session = await youtube.startUpload(accessToken, details(overrides), { bytes: bytes.length, contentType: 'video/mp4' });
    const progress = await youtube.sendChunk(accessToken, session, { bytes, from: 0, totalBytes: bytes.length });
    if (progress.state !== 'complete') throw new Error('the upload did not complete');
    return progress.videoId;
  }

  beforeAll(async () => {
    google = await startGoogleTestServer();
    youtube = createYouTubePlatform(google.settings);
    grant = await connectedGrant(google, youtube);
  });
  afterAll(() => google.close());

  it("says what an upload costs of YouTube's daily quota", () => {
    expect(youtube.quota).toEqual({
      dailyLimit: 10_000,
      upload: 1600,
      thumbnail: 50,
      captions: 400,
      update: 50,
      remove: 50,
      statusCheck: 1,
    });
    expect(youtubeQuota.uploadCost).toBe(1600);
  });

  it("lists the grant's channel with its name and picture", async () => {
    expect(await youtube.channels(grant.accessToken)).toEqual([
      {
        externalId: 'UCgenesisTestChannel000',
        name: 'Genesis Test Channel',
        pictureUrl: `${google.url}/_stand-in/pictures/UCgenesisTestChannel000.png`,
      },
    ]);
    const request = google.requests.find((candidate) => candidate.path === '/youtube/v3/channels');
    expect(request?.query.get('mine')).toBe('true');
    expect(request?.query.get('part')).toBe('snippet');
  });

  it("lists another account's channel for that account's grant", async () => {
    google.useAccount({ channelId: 'UCsecondChannel', title: 'Second Channel', pictureUrl: 'https://yt3.example/second.jpg' });
    try {
      const second = await connectedGrant(google, youtube);
      expect(await youtube.channels(second.accessToken)).toEqual([
        { externalId: 'UCsecondChannel', name: 'Second Channel', pictureUrl: 'https://yt3.example/second.jpg' },
      ]);
    } finally {
      google.useAccount({ channelId: 'UCgenesisTestChannel000', title: 'Genesis Test Channel' });
    }
  });

  it('maps an expired access token to authError, worth retrying after a refresh', async () => {
    const own = await connectedGrant(google, youtube);
    google.expireAccessTokens(own.accessToken);
    const error = await platformRefusal(youtube.channels(own.accessToken));
    expect(error).toMatchObject({ reason: 'authError', status: 401, retryable: true });
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(own.accessToken);
    const { accessToken } = await youtube.refresh(own.refreshToken ?? '');
    expect(await youtube.channels(accessToken)).toHaveLength(1);
  });

  it("sets the video's thumbnail", async () => {
    const videoId = await uploaded();
    await youtube.setThumbnail(grant.accessToken, videoId, { bytes: jpeg, contentType: 'image/jpeg' });
    expect(google.video(videoId).thumbnail).toEqual({ contentType: 'image/jpeg', bytes: jpeg });
    const request = google.requests.find((candidate) => candidate.path === '/upload/youtube/v3/thumbnails/set');
    expect(request?.query.get('videoId')).toBe(videoId);
  });

  it('maps a thumbnail YouTube forbids (an unverified channel) to forbidden', async () => {
    const videoId = await uploaded();
    google.failNext('thumbnails.set', 'forbidden');
    expect(
      await platformRefusal(youtube.setThumbnail(grant.accessToken, videoId, { bytes: jpeg, contentType: 'image/jpeg' })),
    ).toMatchObject({
      reason: 'forbidden',
      status: 403,
      retryable: false,
    });
  });

  it('adds the captions track in the language and name given', async () => {
    const videoId = await uploaded();
    await youtube.setCaptions(grant.accessToken, videoId, { language: 'en', name: 'English', vtt });
    const [track, ...others] = google.video(videoId).captions;
    expect(others).toEqual([]);
    expect(track?.snippet).toMatchObject({ videoId, language: 'en', name: 'English', isDraft: false });
    expect(track?.contentType).toBe('text/vtt');
    expect(track?.body).toBe(vtt.toString('utf8'));
  });

  it('needs youtube.force-ssl for captions: a grant without it is refused', async () => {
    google.setConsent({
      scopes: [
        'https://www.googleapis.com/auth/youtube.upload',
        'https://www.googleapis.com/auth/youtube',
        'https://www.googleapis.com/auth/youtube.readonly',
      ],
    });
    try {
      google.useAccount({ channelId: 'UCfewerScopes', title: 'Fewer Scopes' });
      const partial = await connectedGrant(google, youtube);
      expect(partial.scopes).not.toContain('https://www.googleapis.com/auth/youtube.force-ssl');
      const videoId = await uploaded({}, partial.accessToken);
      expect(
        await platformRefusal(youtube.setCaptions(partial.accessToken, videoId, { language: 'en', name: 'English', vtt })),
      ).toMatchObject({
        reason: 'insufficientPermissions',
        status: 403,
        retryable: false,
      });
    } finally {
      google.setConsent('allow');
      google.useAccount({ channelId: 'UCgenesisTestChannel000', title: 'Genesis Test Channel' });
    }
  });

  it("follows the video's state on YouTube: uploaded, processed, published", async () => {
    const publishAt = tomorrow();
    const videoId = await uploaded({ publishAt });
    expect(await youtube.videoState(grant.accessToken, videoId)).toEqual({
      upload: 'uploaded',
      privacy: 'private',
      publishAt,
      problem: null,
      url: watchUrl(videoId),
    });
    google.markProcessed(videoId);
    expect(await youtube.videoState(grant.accessToken, videoId)).toMatchObject({ upload: 'processed', privacy: 'private', publishAt });
    google.markPublished(videoId);
    expect(await youtube.videoState(grant.accessToken, videoId)).toMatchObject({ upload: 'processed', privacy: 'public', publishAt: null });
    const request = google.requests.filter((candidate) => candidate.path === '/youtube/v3/videos' && candidate.method === 'GET').at(-1);
    expect(request?.query.getAll('part').flatMap((part) => part.split(','))).toEqual(['status', 'processingDetails']);
  });

  it("reports YouTube's reason for a failed or rejected upload", async () => {
    const failed = await uploaded();
    google.markFailed(failed, 'codec');
    expect(await youtube.videoState(grant.accessToken, failed)).toMatchObject({ upload: 'failed', problem: 'codec' });
    const rejected = await uploaded();
    google.markRejected(rejected, 'duplicate');
    expect(await youtube.videoState(grant.accessToken, rejected)).toMatchObject({ upload: 'rejected', problem: 'duplicate' });
  });

  it('tells a video YouTube no longer has', async () => {
    expect(await platformRefusal(youtube.videoState(grant.accessToken, 'dQw4w9WgXcQ'))).toMatchObject({
      reason: 'videoNotFound',
      status: 404,
      retryable: false,
    });
    expect(await platformRefusal(youtube.reschedule(grant.accessToken, 'dQw4w9WgXcQ', tomorrow()))).toMatchObject({
      reason: 'videoNotFound',
    });
  });

  it('moves the publish time, keeping the rest of the status YouTube would otherwise reset', async () => {
    const videoId = await uploaded({ madeForKids: true });
    const later = new Date(tomorrow().getTime() + 2 * 24 * 3600_000);
    await youtube.reschedule(grant.accessToken, videoId, later);
    const video = google.video(videoId);
    expect(video.updates).toHaveLength(1);
    expect(video.updates[0]).toMatchObject({ privacyStatus: 'private', publishAt: later.toISOString(), selfDeclaredMadeForKids: true });
    expect(video.status).toMatchObject({
      privacyStatus: 'private',
      publishAt: later.toISOString(),
      selfDeclaredMadeForKids: true,
      madeForKids: true,
    });
    expect(await youtube.videoState(grant.accessToken, videoId)).toMatchObject({ publishAt: later });
  });

  it('deletes a video, which YouTube then no longer has', async () => {
    const videoId = await uploaded();
    await youtube.removeVideo(grant.accessToken, videoId);
    expect(google.deletedVideos().map((video) => video.id)).toContain(videoId);
    expect((await platformRefusal(youtube.videoState(grant.accessToken, videoId))).reason).toBe('videoNotFound');
    expect((await platformRefusal(youtube.removeVideo(grant.accessToken, videoId))).reason).toBe('videoNotFound');
  });

  it("maps a reschedule into the past to YouTube's reason", async () => {
    const videoId = await uploaded();
    expect(await platformRefusal(youtube.reschedule(grant.accessToken, videoId, new Date(Date.now() - 60_000)))).toMatchObject({
      reason: 'invalidPublishAt',
      status: 400,
      retryable: false,
    });
  });
});
