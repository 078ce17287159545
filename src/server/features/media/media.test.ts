import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_FORM_MAX_BYTES, mediaProblems, type MediaItem, type ProjectMediaResponse } from '@shared/contracts/media';
import { eq } from 'drizzle-orm';
import { CAPTIONS_MAX_BYTES, shortsProblems } from '@shared/contracts/shorts';
import { mediaCaptions } from '../../db/schema';
import type { FileStorage } from '../../providers/storage/file-storage';
import { createLocalDiskStorage } from '../../providers/storage/local-disk';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { mediaApi, mediaMaker, ownDataDir, storedKeys } from '../../test/media-api';
import { unzip } from '../../test/unzip';

/** A PNG of only a signature, a header claiming `width` × `height` and an empty image: a picture bomb's first bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An MP4 whose header is kept and whose coded pictures (the mdat box's body) are overwritten with noise. */
function withGarbagePictures(mp4: Buffer): Buffer {
  const copy = Buffer.from(mp4);
  const at = copy.indexOf('mdat', 0, 'latin1');
  expect(at).toBeGreaterThan(0);
  let seed = 7;
  for (let i = at + 4; i < copy.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    copy[i] = seed >>> 24;
  }
  return copy;
}

/** Files the resumable uploads keep while they arrive. */
const uploadsUnder = async (dataDir: string) => (await readdir(join(dataDir, 'uploads', 'resumable')).catch(() => [])).sort();

/** A signed address of the owner's media item (signed-urls.ts). */
const signedAddress = (owner: string, part: 'file' | 'poster' | 'filmstrip') =>
  new RegExp(`^/api/media/[0-9a-f-]{36}/${part}\\?owner=${owner}&expires=\\d+&signature=[\\w-]{43}$`);

