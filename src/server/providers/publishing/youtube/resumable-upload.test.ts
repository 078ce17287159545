import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedGrant, platformRefusal } from '../../../test/google-grant';
import { startGoogleTestServer, type Arrival, type GoogleTestServer } from '../../../test/google-test-server';
import { type PlatformGrant, type PublishingPlatform, type UploadSession, type VideoDetails } from '../publishing-platform';
import { CHUNK_UNIT, createYouTubePlatform } from '.';

const CHUNK = 4 * CHUNK_UNIT; // 1 MiB
/** A few MB that end mid-block, so the last chunk is not a whole multiple. */
const file = randomBytes(3 * 1024 * 1024 + 12_345);

const details = (overrides: Partial<VideoDetails> = {}): VideoDetails => ({
  title: 'Five habits of calm mornings',
  description: 'Chapters\n0:00 Intro\n1:10 Light\n\nhttps://example.com/guide',
  tags: ['morning', 'habits'],
  categoryId: '22',
  language: 'en',
  privacy: 'public',
  madeForKids: false,
  publishAt: null,
  ...overrides,
});

/** Sends `bytes` from `from` in chunks of CHUNK, going on from what YouTube confirms; the video's id. */
async function sendFrom(youtube: PublishingPlatform, accessToken: string, session: UploadSession, bytes: Buffer, from = 0) {
  let position = from;
  for (;;) {
    const chunk = bytes.subarray(position, Math.min(position + CHUNK, bytes.length));
    const progress = await youtube.sendChunk(accessToken, session, { bytes: chunk, from: position, totalBytes: bytes.length });
    if (progress.state === 'complete') return progress.videoId;
    expect(progress.confirmedBytes).toBeGreaterThan(position);
    position = progress.confirmedBytes;
  }
}

/** How many times each byte before `end` arrived, at most and at least. */
function arrivalsBefore(arrivals: Arrival[], end: number) {
  const counts = new Uint8Array(end);
  for (const { from, to } of arrivals) for (let i = from; i < Math.min(to, end); i++) counts[i] = (counts[i] ?? 0) + 1;
  return { min: Math.min(...new Set(counts)), max: Math.max(...new Set(counts)) };
}

