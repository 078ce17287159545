import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@shared/contracts/media';
import type { Render } from '@shared/contracts/renders';
import type { StoryboardResponse, StoryboardScene } from '@shared/contracts/storyboard';
import type { ServerEvent } from '@shared/realtime';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../../providers/video/ffmpeg-binaries';
import { probeMedia } from '../../providers/video/probe-media';
import { RENDER_LOUDNESS } from '../../providers/video/render-video';
import { loudnessOf } from '../../test/test-audio';
import { multipartBody } from '../../test/multipart';
import { makeClip } from '../../test/test-clips';
import { colourOf, distance, edgesLit, frameOf, type Rgb } from '../../test/video-frames';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { flatPictures, rendersApi } from '../../test/renders-api';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { renders } from '../../db/schema';

const run = promisify(execFile);

const GREEN: Rgb = { r: 40, g: 170, b: 60 };

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
  binaries = (await ffmpegOnThisMachine())!;
  scratch = await mkdtemp(join(tmpdir(), 'genesis-renders-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

// A render is seconds of ffmpeg at nice 10: on a busy 2-core machine it waits for what is left of the CPU.
describe('video renders', { timeout: 90_000 }, () => {
  const ctx = useTestApp({ images: flatPictures });
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
      // eSpeak's voice, whose peaks stand far over its loudness, at YouTube's loudness under the true-peak ceiling.
      const { integratedLufs, truePeakDbtp } = await loudnessOf(binaries, file);
      expect(Math.abs(integratedLufs - RENDER_LOUDNESS.integratedLufs)).toBeLessThanOrEqual(1);
      expect(truePeakDbtp).toBeLessThanOrEqual(RENDER_LOUDNESS.truePeakDbtp);

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

  it('voices a render with no voiceover named as its storyboard is: the saved storyboard’s, not a newer one; the newest once that is deleted', async () => {
    const user = await registerUser(ctx.app);
    const project = await api.voicedProject(user);
    const board = (await api.call('GET', `/projects/${project.id}/storyboard`, user.headers)).json() as StoryboardResponse;
    const saved = await api.call('PUT', `/projects/${project.id}/storyboard`, user.headers, {
      voiceoverId: board.voiceoverId,
      transition: board.transition,
      scenes: board.scenes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const newer = await api.call('POST', `/projects/${project.id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
    expect(newer.statusCode, newer.body).toBe(201);
    const newerId = (newer.json() as { id: string }).id;

    const renderedVoice = async () => {
      const answer = await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '16:9', resolution: '720p' });
      expect(answer.statusCode, answer.body).toBe(202);
      const { render } = answer.json() as { render: Render };
      expect((await api.call('POST', `/renders/${render.id}/cancel`, user.headers)).statusCode).toBe(200);
      const [row] = await ctx.database.db.select().from(renders).where(eq(renders.id, render.id));
      return row!.voiceoverId;
    };
    expect(await renderedVoice()).toBe(board.voiceoverId);
    expect((await api.call('DELETE', `/projects/${project.id}/voiceovers/${board.voiceoverId}`, user.headers)).statusCode).toBe(204);
    expect(await renderedVoice()).toBe(newerId);
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

  it('takes music by its content, lays it under the voice, and refuses what is not audio', async () => {
    const user = await registerUser(ctx.app);
    const music = join(scratch, 'music.ogg');
    await run(binaries.ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=4', '-c:a', 'libvorbis', '-y', music]);
    const upload = (name: string, bytes: Buffer, headers: Record<string, string> = user.headers) => {
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
        format: '1:1',
        resolution: '720p',
        captions: { enabled: false },
        music: { fileId: file.fileId, volume: 80 },
      })
    ).json() as { render: Render };
    const done = await api.waitFor(user, render.id);
    expect(done.status, done.error).toBe('done');
    expect(done).toMatchObject({ width: 720, height: 720 });
  });
});

describe('a storyboard rendered', { timeout: 120_000 }, () => {
  const ctx = useTestApp();
  const api = rendersApi(ctx);
  beforeAll(() => ctx.services.renders.start({ embedded: false }));

  const upload = async (user: RegisteredUser, projectId: string, file: string) => {
    const form = await multipartBody({ file: { bytes: await readFile(file), name: basename(file) } });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/media`,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as MediaItem;
  };

  it('draws the creator’s clip from its in-point, their photo over its blurred copy and a studio card, crossfaded, with no bars', async () => {
    // A landscape clip, red for a second then blue; a tall green photo.
    const clipFile = join(scratch, 'pour.mp4');
    await makeClip(binaries.ffmpeg, clipFile, ['red', 'blue', 'blue'], { width: 320, height: 180 });
    const photoFile = join(scratch, 'beans.png');
    await sharp({ create: { width: 300, height: 500, channels: 3, background: GREEN } })
      .png()
      .toFile(photoFile);
    const user = await registerUser(ctx.app);
    const project = await api.voicedProject(user);
    const clip = await upload(user, project.id, clipFile);
    const photo = await upload(user, project.id, photoFile);

    const board = (await api.call('GET', `/projects/${project.id}/storyboard`, user.headers)).json() as StoryboardResponse;
    expect(board.scenes).toHaveLength(3);
    const [first, second, third] = board.scenes as [StoryboardScene, StoryboardScene, StoryboardScene];
    const { mediaId: _second, ...secondPlain } = second;
    const { mediaId: _third, ...thirdPlain } = third;
    const saved = await api.call('PUT', `/projects/${project.id}/storyboard`, user.headers, {
      voiceoverId: board.voiceoverId,
      transition: { kind: 'crossfade', seconds: 0.3 },
      scenes: [
        { ...first, mediaId: clip.id, inSeconds: 1.2, outSeconds: 2.8, motion: 'still', fill: 'crop' },
        { ...secondPlain, mediaId: photo.id, motion: 'zoom', fill: 'blur' },
        { ...thirdPlain, motion: 'pan', fill: 'crop' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { render } = (
      await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '9:16', resolution: '720p' })
    ).json() as { render: Render };
    const done = await api.waitFor(user, render.id);
    expect(done.status, done.error).toBe('done');
    const file = join(scratch, 'storyboard.mp4');
    await writeFile(file, await downloaded(ctx, done.videoUrl!));
    const probe = await probeMedia(binaries, file);
    expect(probe.streams.map((stream) => `${stream.type}:${stream.codec}`).sort()).toEqual(['audio:aac', 'video:h264']);
    expect(probe.streams.find((stream) => stream.type === 'video')).toMatchObject({ width: 720, height: 1280 });
    expect(Math.abs(probe.durationSeconds - project.durationSeconds)).toBeLessThanOrEqual(0.25);

    // Each scene's middle, above the captions: the clip's part from its in-point (blue, not its red
    // opening), the photo, and a studio card that is neither; the frame covered edge to edge each time.
    const middle = (scene: StoryboardScene) => (scene.start + scene.end) / 2;
    const frames = await Promise.all([first, second, third].map((scene) => frameOf(binaries.ffmpeg, file, middle(scene))));
    const [clipped, photographed, carded] = frames.map((frame) => colourOf(frame, 0.3, 0.7, 0.2, 0.4)) as [Rgb, Rgb, Rgb];
    expect(distance(clipped, { r: 0, g: 0, b: 255 })).toBeLessThan(40);
    expect(distance(photographed, GREEN)).toBeLessThan(40);
    expect(distance(carded, GREEN)).toBeGreaterThan(40);
    expect(distance(carded, { r: 0, g: 0, b: 255 })).toBeGreaterThan(40);
    for (const frame of frames) expect(edgesLit(frame)).toBe(true);

    const { integratedLufs, truePeakDbtp } = await loudnessOf(binaries, file);
    expect(Math.abs(integratedLufs - RENDER_LOUDNESS.integratedLufs)).toBeLessThanOrEqual(1);
    expect(truePeakDbtp).toBeLessThanOrEqual(RENDER_LOUDNESS.truePeakDbtp);
  });
});
