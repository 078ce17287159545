import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Render } from '@shared/contracts/renders';
import type { ServerEvent } from '@shared/realtime';
import { renders as rendersTable } from '../../db/schema';
import { locateFfmpeg, type FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { probeMedia } from '../../providers/video/probe-media';
import { buildTestApp, useTestApp, type TestContext } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-db';
import { eq } from 'drizzle-orm';

const run = promisify(execFile);

/** A script in three sections, about three seconds voiced: a render of it is a second or two of ffmpeg. */
const shortScript = ['[HOOK]', 'Good beans.', '[SECTION 1: Grind]', 'Grind fresh.', '[OUTRO]', 'Enjoy.'].join('\n');

/**
 * About eight seconds voiced, at 1080p seconds of ffmpeg: for the tests that act on a render while
 * it runs (cancel, restart), which a short one could finish before they do.
 */
const longScript = [
  '[HOOK]',
  'Fresh coffee at home starts with good beans.',
  '[SECTION 1: Grind]',
  'Grind the beans just before you brew.',
  '[OUTRO]',
  'Pour slowly and enjoy the cup.',
].join('\n');

type Headers = Record<string, string>;

function rendersApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    /** A project of the user's with the short (or long) script, voiced by eSpeak; its id and the voiceover's length. */
    async voicedProject(user: RegisteredUser, options: { voice?: boolean; long?: boolean } = {}) {
      const created = await call('POST', '/projects', user.headers, { title: 'Pour-over at home', topic: 'pour-over coffee' });
      const id = (created.json() as { id: string }).id;
      const content = options.long ? longScript : shortScript;
      expect((await call('PUT', `/projects/${id}/script`, user.headers, { content, baseVersion: 0 })).statusCode).toBe(200);
      if (options.voice === false) return { id, durationSeconds: 0 };
      const voiced = await call('POST', `/projects/${id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
      expect(voiced.statusCode, voiced.body).toBe(201);
      return { id, durationSeconds: (voiced.json() as { durationSeconds: number }).durationSeconds };
    },
    /** Polls the render until it ends (or `until` holds), at most 90 s. */
    async waitFor(
      user: RegisteredUser,
      id: string,
      until: (render: Render) => boolean = (r) => ['done', 'failed', 'canceled'].includes(r.status),
    ) {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const render = (await call('GET', `/renders/${id}`, user.headers)).json() as Render;
        if (until(render)) return render;
        if (Date.now() > deadline) throw new Error(`render ${id} still ${render.status} at ${render.progress}%`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** The stored video's bytes, through the app's own file route. */
async function downloaded(ctx: TestContext, url: string): Promise<Buffer> {
  const answer = await ctx.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('video/mp4');
  return answer.rawPayload;
}

let binaries: FfmpegBinaries;
let scratch: string;
beforeAll(async () => {
  binaries = (await locateFfmpeg())!;
  scratch = await mkdtemp(join(tmpdir(), 'genesis-renders-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

// A render is seconds of ffmpeg at nice 10: on a busy 2-core machine it waits for what is left of the CPU.
describe('video renders', { timeout: 90_000 }, () => {
  const ctx = useTestApp();
  const api = rendersApi(ctx);
  beforeAll(() => ctx.services.renders.start({ embedded: false }));

  it('renders a voiced project to an MP4 of the voiceover’s length, reporting progress to the owner’s sockets', async () => {
    const user = await registerUser(ctx.app);
    const project = await api.voicedProject(user);
    const events: ServerEvent[] = [];
    const unsubscribe = await ctx.deps.hub.subscribe(user.user.id, (message) => message.kind === 'event' && events.push(message.event));
    try {
      const asked = await api.call('POST', `/projects/${project.id}/renders`, user.headers, {
        format: '9:16',
        resolution: '720p',
        captions: { enabled: true, style: 'bold' },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      const { render } = asked.json() as { render: Render };
      expect(render).toMatchObject({ status: 'queued', progress: 0, format: '9:16', resolution: '720p', projectId: project.id });

      const done = await api.waitFor(user, render.id);
      expect(done.status, done.error).toBe('done');
      expect(done).toMatchObject({ progress: 100, width: 720, height: 1280 });
      expect(Math.abs(done.durationSeconds! - project.durationSeconds)).toBeLessThanOrEqual(0.25);

      const file = join(scratch, 'done.mp4');
      await writeFile(file, await downloaded(ctx, done.videoUrl!));
      const probe = await probeMedia(binaries, file);
      expect(probe.streams.map((stream) => `${stream.type}:${stream.codec}`).sort()).toEqual(['audio:aac', 'video:h264']);
      expect(probe.streams.find((stream) => stream.type === 'video')).toMatchObject({ width: 720, height: 1280 });
      expect(Math.abs(probe.durationSeconds - project.durationSeconds)).toBeLessThanOrEqual(0.25);

      // The owner's sockets heard it queued, running and done.
      const statuses = events.flatMap((event) => (event.type === 'render_progress' && event.renderId === render.id ? [event.status] : []));
      expect(statuses[0]).toBe('queued');
      expect(statuses).toContain('running');
      expect(statuses.at(-1)).toBe('done');

      // Listed with the project; counted as a video in the usage.
      const listed = (await api.call('GET', `/projects/${project.id}/renders`, user.headers)).json() as { renders: Render[] };
      expect(listed.renders.map((item) => item.id)).toEqual([render.id]);
      const usage = await ctx.database.executeSql(`select kind, engine from usage_events where user_id = $1 and kind = 'video'`, [
        user.user.id,
      ]);
      expect(Array.isArray(usage) ? [] : usage.rows).toEqual([{ kind: 'video', engine: `ffmpeg-${binaries.source}` }]);
    } finally {
      await unsubscribe();
    }
  });

  it('refuses a project without a voiceover (400), another user’s project (404) and bad settings (400)', async () => {
    const user = await registerUser(ctx.app);
    const silent = await api.voicedProject(user, { voice: false });
    const noVoice = await api.call('POST', `/projects/${silent.id}/renders`, user.headers, { format: '16:9', resolution: '720p' });
    expect([noVoice.statusCode, noVoice.json().code]).toEqual([400, 'NO_VOICEOVER']);

    const other = await registerUser(ctx.app);
    const theirs = await api.call('POST', `/projects/${silent.id}/renders`, other.headers, { format: '16:9', resolution: '720p' });
    expect(theirs.statusCode).toBe(404);

    for (const body of [
      { format: '4:3', resolution: '720p' },
      { format: '16:9', resolution: '4k' },
      { format: '16:9', resolution: '720p', extra: 1 },
    ]) {
      expect((await api.call('POST', `/projects/${silent.id}/renders`, user.headers, body)).statusCode).toBe(400);
    }
    const unknownMusic = await api.call('POST', `/projects/${silent.id}/renders`, user.headers, {
      format: '16:9',
      resolution: '720p',
      music: { fileId: '00000000-0000-4000-8000-000000000000', volume: 30 },
    });
    // The voiceover is checked first: still 400 here; with one, an unknown music file is a 404 (below).
    expect(unknownMusic.statusCode).toBe(400);
  });

  it('keeps another user from reading, canceling, deleting or listing a render', async () => {
    const owner = await registerUser(ctx.app);
    const project = await api.voicedProject(owner);
    const { render } = (
      await api.call('POST', `/projects/${project.id}/renders`, owner.headers, {
        format: '1:1',
        resolution: '720p',
        captions: { enabled: false },
      })
    ).json() as { render: Render };
    const other = await registerUser(ctx.app);
    expect((await api.call('GET', `/renders/${render.id}`, other.headers)).statusCode).toBe(404);
    expect((await api.call('POST', `/renders/${render.id}/cancel`, other.headers)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/renders/${render.id}`, other.headers)).statusCode).toBe(404);
    expect((await api.call('GET', `/projects/${project.id}/renders`, other.headers)).statusCode).toBe(404);
    expect((await api.call('GET', `/renders/${render.id}`, {})).statusCode).toBe(401);
    expect((await api.call('GET', '/renders/not-a-uuid', owner.headers)).statusCode).toBe(400);

    // The owner's render goes on untouched, and its video is served only at its unguessable address.
    const done = await api.waitFor(owner, render.id);
    expect(done.status, done.error).toBe('done');
    expect(done).toMatchObject({ width: 720, height: 720 });
    expect(done.videoUrl).toMatch(/^\/files\/videos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.mp4$/);

    // Deleting it removes the video file.
    expect((await api.call('DELETE', `/renders/${render.id}`, owner.headers)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: done.videoUrl! })).statusCode).toBe(404);
    expect((await api.call('GET', `/renders/${render.id}`, owner.headers)).statusCode).toBe(404);
  });

  it('cancel stops a running render at once and leaves no video', async () => {
    const user = await registerUser(ctx.app);
    const project = await api.voicedProject(user, { long: true });
    const { render } = (
      await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '16:9', resolution: '1080p' })
    ).json() as { render: Render };
    await api.waitFor(user, render.id, (r) => r.status === 'running');
    const canceled = await api.call('POST', `/renders/${render.id}/cancel`, user.headers);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    // Give the worker time to notice; it must not finish the video anyway.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = (await api.call('GET', `/renders/${render.id}`, user.headers)).json() as Render;
    expect(after.status).toBe('canceled');
    expect(after.videoUrl).toBeUndefined();
    const [row] = await ctx.database.db.select().from(rendersTable).where(eq(rendersTable.id, render.id));
    expect(row?.videoKey).toBeNull();
    // A second cancel is refused: it has ended.
    expect((await api.call('POST', `/renders/${render.id}/cancel`, user.headers)).statusCode).toBe(409);
  });

  it('takes music by its content, lays it under the voice, and refuses what is not audio', async () => {
    const user = await registerUser(ctx.app);
    const music = join(scratch, 'music.ogg');
    await run(binaries.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=4', '-c:a', 'libvorbis', '-y', music]);
    const upload = (name: string, bytes: Buffer, headers: Headers = user.headers) => {
      const boundary = 'genesis-music-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: audio/mpeg\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/uploads/music',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const accepted = await upload('theme.mp3', await readFile(music));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const file = accepted.json() as { fileId: string; format: string; name: string };
    expect(file).toMatchObject({ format: 'ogg', name: 'theme.mp3' });

    const notAudio = await upload('song.mp3', Buffer.from('<html>definitely not audio</html>'));
    expect([notAudio.statusCode, notAudio.json().code]).toEqual([400, 'NOT_AUDIO']);
    // Shaped like an MP3 (ID3) but nothing ffprobe can read as audio.
    const fake = await upload('fake.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2048, 7)]));
    expect([fake.statusCode, fake.json().code]).toEqual([400, 'NOT_AUDIO']);
    // A playlist behind an MP3 header: read as MP3 (the format its first bytes name), it has no sound.
    const playlist = await upload('list.mp3', Buffer.from(`ID3\n#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\n${music}\n#EXT-X-ENDLIST\n`));
    expect([playlist.statusCode, playlist.json().code]).toEqual([400, 'NOT_AUDIO']);
    // A WAV header with no samples after it.
    const silentHeader = Buffer.alloc(44);
    silentHeader.write('RIFF', 0, 'latin1');
    silentHeader.writeUInt32LE(36, 4);
    silentHeader.write('WAVEfmt ', 8, 'latin1');
    silentHeader.writeUInt32LE(16, 16);
    silentHeader.writeUInt16LE(1, 20);
    silentHeader.writeUInt16LE(1, 22);
    silentHeader.writeUInt32LE(48_000, 24);
    silentHeader.writeUInt32LE(96_000, 28);
    silentHeader.writeUInt16LE(2, 32);
    silentHeader.writeUInt16LE(16, 34);
    silentHeader.write('data', 36, 'latin1');
    expect((await upload('empty.wav', silentHeader)).json().code).toBe('NOT_AUDIO');
    // Control characters in the name are dropped, not stored and shown back.
    const named = await upload('my\u0007 theme\u202e.ogg', await readFile(music));
    expect([named.statusCode, named.json().name]).toEqual([201, 'my theme.ogg']);
    const tooBig = await upload('long.wav', Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(20 * 1024 * 1024 + 10)]));
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'MUSIC_TOO_LARGE']);
    expect((await upload('theme.mp3', await readFile(music), {})).statusCode).toBe(401);

    const project = await api.voicedProject(user);
    const other = await registerUser(ctx.app);
    const otherProject = await api.voicedProject(other);
    const borrowed = await api.call('POST', `/projects/${otherProject.id}/renders`, other.headers, {
      format: '16:9',
      resolution: '720p',
      music: { fileId: file.fileId, volume: 50 },
    });
    expect([borrowed.statusCode, borrowed.json().code]).toEqual([404, 'MUSIC_NOT_FOUND']);

    const { render } = (
      await api.call('POST', `/projects/${project.id}/renders`, user.headers, {
        format: '16:9',
        resolution: '720p',
        captions: { enabled: false },
        music: { fileId: file.fileId, volume: 80 },
      })
    ).json() as { render: Render };
    const done = await api.waitFor(user, render.id);
    expect(done.status, done.error).toBe('done');
    expect(done).toMatchObject({ width: 1280, height: 720 });
  });
});