describe('a project’s media library', { timeout: 120_000 }, () => {
  const dataDir = ownDataDir();
  const make = mediaMaker();
  const ctx = useTestApp({}, { DATA_DIR: dataDir });
  const api = mediaApi(ctx);

  it('takes a photo: its kind and size from its bytes, a WebP poster, the file stored under its owner and served to them only', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const png = await make('photo.png', ['-f', 'lavfi', '-i', 'testsrc2=size=320x200', '-frames:v', '1']);

    // Named and typed as something else: only the bytes count.
    const response = await api.upload(user, projectId, png, 'holiday.mp4', 'video/mp4');
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json() as MediaItem;
    expect(item).toEqual({
      id: expect.any(String),
      source: 'upload',
      kind: 'image',
      width: 320,
      height: 200,
      durationSeconds: null,
      posterUrl: expect.stringMatching(signedAddress(user.user.id, 'poster')),
      fileUrl: expect.stringMatching(signedAddress(user.user.id, 'file')),
      filmstripUrl: null,
      waveform: null,
      captions: null,
      name: 'holiday.mp4',
      bytes: png.length,
      createdAt: expect.any(String),
    });

    const [row] = await api.rowsOf(user.user.id);
    expect(row).toMatchObject({ id: item.id, projectId, status: 'ready', kind: 'image', container: 'png', bytes: png.length });
    expect(row!.fileKey).toMatch(new RegExp(`^media/${user.user.id}/[0-9a-f]{2}/[0-9a-f-]{36}\\.png$`));
    expect(await storedKeys(dataDir)).toEqual(expect.arrayContaining([row!.fileKey, row!.posterKey]));

    // At the signed addresses, with no token (as an <img> or a <video> asks).
    const file = await api.call('GET', item.fileUrl, undefined);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const range = await ctx.app.inject({ method: 'GET', url: item.fileUrl, headers: { range: 'bytes=0-7' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(png.subarray(0, 8))).toBe(true);

    const poster = await api.call('GET', item.posterUrl!, undefined);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 200 });

    // Without a signature: the owner's token only.
    const plain = `/api/media/${item.id}/file`;
    expect((await api.call('GET', plain, user)).rawPayload.equals(png)).toBe(true);
    const other = await registerUser(ctx.app);
    expect((await api.call('GET', plain, other)).json()).toEqual({ message: mediaProblems.notFound, code: 'MEDIA_NOT_FOUND' });
    expect((await api.call('GET', plain, undefined)).statusCode).toBe(401);

    // A signature altered, moved to the other part or to another owner: not found, whoever asks.
    const address = new URL(item.fileUrl, 'http://studio');
    const signature = address.searchParams.get('signature')!;
    const altered = (change: (query: URLSearchParams) => void, path = address.pathname) => {
      const query = new URLSearchParams(address.searchParams);
      change(query);
      return `${path}?${query}`;
    };
    for (const url of [
      altered((query) => query.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)),
      altered(() => {}, `/api/media/${item.id}/poster`),
      altered((query) => query.set('owner', other.user.id)),
      altered((query) => query.set('expires', String(Number(query.get('expires')) + 3600))),
    ]) {
      const refused = await api.call('GET', url, other);
      expect([url, refused.statusCode]).toEqual([url, 404]);
    }
    // A day later the address has expired.
    ctx.clock.advance(25 * 60 * 60 * 1000);
    expect((await api.call('GET', item.fileUrl, undefined)).statusCode).toBe(404);
    ctx.clock.advance(-25 * 60 * 60 * 1000);

    // Never at the public file route.
    expect((await api.call('GET', `/files/${row!.fileKey}`, undefined)).statusCode).toBe(404);
    expect((await api.call('GET', `/files/${row!.fileKey}`, user)).statusCode).toBe(404);
  });

  it('takes H.264 in MP4 and VP9 in WebM as clips, with their size, length and a poster frame; a WAV as sound', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const mp4 = await make('clip.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ]);
    const webm = await make('clip.webm', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x96:rate=10', '-t', '1'],
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '100k'],
    ]);
    const wav = await make('sound.wav', ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1.5', '-c:a', 'pcm_s16le']);

    const clip = await api.upload(user, projectId, mp4, 'clip.mp4', 'video/mp4');
    expect(clip.statusCode, clip.body).toBe(201);
    expect(clip.json()).toMatchObject({ kind: 'video', width: 96, height: 64, posterUrl: expect.any(String) });
    expect((clip.json() as MediaItem).durationSeconds).toBeCloseTo(2, 0);
    const poster = await api.call('GET', (clip.json() as MediaItem).posterUrl!, user);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 64 });

    const vp9 = await api.upload(user, projectId, webm, 'clip.webm');
    expect(vp9.statusCode, vp9.body).toBe(201);
    // No sound: no waveform.
    expect(vp9.json()).toMatchObject({ kind: 'video', width: 64, height: 96, posterUrl: expect.any(String), waveform: null });

    const sound = await api.upload(user, projectId, wav, 'sound.wav');
    expect(sound.statusCode, sound.body).toBe(201);
    expect(sound.json()).toMatchObject({ kind: 'audio', width: null, height: null, posterUrl: null });
    expect((sound.json() as MediaItem).durationSeconds).toBeCloseTo(1.5, 1);

    const served = await api.call('GET', (clip.json() as MediaItem).fileUrl, user);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4)).toBe(true);
  });

  it('makes a clip’s filmstrip and the waveform of its sound, served to the owner only, and deletes them with the clip', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    // Two seconds of red under a loud tone, then two of blue under a faint one.
    const mp4 = await make('red-then-blue.mp4', [
      '-f',
      'lavfi',
      '-i',
      "color=red:s=160x90:r=10:d=2[r];color=blue:s=160x90:r=10:d=2[b];[r][b]concat=n=2[out0];sine=f=440:d=4,volume='if(lt(t,2),4,0.2)':eval=frame[out1]",
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ]);
    const wav = await make('tone.wav', ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1.5', '-c:a', 'pcm_s16le']);

    const response = await api.upload(user, projectId, mp4, 'red-then-blue.mp4');
    expect(response.statusCode, response.body).toBe(201);
    const clip = response.json() as MediaItem;
    expect(clip.filmstripUrl).toMatch(signedAddress(user.user.id, 'filmstrip'));

    // Ten frames, 90 pixels high, in the clip's order: red in the first, blue in the last.
    const filmstrip = await api.call('GET', clip.filmstripUrl!, undefined);
    expect(filmstrip.statusCode).toBe(200);
    expect(filmstrip.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(filmstrip.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1600, 90]);
    const pixel = (x: number) => [...data.subarray((45 * info.width + x) * info.channels, (45 * info.width + x) * info.channels + 3)];
    const [red, blue] = [pixel(80), pixel(1520)];
    expect(red[0]).toBeGreaterThan(200);
    expect(red[2]).toBeLessThan(60);
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]).toBeLessThan(60);

    // 200 peaks: the loud half about 0.5 (a tone at 4 × 1/8), the faint one a twentieth of it.
    const peaks = clip.waveform!;
    expect(peaks).toHaveLength(200);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(peaks.slice(5, 95))).toBeCloseTo(0.5, 1);
    expect(mean(peaks.slice(105, 195))).toBeLessThan(0.05);

    // A sound has a waveform and no filmstrip.
    const sound = (await api.upload(user, projectId, wav, 'tone.wav')).json() as MediaItem;
    expect(sound).toMatchObject({ kind: 'audio', filmstripUrl: null });
    expect(sound.waveform).toHaveLength(200);
    expect(Math.min(...sound.waveform!.slice(2, 198))).toBeGreaterThan(0.1);

    const plain = `/api/media/${clip.id}/filmstrip`;
    expect((await api.call('GET', plain, user)).statusCode).toBe(200);
    const other = await registerUser(ctx.app);
    expect((await api.call('GET', plain, other)).json()).toEqual({ message: mediaProblems.notFound, code: 'MEDIA_NOT_FOUND' });
    expect((await api.call('GET', `/api/media/${sound.id}/filmstrip`, user)).statusCode).toBe(404);

    const [row] = (await api.rowsOf(user.user.id)).filter((media) => media.id === clip.id);
    expect(await storedKeys(dataDir)).toContain(row!.filmstripKey);
    expect((await api.call('DELETE', `/api/media/${clip.id}`, user)).statusCode).toBe(204);
    expect(await storedKeys(dataDir)).not.toContain(row!.filmstripKey);
  });

  it('draws a filmstrip from a clip’s pictures when its sound runs on, and takes a clip whose filmstrip cannot be made without one', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    // One second of green pictures under ten seconds of sound.
    const shortPictures = ['-f', 'lavfi', '-i', 'color=green:s=160x90:r=10:d=1', '-f', 'lavfi', '-i', 'sine=d=10'];
    const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
    const mp4 = await make('short-pictures.mp4', [...shortPictures, ...h264]);
    const uploaded = await api.upload(user, projectId, mp4, 'short-pictures.mp4');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const clip = uploaded.json() as MediaItem;
    expect(clip.durationSeconds).toBeCloseTo(10, 0);
    const { data, info } = await sharp((await api.call('GET', clip.filmstripUrl!, user)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1600);
    // Green to its last frame: every frame is from the second of pictures.
    const last = (45 * info.width + 1590) * info.channels;
    expect(data[last + 1]).toBeGreaterThan(100);
    expect(data[last]).toBeLessThan(60);

    // A WebM states no length for its streams: the frames past the pictures' end are not there.
    const vp9 = ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'];
    const webm = await make('short-pictures.webm', [...shortPictures, ...vp9]);
    const answer = await api.upload(user, projectId, webm, 'short-pictures.webm');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ kind: 'video', filmstripUrl: null, posterUrl: expect.any(String) });
    expect((answer.json() as MediaItem).waveform).toHaveLength(200);
  });

  it('lists the project’s media newest first and deletes an item with its files', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const otherProject = await api.project(user);
    const png = await make('still.png', ['-f', 'lavfi', '-i', 'color=c=red:size=32x32', '-frames:v', '1']);
    const ids: string[] = [];
    for (const name of ['first.png', 'second.png', 'third.png']) {
      const response = await api.upload(user, projectId, png, name);
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as MediaItem).id);
      ctx.clock.advance(1_000);
    }
    // In another project: not listed with these, but counted in the same storage.
    expect((await api.upload(user, otherProject, png, 'elsewhere.png')).statusCode).toBe(201);

    const listed = await api.call('GET', `/api/projects/${projectId}/media`, user);
    expect(listed.statusCode).toBe(200);
    const body = listed.json() as ProjectMediaResponse;
    expect(body.media.map((item) => item.name)).toEqual(['third.png', 'second.png', 'first.png']);
    expect(body.storage).toEqual({ usedBytes: 4 * png.length, quotaBytes: ctx.deps.config.mediaQuotaBytes });

    const [row] = (await api.rowsOf(user.user.id)).filter((media) => media.id === ids[1]);
    const deleted = await api.call('DELETE', `/api/media/${ids[1]}`, user);
    expect(deleted.statusCode).toBe(204);
    expect((await api.rowsOf(user.user.id)).map((media) => media.id)).not.toContain(ids[1]);
    const keys = await storedKeys(dataDir);
    expect(keys).not.toContain(row!.fileKey);
    expect(keys).not.toContain(row!.posterKey);
    expect((await api.call('GET', `/api/projects/${projectId}/media`, user)).json()).toMatchObject({
      media: [{ id: ids[2] }, { id: ids[0] }],
      storage: { usedBytes: 3 * png.length },
    });
    expect((await api.call('DELETE', `/api/media/${ids[1]}`, user)).json()).toEqual({
      message: mediaProblems.notFound,
      code: 'MEDIA_NOT_FOUND',
    });
  });

  it('keeps captions beside a clip or sound: read into timed words, named in the list, replaced by newer ones, gone with the clip', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const clip = await make('talk.mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=2', '-pix_fmt', 'yuv420p']);
    const uploaded = await api.upload(user, projectId, clip, 'talk.mp4');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const video = uploaded.json() as MediaItem;
    expect(video.captions).toBeNull();
    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:01,500\nDid you know this?\n\n2\n00:00:01,500 --> 00:00:02,000\nYes.\n');
    const captioned = await api.upload(user, projectId, srt, 'talk.en.srt', 'application/x-subrip', { captionsFor: video.id });
    expect(captioned.statusCode, captioned.body).toBe(201);
    expect(captioned.json()).toMatchObject({ id: video.id, kind: 'video', captions: { name: 'talk.en.srt', words: 5 } });
    const [stored] = await ctx.database.db.select().from(mediaCaptions).where(eq(mediaCaptions.mediaId, video.id));
    expect(stored!.words.map((word) => [word.text, word.startMs, word.endMs])).toEqual([
      // 1.5 s over 15 letters: 100 ms a letter.
      ['Did', 0, 300],
      ['you', 300, 600],
      ['know', 600, 1000],
      ['this?', 1000, 1500],
      ['Yes.', 1500, 2000],
    ]);
    // Captions are not media of their own: the list still holds one item, which names them.
    const listed = (await api.call('GET', `/api/projects/${projectId}/media`, user)).json() as ProjectMediaResponse;
    expect(listed.media).toMatchObject([{ id: video.id, captions: { name: 'talk.en.srt', words: 5 } }]);
    expect(listed.storage.usedBytes).toBe(clip.length);

    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHello there.\n');
    const replaced = await api.upload(user, projectId, vtt, 'talk.vtt', 'text/vtt', { captionsFor: video.id });
    expect(replaced.json()).toMatchObject({ captions: { name: 'talk.vtt', words: 2 } });
    expect(await ctx.database.db.select().from(mediaCaptions).where(eq(mediaCaptions.mediaId, video.id))).toHaveLength(1);

    expect((await api.call('DELETE', `/api/media/${video.id}`, user)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(mediaCaptions).where(eq(mediaCaptions.mediaId, video.id))).toEqual([]);
  });

  it('refuses captions that are not SRT or VTT, too large, or beside something that is not the project’s clip or sound', async () => {
    const user = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const otherProject = await api.project(user);
    const strangersProject = await api.project(stranger);
    const sound = await make('voice.wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1']);
    const png = await make('still.png', ['-f', 'lavfi', '-i', 'color=c=red:size=32x32', '-frames:v', '1']);
    const soundId = ((await api.upload(user, projectId, sound, 'voice.wav')).json() as MediaItem).id;
    const pictureId = ((await api.upload(user, projectId, png, 'still.png')).json() as MediaItem).id;
    const strangersSound = ((await api.upload(stranger, strangersProject, sound, 'theirs.wav')).json() as MediaItem).id;
    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHi.\n');
    const captions = (project: string, bytes: Buffer, captionsFor: string) =>
      api.upload(user, project, bytes, 'c.srt', 'text/plain', { captionsFor });
    const refusal = (code: string, message: string) => ({ code, message });

    // A sound takes captions too (a podcast).
    expect((await captions(projectId, srt, soundId)).json()).toMatchObject({ id: soundId, captions: { words: 1 } });
    for (const [project, target] of [
      [projectId, pictureId],
      [otherProject, soundId],
      [strangersProject, strangersSound],
      [projectId, strangersSound],
      [projectId, 'not-a-uuid'],
    ] as const) {
      const refused =
        project === strangersProject
          ? await api.upload(user, project, srt, 'c.srt', 'text/plain', { captionsFor: target })
          : await captions(project, srt, target);
      expect(refused.statusCode, `${project} ${target}`).toBe(project === strangersProject ? 404 : 400);
    }
    expect((await captions(projectId, srt, pictureId)).json()).toEqual(refusal('CAPTIONS_TARGET_NOT_FOUND', shortsProblems.captionsTarget));
    expect((await captions(projectId, Buffer.from('just some words'), soundId)).json()).toEqual(
      refusal('NOT_CAPTIONS', shortsProblems.captionsNotText),
    );
    expect((await captions(projectId, Buffer.from([0x31, 0x0a, 0xff, 0xfe, 0x00]), soundId)).json()).toEqual(
      refusal('NOT_CAPTIONS', shortsProblems.captionsNotText),
    );
    expect((await captions(projectId, Buffer.from('WEBVTT\n\nNOTE nothing timed\n'), soundId)).json()).toEqual(
      refusal('NOT_CAPTIONS', shortsProblems.captionsEmpty),
    );
    const huge = Buffer.concat([srt, Buffer.alloc(CAPTIONS_MAX_BYTES, 0x20)]);
    const tooLarge = await captions(projectId, huge, soundId);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(refusal('CAPTIONS_TOO_LARGE', shortsProblems.captionsTooLarge));
    // The sound kept its first captions through every refusal; the stranger's took none.
    const rows = await ctx.database.db.select().from(mediaCaptions);
    expect(rows.filter((row) => row.mediaId === soundId).map((row) => row.words.length)).toEqual([1]);
    expect(rows.filter((row) => row.mediaId === strangersSound)).toEqual([]);
  });

  it('refuses what is not usable media with a 400 saying why, and keeps nothing of it', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const h264 = await make('honest.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=10', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ]);
    const mpeg4 = await make('old.mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=10', '-t', '1', '-c:v', 'mpeg4']);
    const fourHours = await make('long.mp4', [
      ...['-f', 'lavfi', '-i', 'color=size=16x16:rate=1', '-t', '14400'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ]);

    const cases: { what: string; bytes: Uint8Array; name: string; code: string; message: string }[] = [
      {
        what: 'text named .mp4',
        bytes: Buffer.from('not a video at all\n'.repeat(20)),
        name: 'clip.mp4',
        code: 'NOT_MEDIA',
        message: mediaProblems.notMedia,
      },
      {
        what: 'an H.264 header over noise',
        bytes: withGarbagePictures(h264),
        name: 'clip.mp4',
        code: 'MEDIA_UNREADABLE',
        message: mediaProblems.unreadable,
      },
      { what: 'a four-hour clip', bytes: fourHours, name: 'long.mp4', code: 'MEDIA_TOO_LONG', message: mediaProblems.tooLong },
      {
        what: 'a picture bomb',
        bytes: pngClaiming(30_000, 30_000),
        name: 'bomb.png',
        code: 'MEDIA_TOO_MANY_PIXELS',
        message: mediaProblems.tooManyPixels,
      },
      { what: 'MPEG-4 Part 2 video', bytes: mpeg4, name: 'old.mp4', code: 'MEDIA_CODEC', message: mediaProblems.codec },
      {
        what: 'a truncated JPEG',
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
        name: 'a.jpg',
        code: 'MEDIA_UNREADABLE',
        message: mediaProblems.unreadable,
      },
      { what: 'a zero-byte file', bytes: new Uint8Array(0), name: 'empty.png', code: 'NO_FILE', message: mediaProblems.missing },
    ];
    for (const refused of cases) {
      const began = Date.now();
      const response = await api.upload(user, projectId, refused.bytes, refused.name);
      expect({ what: refused.what, status: response.statusCode, body: response.json() as unknown }).toEqual({
        what: refused.what,
        status: 400,
        body: { code: refused.code, message: refused.message },
      });
      // Refused from the header: no decoding of four hours or 900 megapixels.
      expect(Date.now() - began, refused.what).toBeLessThan(15_000);
    }
    expect(await api.rowsOf(user.user.id)).toEqual([]);
    expect((await storedKeys(dataDir)).filter((key) => key.startsWith(`media/${user.user.id}/`))).toEqual([]);
  });

  it('refuses a body that is not a form, a file over 100 MB as it arrives, and another user’s project', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const json = await api.call('POST', `/api/projects/${projectId}/media`, user, { file: 'photo.png' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ code: 'NOT_MULTIPART', message: mediaProblems.missing });

    // Streamed a megabyte at a time as the server reads it: 100 MB never sit in the test's memory.
    const boundary = 'genesis-media-test';
    const megabyte = Buffer.alloc(1024 * 1024);
    function* hugeForm() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n\r\n`);
      yield pngClaiming(64, 64);
      for (let sent = 0; sent <= MEDIA_FORM_MAX_BYTES; sent += megabyte.length) yield megabyte;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/media`,
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(hugeForm()),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'MEDIA_TOO_LARGE', message: mediaProblems.tooLargeForForm });

    const other = await registerUser(ctx.app);
    const png = await make('mine.png', ['-f', 'lavfi', '-i', 'color=c=blue:size=16x16', '-frames:v', '1']);
    const intoTheirs = await api.upload(other, projectId, png, 'mine.png');
    expect(intoTheirs.statusCode).toBe(404);
    expect(intoTheirs.json()).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    expect((await api.call('GET', `/api/projects/${projectId}/media`, other)).statusCode).toBe(404);
    expect(await api.rowsOf(user.user.id)).toEqual([]);
    expect(await api.rowsOf(other.user.id)).toEqual([]);
  });

  it('is in the account’s export, goes with its project, and goes with the account', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const png = await make('kept.png', ['-f', 'lavfi', '-i', 'color=c=green:size=24x24', '-frames:v', '1']);
    const item = (await api.upload(user, projectId, png, 'kept.png')).json() as MediaItem;
    const [row] = await api.rowsOf(user.user.id);

    const exported = await api.call('GET', '/api/account/export', user);
    expect(exported.statusCode, exported.body).toBe(200);
    const entries = await unzip(exported.rawPayload);
    const [project] = JSON.parse(entries.get('projects.json')!.toString('utf8')) as { media: Record<string, unknown>[] }[];
    expect(project!.media).toEqual([
      expect.objectContaining({
        id: item.id,
        kind: 'image',
        name: 'kept.png',
        file: `files/${row!.fileKey}`,
        posterFile: `files/${row!.posterKey}`,
      }),
    ]);
    expect(entries.get(`files/${row!.fileKey}`)!.equals(png)).toBe(true);
    expect(entries.has(`files/${row!.posterKey}`)).toBe(true);

    // A deleted project takes its media's files along.
    const doomed = await api.project(user);
    const gone = (await api.upload(user, doomed, png, 'gone.png')).json() as MediaItem;
    const goneRow = (await api.rowsOf(user.user.id)).find((media) => media.id === gone.id)!;
    expect((await api.call('DELETE', `/api/projects/${doomed}`, user)).statusCode).toBe(204);
    expect(await storedKeys(dataDir)).not.toContain(goneRow.fileKey);

    const deleted = await api.call('DELETE', '/api/account', user, { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await api.rowsOf(user.user.id)).toEqual([]);
    expect((await storedKeys(dataDir)).filter((key) => key.startsWith(`media/${user.user.id}/`))).toEqual([]);
  });
});