describe("YouTube's resumable upload against the Google stand-in", () => {
  let google: GoogleTestServer;
  let youtube: PublishingPlatform;
  let grant: PlatformGrant;
  beforeAll(async () => {
    google = await startGoogleTestServer();
    youtube = createYouTubePlatform(google.settings);
    grant = await connectedGrant(google, youtube);
  });
  afterAll(() => google.close());

  it('uploads a few MB in 256 KiB-multiple chunks: the same bytes and metadata arrive', async () => {
    const session = await youtube.startUpload(grant.accessToken, details(), { bytes: file.length, contentType: 'video/mp4' });
    expect(session.url.startsWith(`${google.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=`)).toBe(true);
    const videoId = await sendFrom(youtube, grant.accessToken, session, file);

    const video = google.video(videoId);
    expect(video.bytes.equals(file)).toBe(true);
    expect(video.contentType).toBe('video/mp4');
    expect(video.received).toEqual({
      snippet: {
        title: 'Five habits of calm mornings',
        description: 'Chapters\n0:00 Intro\n1:10 Light\n\nhttps://example.com/guide',
        tags: ['morning', 'habits'],
        categoryId: '22',
        defaultLanguage: 'en',
        defaultAudioLanguage: 'en',
      },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    });
    expect(video.status).toMatchObject({ uploadStatus: 'uploaded', privacyStatus: 'public', madeForKids: false });

    const puts = google.requests.filter(
      (request) => request.method === 'PUT' && request.query.get('upload_id') === new URL(session.url).searchParams.get('upload_id'),
    );
    expect(puts.map((request) => request.headers['content-range'])).toEqual([
      `bytes 0-${CHUNK - 1}/${file.length}`,
      `bytes ${CHUNK}-${2 * CHUNK - 1}/${file.length}`,
      `bytes ${2 * CHUNK}-${3 * CHUNK - 1}/${file.length}`,
      `bytes ${3 * CHUNK}-${file.length - 1}/${file.length}`,
    ]);
    const start = google.requests.find((request) => request.method === 'POST' && request.path === '/upload/youtube/v3/videos');
    expect(start?.query.get('part')).toBe('snippet,status');
    expect(start?.headers['x-upload-content-length']).toBe(String(file.length));
    expect(start?.headers['x-upload-content-type']).toBe('video/mp4');
  });

  it('sends a scheduled video private with its publishAt, made for kids as declared', async () => {
    const publishAt = new Date(Date.now() + 24 * 3600_000);
    publishAt.setMilliseconds(0);
    const small = randomBytes(CHUNK_UNIT + 10);
    const session = await youtube.startUpload(grant.accessToken, details({ privacy: 'public', publishAt, madeForKids: true }), {
      bytes: small.length,
      contentType: 'video/mp4',
    });
    const video = google.video(await sendFrom(youtube, grant.accessToken, session, small));
    expect(video.received.status).toEqual({ privacyStatus: 'private', publishAt: publishAt.toISOString(), selfDeclaredMadeForKids: true });
    expect(video.status).toMatchObject({ privacyStatus: 'private', publishAt: publishAt.toISOString(), selfDeclaredMadeForKids: true });
  });

  it('resumes an upload cut at 40% from the byte YouTube confirmed, sending no confirmed byte twice', async () => {
    // 40% of it falls in the second chunk after two whole blocks of it: YouTube holds those.
    const file = randomBytes(4 * 1024 * 1024 + 12_345);
    const session = await youtube.startUpload(grant.accessToken, details(), { bytes: file.length, contentType: 'video/mp4' });
    google.cutNextUpload(0.4);
    const cut = await platformRefusal(sendFrom(youtube, grant.accessToken, session, file));
    expect(cut).toMatchObject({ reason: 'unavailable', status: 0, retryable: true });

    const progress = await youtube.uploadStatus(grant.accessToken, session, file.length);
    if (progress.state !== 'incomplete') throw new Error('the upload completed although it was cut');
    const confirmed = progress.confirmedBytes;
    expect(confirmed).toBeGreaterThan(CHUNK);
    expect(confirmed).toBeLessThanOrEqual(Math.floor(file.length * 0.4));
    expect(confirmed % CHUNK_UNIT).toBe(0);

    const videoId = await sendFrom(youtube, grant.accessToken, session, file, confirmed);
    expect(google.video(videoId).bytes.equals(file)).toBe(true);
    const stored = google.uploadSessions().find((candidate) => candidate.videoId === videoId);
    expect(arrivalsBefore(stored?.arrivals ?? [], confirmed)).toEqual({ min: 1, max: 1 });
    expect(arrivalsBefore(stored?.arrivals ?? [], file.length).min).toBe(1);
  });

  it('answers a status query with nothing held before the first chunk, and with the video once complete', async () => {
    const small = randomBytes(1000);
    const session = await youtube.startUpload(grant.accessToken, details(), { bytes: small.length, contentType: 'video/webm' });
    expect(await youtube.uploadStatus(grant.accessToken, session, small.length)).toEqual({ state: 'incomplete', confirmedBytes: 0 });
    const videoId = await sendFrom(youtube, grant.accessToken, session, small);
    expect(await youtube.uploadStatus(grant.accessToken, session, small.length)).toEqual({ state: 'complete', videoId });
  });

  it('tells an expired session apart: the upload starts over in a new one', async () => {
    const session = await youtube.startUpload(grant.accessToken, details(), { bytes: file.length, contentType: 'video/mp4' });
    await youtube.sendChunk(grant.accessToken, session, { bytes: file.subarray(0, CHUNK), from: 0, totalBytes: file.length });
    google.expireUploadSessions();
    const chunk = { bytes: file.subarray(CHUNK, 2 * CHUNK), from: CHUNK, totalBytes: file.length };
    const expired = await platformRefusal(youtube.sendChunk(grant.accessToken, session, chunk));
    expect(expired).toMatchObject({ reason: 'uploadSessionExpired', status: 404, retryable: false });
    expect(expired.message).not.toContain(new URL(session.url).searchParams.get('upload_id'));
    expect(await platformRefusal(youtube.uploadStatus(grant.accessToken, session, file.length))).toMatchObject({
      reason: 'uploadSessionExpired',
    });
  });

  it.each([
    ['quotaExceeded', 403],
    ['uploadLimitExceeded', 400],
    ['forbidden', 403],
  ])('maps %s from videos.insert to a PlatformError not worth retrying', async (reason, status) => {
    google.failNext('videos.insert', reason);
    const error = await platformRefusal(youtube.startUpload(grant.accessToken, details(), { bytes: 1000, contentType: 'video/mp4' }));
    expect(error).toMatchObject({ reason, status, retryable: false });
    expect(error.message).not.toMatch(/<a |ya29\./);
  });

  it('maps a rate limit and a backend error as worth retrying', async () => {
    google.failNext('videos.insert', 'rateLimitExceeded');
    expect(
      await platformRefusal(youtube.startUpload(grant.accessToken, details(), { bytes: 1000, contentType: 'video/mp4' })),
    ).toMatchObject({
      reason: 'rateLimitExceeded',
      retryable: true,
    });
    google.failNext('videos.insert', 'backendError');
    expect(
      await platformRefusal(youtube.startUpload(grant.accessToken, details(), { bytes: 1000, contentType: 'video/mp4' })),
    ).toMatchObject({
      reason: 'backendError',
      status: 500,
      retryable: true,
    });
  });

  it('refuses metadata YouTube refuses, with its reason', async () => {
    const error = await platformRefusal(
      youtube.startUpload(grant.accessToken, details({ title: 'A <b>bold</b> title' }), { bytes: 1000, contentType: 'video/mp4' }),
    );
    expect(error).toMatchObject({ reason: 'invalidTitle', status: 400, retryable: false });
  });

  it('maps an expired access token to authError, and goes on after a refresh mid-upload', async () => {
    const own = await connectedGrant(google, youtube);
    const session = await youtube.startUpload(own.accessToken, details(), { bytes: file.length, contentType: 'video/mp4' });
    await youtube.sendChunk(own.accessToken, session, { bytes: file.subarray(0, CHUNK), from: 0, totalBytes: file.length });
    google.expireAccessTokens(own.accessToken);

    const chunk = { bytes: file.subarray(CHUNK, 2 * CHUNK), from: CHUNK, totalBytes: file.length };
    const expired = await platformRefusal(youtube.sendChunk(own.accessToken, session, chunk));
    expect(expired).toMatchObject({ reason: 'authError', status: 401, retryable: true });
    expect(expired.message).not.toContain(own.accessToken);
    expect(await platformRefusal(youtube.startUpload(own.accessToken, details(), { bytes: 10, contentType: 'video/mp4' }))).toMatchObject({
      reason: 'authError',
      status: 401,
    });

    const { accessToken } = await youtube.refresh(own.refreshToken ?? '');
    const progress = await youtube.uploadStatus(accessToken, session, file.length);
    expect(progress).toEqual({ state: 'incomplete', confirmedBytes: CHUNK });
    const videoId = await sendFrom(youtube, accessToken, session, file, CHUNK);
    expect(google.video(videoId).bytes.equals(file)).toBe(true);
  });

  it('refuses, before sending anything, a chunk that is not a multiple of 256 KiB unless it is the last', async () => {
    const grant = await connectedGrant(google, youtube);
    const session = await youtube.startUpload(grant.accessToken, details(), { bytes: file.length, contentType: 'video/mp4' });
    const sent = google.requests.length;
    await expect(
      youtube.sendChunk(grant.accessToken, session, { bytes: file.subarray(0, CHUNK_UNIT + 1), from: 0, totalBytes: file.length }),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(youtube.sendChunk(grant.accessToken, session, { bytes: file, from: 10, totalBytes: file.length })).rejects.toBeInstanceOf(
      RangeError,
    );
    expect(google.requests.length).toBe(sent);
  });

  it('stops a chunk when the caller aborts', async () => {
    const grant = await connectedGrant(google, youtube);
    const session = await youtube.startUpload(grant.accessToken, details(), { bytes: file.length, contentType: 'video/mp4' });
    const controller = new AbortController();
    controller.abort(new Error('the server is shutting down'));
    await expect(
      youtube.sendChunk(
        grant.accessToken,
        session,
        { bytes: file.subarray(0, CHUNK), from: 0, totalBytes: file.length },
        controller.signal,
      ),
    ).rejects.toThrow('the server is shutting down');
  });
});