describe('one render at a time per user', { timeout: 90_000 }, () => {
  const ctx = useTestApp({}, { RENDER_CONCURRENCY: '2' });
  const api = rendersApi(ctx);
  beforeAll(() => ctx.services.renders.start({ embedded: false }));

  it('runs a user’s second render after the first, even with room for two', async () => {
    const user = await registerUser(ctx.app);
    // Long: the second is looked at while the first runs.
    const project = await api.voicedProject(user, { long: true });
    const ask = async () =>
      (
        (await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '1:1', resolution: '720p' })).json() as {
          render: Render;
        }
      ).render;
    const first = await ask();
    const second = await ask();
    await api.waitFor(user, first.id, (r) => r.status === 'running');
    expect(((await api.call('GET', `/renders/${second.id}`, user.headers)).json() as Render).status).toBe('queued');
    const firstDone = await api.waitFor(user, first.id);
    const secondDone = await api.waitFor(user, second.id);
    expect([firstDone.status, secondDone.status]).toEqual(['done', 'done']);
    const [a, b] = await Promise.all(
      [first.id, second.id].map(async (id) => (await ctx.database.db.select().from(rendersTable).where(eq(rendersTable.id, id)))[0]!),
    );
    expect(b!.startedAt!.getTime()).toBeGreaterThanOrEqual(a!.finishedAt!.getTime());
  });
});

