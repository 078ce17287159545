/**
 * Cheap uploads cannot buy expensive CPU. A 600 KB MP3 of ten minutes at 8 kbit/s, sent 8 times at
 * once to POST /api/uploads/music, ran 8 re-encodes of 21 CPU-seconds each and was refused only by
 * their time-out. An upload's length is now read from its container first (a file longer than
 * MUSIC_MAX_SECONDS is refused before anything is decoded), each user has two uploads at once (taken
 * before the body is read), MUSIC_UPLOADS_PER_HOUR in an hour, and the re-encode runs niced within
 * its CPU seconds (limited-process.test.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MUSIC_UPLOADS_PER_HOUR, renderProblems } from '@shared/contracts/renders';
import { musicFiles } from '../../db/schema';
import { locateFfmpeg } from '../../providers/video/ffmpeg-binaries';
import { useTestApp } from '../build-test-app';
import { registerUser, type RegisteredUser } from '../factories';

const run = promisify(execFile);
const boundary = 'genesis-costly-upload';
const head = (name: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: audio/mpeg\r\n\r\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** An MP3 of `seconds` of tone at 8 kbit/s: about 1 KB a second. */
async function lowRateMp3(folder: string, seconds: number): Promise<Buffer> {
  const binaries = (await locateFfmpeg())!;
  const file = join(folder, `tone-${seconds}.mp3`);
  await run(binaries.ffmpeg, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-ac',
    '1',
    '-ar',
    '8000',
    '-b:a',
    '8k',
    '-y',
    file,
  ]);
  return readFile(file);
}

// Each upload is decoded by ffmpeg: seconds on a quiet machine, many more on a busy one.
describe('music uploads and the CPU they cost', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let folder: string;
  let twelveMinutes: Buffer;
  let nineSeconds: Buffer;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'genesis-costly-'));
    [twelveMinutes, nineSeconds] = await Promise.all([lowRateMp3(folder, 720), lowRateMp3(folder, 9)]);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const upload = (user: RegisteredUser, payload: Buffer | PassThrough) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/music',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  const whole = (bytes: Buffer) => Buffer.concat([head('theme.mp3'), bytes, tail]);

  it('refuses music longer than ten minutes from its container, before any re-encode, and keeps nothing', async () => {
    const user = await registerUser(ctx.app);
    expect(twelveMinutes.length).toBeLessThan(800_000);
    const refused = await upload(user, whole(twelveMinutes));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'MUSIC_TOO_LONG', message: renderProblems.musicTooLong });
    expect(renderProblems.musicTooLong).toBe('Music can be up to 10 minutes long. Trim it and upload it again.');
    expect(await ctx.database.db.$count(musicFiles, eq(musicFiles.userId, user.user.id))).toBe(0);

    const accepted = await upload(user, whole(nineSeconds));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().durationSeconds).toBeCloseTo(9, 0);
  });

  it('runs two uploads of one user at once and refuses a third before reading it', async () => {
    const user = await registerUser(ctx.app);
    const bodies = [new PassThrough(), new PassThrough()];
    const running = bodies.map((body) => upload(user, body));
    for (const body of bodies) body.write(head('slow.mp3'));
    // Both have their places while their bodies still arrive: a third waits for neither.
    await vi.waitFor(() => expect(ctx.deps.heavyWork.running).toBe(2));
    const third = await upload(user, whole(nineSeconds));
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toEqual({
      code: 'MUSIC_IN_PROGRESS',
      message: 'Your earlier music uploads are still being prepared. Please wait for them to finish and try again.',
    });
    // Another user is not held up.
    expect((await upload(await registerUser(ctx.app), whole(nineSeconds))).statusCode).toBe(201);
    for (const body of bodies) body.end(Buffer.concat([nineSeconds, tail]));
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([201, 201]);
  });

  it(`counts every upload: beyond ${MUSIC_UPLOADS_PER_HOUR} in an hour, 429 with Retry-After`, async () => {
    const user = await registerUser(ctx.app);
    const garbage = whole(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(512, 7)]));
    for (let i = 0; i < MUSIC_UPLOADS_PER_HOUR; i++) expect((await upload(user, garbage)).json().code).toBe('NOT_AUDIO');
    const refused = await upload(user, whole(nineSeconds));
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await ctx.database.db.$count(musicFiles, eq(musicFiles.userId, user.user.id))).toBe(0);
  });
});