describe('the media routes in the API description', () => {
  const ctx = useTestApp();
  const uuid = '00000000-0000-4000-8000-000000000000';
  const routes = [
    ['post', '/api/projects/{id}/media'],
    ['get', '/api/projects/{id}/media'],
    ['delete', '/api/media/{id}'],
    ['get', '/api/media/{id}/file'],
    ['get', '/api/media/{id}/poster'],
    ['post', '/api/uploads/resumable'],
    ['patch', '/api/uploads/resumable/{uploadId}'],
    ['delete', '/api/uploads/resumable/{uploadId}'],
  ] as const;

  it('describes every route, signed in', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { description?: string; security?: unknown[] }>>;
    };
    for (const [method, path] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation?.description, `${method} ${path}`).toEqual(expect.any(String));
      // A file or poster is read at a signed address too, with no token.
      const tokenOptional = /\/(file|poster)$/.test(path);
      expect(operation?.security, `${method} ${path}`).toEqual(tokenOptional ? [{ bearer: [] }, {}] : [{ bearer: [] }]);
    }
    // HEAD routes are left out, as every GET's are (a HEAD answer has no body to read a refusal from).
    expect(Object.keys(document.paths['/api/uploads/resumable/{uploadId}'] ?? {}).sort()).toEqual(['delete', 'patch']);
  });

  it('answers bodies of the wrong type, and control characters in ids, with 4xx', async () => {
    const user = await registerUser(ctx.app);
    for (const [method, path] of routes) {
      const url = path.replace(/\{[^}]+\}/, uuid);
      for (const [contentType, payload] of [
        ['text/plain', 'hello'],
        ['application/json', ''],
        ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ] as const) {
        if (method === 'get') continue;
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...user.headers, 'content-type': contentType },
          payload,
        });
        expect([`${method} ${url} ${contentType}`, response.statusCode < 500]).toEqual([`${method} ${url} ${contentType}`, true]);
      }
      if (!path.includes('{')) continue;
      const field = /\{([^}]+)\}/.exec(path)![1]!;
      const response = await ctx.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/, encodeURIComponent('x\u0007y')),
        headers: user.headers,
      });
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        400,
        expect.objectContaining({ code: 'VALIDATION_ERROR', fields: [field] }),
      ]);
    }
  });
});