describe('video renders across restarts', () => {
  it(
    'a render interrupted by a restart, or left by a killed instance, still ends with a finished video',
    { timeout: 180_000 },
    async () => {
      const database = await openTestDatabase();
      const first = await buildTestApp({ database });
      const api = rendersApi(first);
      const user = await registerUser(first.app);
      const project = await api.voicedProject(user, { long: true });
      // The renders after the restart run to their end: a short project is enough for them.
      const short = await api.voicedProject(user);
      await first.services.renders.start({ embedded: false });
      const { render } = (
        await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '16:9', resolution: '1080p' })
      ).json() as { render: Render };
      await api.waitFor(user, render.id, (r) => r.status === 'running');

      // Restart: the instance stops while encoding (the render goes back to the queue); a new one starts on the same database.
      await first.close();
      const second = await buildTestApp({ database });
      try {
        const [requeued] = await second.database.db.select().from(rendersTable).where(eq(rendersTable.id, render.id));
        expect(requeued?.status).toBe('queued');
        await second.services.renders.start({ embedded: false });
        const done = await rendersApi(second).waitFor(user, render.id);
        expect(done.status, done.error).toBe('done');
        expect(done).toMatchObject({ width: 1920, height: 1080 });

        // A killed instance: its render stays 'running' with a heartbeat that stopped; another instance's sweep takes it.
        const again = (
          await rendersApi(second).call('POST', `/projects/${short.id}/renders`, user.headers, { format: '1:1', resolution: '720p' })
        ).json() as { render: Render };
        await second.database.db
          .update(rendersTable)
          .set({ status: 'running', leaseId: '00000000-0000-4000-8000-000000000001', heartbeatAt: new Date(Date.now() - 60_000) })
          .where(eq(rendersTable.id, again.render.id));
        await second.services.renders.sweep(new Date(Date.now() - 45_000));
        const taken = await rendersApi(second).waitFor(user, again.render.id);
        expect(taken.status, taken.error).toBe('done');
      } finally {
        await second.close();
      }

      // The embedded mode's only instance was killed mid-render (its heartbeat is still fresh): the
      // next start queues the render again at once instead of waiting for the heartbeat to go stale.
      const third = await buildTestApp({ database });
      try {
        const orphan = (
          await rendersApi(third).call('POST', `/projects/${short.id}/renders`, user.headers, { format: '9:16', resolution: '720p' })
        ).json() as { render: Render };
        await third.database.db
          .update(rendersTable)
          .set({ status: 'running', leaseId: '00000000-0000-4000-8000-000000000002', heartbeatAt: new Date() })
          .where(eq(rendersTable.id, orphan.render.id));
        await third.services.renders.start({ embedded: true });
        const resumed = await rendersApi(third).waitFor(user, orphan.render.id);
        expect(resumed.status, resumed.error).toBe('done');
      } finally {
        await third.close();
        await database.close();
      }
    },
  );
});