describe('resumable uploads (tus)', { timeout: 120_000 }, () => {
  const dataDir = ownDataDir();
  const make = mediaMaker();
  const ctx = useTestApp({}, { DATA_DIR: dataDir });
  const api = mediaApi(ctx);

  it('takes a clip in parts, resumes where it stopped, and accepts it through the same checks as a form', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const mp4 = await make('resumed.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ]);
    const created = await api.tus.create(user, mp4.length, { projectId, filename: 'resumed.mp4' });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^/api/uploads/resumable/${user.user.id}-[0-9a-f-]{36}$`));

    const half = Math.floor(mp4.length / 2);
    const first = await api.tus.patch(user, location, 0, mp4.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // The connection was cut: the client asks where to go on from.
    const head = await api.tus.send(user, 'HEAD', location);
    expect(head.headers['upload-offset']).toBe(String(half));

    const last = await api.tus.patch(user, location, half, mp4.subarray(half));
    expect(last.statusCode, last.body).toBe(201);
    const item = last.json() as MediaItem;
    expect(item).toMatchObject({
      kind: 'video',
      width: 64,
      height: 48,
      name: 'resumed.mp4',
      bytes: mp4.length,
      posterUrl: expect.any(String),
    });
    const served = await api.call('GET', item.fileUrl, user);
    expect(served.rawPayload.equals(mp4)).toBe(true);
    expect(await api.rowsOf(user.user.id)).toEqual([expect.objectContaining({ id: item.id, projectId, status: 'ready' })]);
    // Nothing of the upload is kept once it is accepted.
    expect(await uploadsUnder(dataDir)).toEqual([]);
  });

  it('checks the token on every request, the project and the length before anything is written, and the owner of every upload', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const projectId = await api.project(user);

    expect((await api.tus.create(undefined, 100, { projectId })).statusCode).toBe(401);
    const intoTheirs = await api.tus.create(other, 100, { projectId });
    expect(intoTheirs.statusCode).toBe(404);
    expect(intoTheirs.json()).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
    const tooLarge = await api.tus.create(user, 2 * 1024 ** 3 + 1, { projectId });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'MEDIA_TOO_LARGE', message: mediaProblems.tooLarge });
    const noProject = await api.tus.create(user, 100, { filename: 'x.png' });
    expect(noProject.statusCode).toBe(400);
    const empty = await api.tus.create(user, 0, { projectId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'NO_FILE', message: mediaProblems.empty });
    expect(await uploadsUnder(dataDir)).toEqual([]);

    const created = await api.tus.create(user, 100, { projectId });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const theirs = await api.tus.patch(other, location, 0, Buffer.alloc(10));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'UPLOAD_NOT_FOUND', message: 'Upload not found' });
    expect((await api.tus.send(other, 'HEAD', location)).statusCode).toBe(404);
    const withoutToken = await ctx.app.inject({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0' } });
    expect(withoutToken.statusCode).toBe(401);

    // Cancelled: nothing of it stays.
    expect((await api.tus.send(user, 'DELETE', location)).statusCode).toBe(204);
    expect(await uploadsUnder(dataDir)).toEqual([]);
  });

  it('refuses a finished upload that is not usable media, and removes it', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const text = Buffer.from('this is a text file named like a video\n'.repeat(50));
    const created = await api.tus.create(user, text.length, { projectId, filename: 'clip.mp4' });
    const finished = await api.tus.patch(user, String(created.headers.location), 0, text);
    expect(finished.statusCode).toBe(400);
    expect(finished.json()).toEqual({ code: 'NOT_MEDIA', message: mediaProblems.notMedia });
    expect(await api.rowsOf(user.user.id)).toEqual([]);
    expect(await uploadsUnder(dataDir)).toEqual([]);
  });
});

describe('a storage failure while media is stored', { timeout: 120_000 }, () => {
  const dataDir = ownDataDir();
  const make = mediaMaker();
  const disk = createLocalDiskStorage(join(dataDir, 'files'));
  let failing = true;
  const storage: FileStorage = {
    ...disk,
    putFile: async (key, path, contentType) => {
      if (failing) throw new Error('the bucket is unreachable');
      return disk.putFile(key, path, contentType);
    },
  };
  const ctx = useTestApp({ storage }, { DATA_DIR: dataDir });

  it('gives the reserved bytes back and leaves no row and no file', async () => {
    const api = mediaApi(ctx);
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const png = await make('lost.png', ['-f', 'lavfi', '-i', 'color=c=gray:size=16x16', '-frames:v', '1']);

    const failed = await api.upload(user, projectId, png, 'lost.png');
    expect(failed.statusCode).toBe(500);
    expect(await api.rowsOf(user.user.id)).toEqual([]);
    expect(await storedKeys(dataDir)).toEqual([]);
    expect((await api.call('GET', `/api/projects/${projectId}/media`, user)).json()).toMatchObject({
      media: [],
      storage: { usedBytes: 0 },
    });

    failing = false;
    expect((await api.upload(user, projectId, png, 'kept.png')).statusCode).toBe(201);
  });
});
