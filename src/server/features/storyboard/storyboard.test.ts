import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, ProjectMediaResponse } from '@shared/contracts/media';
import { storyboardProblems, type StoryboardInput, type StoryboardResponse, type StoryboardScene } from '@shared/contracts/storyboard';
import { storyboards } from '../../db/schema';
import { ffmpegOnThisMachine } from '../../providers/video/ffmpeg-binaries';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { unzip } from '../../test/unzip';

const run = promisify(execFile);

/** Three sections, a few seconds voiced by eSpeak. */
const script = ['[HOOK]', 'Good beans matter.', '[SECTION 1: Grind]', 'Grind them fresh every time.', '[OUTRO]', 'Enjoy the cup.'].join(
  '\n',
);

let folder: string;
let files: { photo: Buffer; clip: Buffer; sound: Buffer };
beforeAll(async () => {
  const binaries = await ffmpegOnThisMachine();
  if (!binaries) throw new Error('these tests need ffmpeg');
  folder = await mkdtemp(join(tmpdir(), 'genesis-storyboard-'));
  const made = async (name: string, args: string[]) => {
    await run(binaries.ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', ...args, '-y', join(folder, name)]);
    return readFile(join(folder, name));
  };
  files = {
    photo: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer(),
    clip: await made('clip.mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180:rate=25:duration=3',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
    ]),
    sound: await made('sound.wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1']),
  };
});
afterAll(() => rm(folder, { recursive: true, force: true }));

function storyboardApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: RegisteredUser | undefined, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  return {
    call,
    async project(user: RegisteredUser, options: { voiced?: boolean } = {}): Promise<string> {
      const created = await call('POST', '/projects', user, { title: 'Coffee at home', topic: 'coffee' });
      const id = (created.json() as { id: string }).id;
      expect((await call('PUT', `/projects/${id}/script`, user, { content: script, baseVersion: 0 })).statusCode).toBe(200);
      if (options.voiced !== false) await this.voice(user, id);
      return id;
    },
    async voice(user: RegisteredUser, projectId: string): Promise<string> {
      const voiced = await call('POST', `/projects/${projectId}/voiceovers`, user, { voice_id: 'espeak-emma' });
      expect(voiced.statusCode, voiced.body).toBe(201);
      return (voiced.json() as { id: string }).id;
    },
    async upload(user: RegisteredUser, projectId: string, bytes: Buffer, name: string): Promise<MediaItem> {
      const form = await multipartBody({ file: { bytes, name } });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/media`,
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      // The test clock stands still: each upload a second after the one before, as a creator's are.
      ctx.clock.advance(1000);
      return answer.json() as MediaItem;
    },
    async get(user: RegisteredUser, projectId: string, query = ''): Promise<StoryboardResponse> {
      const answer = await call('GET', `/projects/${projectId}/storyboard${query}`, user);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as StoryboardResponse;
    },
    put: (user: RegisteredUser, projectId: string, board: StoryboardInput) => call('PUT', `/projects/${projectId}/storyboard`, user, board),
    rows: (projectId: string) => ctx.database.db.select().from(storyboards).where(eq(storyboards.projectId, projectId)),
  };
}

/** What PUT takes of a storyboard GET answered. */
const inputOf = (board: StoryboardResponse): StoryboardInput => ({
  voiceoverId: board.voiceoverId,
  transition: board.transition,
  scenes: board.scenes,
});

describe('a project’s storyboard', { timeout: 120_000 }, () => {
  // Pictures drawn in one flat colour: the offline engine's cost seconds of CPU, and these tests are about where they go.
  const ctx = useTestApp({
    images: {
      engine: 'automatic1111',
      model: 'flat-colour',
      draw: async ({ width, height }) => ({ raw: Buffer.alloc(width * height * 3, 90), width, height, channels: 3 }),
    },
  });
  const api = storyboardApi(ctx);

  it('is made from the script’s sections over the voiceover, the creator’s photos and clips shown in turn', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);

    const plain = await api.get(user, projectId);
    expect(plain.saved).toBe(false);
    expect(plain.transition).toEqual({ kind: 'cut', seconds: 0.5 });
    // One scene a section, following one another from 0 to the voiceover's end; no media yet: the studio's cards.
    expect(plain.scenes).toHaveLength(3);
    expect(plain.scenes[0]!.start).toBe(0);
    plain.scenes.slice(1).forEach((scene, index) => expect(scene.start).toBe(plain.scenes[index]!.end));
    expect(plain.scenes.at(-1)!.end).toBeCloseTo(plain.durationSeconds, 3);
    expect(plain.scenes.map((scene) => scene.text)).toEqual(['Good beans matter.', 'Grind them fresh every time.', 'Enjoy the cup.']);
    expect(plain.scenes.every((scene) => scene.mediaId === undefined)).toBe(true);
    expect(plain.words.map((word) => word.text).join(' ')).toBe('Good beans matter. Grind them fresh every time. Enjoy the cup.');

    // A picture of the project's, from the image engine: in its media library, after the creator's own.
    const drawn = await api.call('POST', '/images/generate', user, { prompt: 'coffee beans', count: 1, projectId });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const photo = await api.upload(user, projectId, files.photo, 'beans.jpg');
    const clip = await api.upload(user, projectId, files.clip, 'pour.mp4');
    await api.upload(user, projectId, files.sound, 'room tone.wav');
    const library = (await api.call('GET', `/projects/${projectId}/media`, user)).json() as ProjectMediaResponse;
    expect(library.media.map((item) => [item.source, item.kind, item.name])).toEqual([
      ['upload', 'audio', 'room tone.wav'],
      ['upload', 'video', 'pour.mp4'],
      ['upload', 'image', 'beans.jpg'],
      ['picture', 'image', 'coffee beans'],
    ]);
    const picture = library.media[3]!;
    expect(picture).toMatchObject({
      bytes: null,
      durationSeconds: null,
      posterUrl: expect.stringMatching(/^\/files\/images\/.+-thumb\.webp$/),
    });
    // A picture is the gallery's: not deleted as media.
    expect((await api.call('DELETE', `/media/${picture.id}`, user)).statusCode).toBe(404);

    const withMedia = await api.get(user, projectId);
    // The creator's own oldest first, then the pictures, and again from the first; a sound is never a scene's medium.
    expect(withMedia.scenes.map((scene) => scene.mediaId)).toEqual([photo.id, clip.id, picture.id]);
    expect(withMedia.scenes[0]).toMatchObject({ motion: 'zoom', fill: 'crop' });
    expect(withMedia.scenes[0]).not.toHaveProperty('inSeconds');
    const clipScene = withMedia.scenes[1]!;
    expect(clipScene).toMatchObject({ motion: 'still', inSeconds: 0 });
    expect(clipScene.outSeconds).toBeCloseTo(Math.min(3, clipScene.end - clipScene.start), 2);
  });

  it('saves the creator’s storyboard whole, and renders it from then on; reset goes back to the sections', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const photo = await api.upload(user, projectId, files.photo, 'beans.jpg');
    const clip = await api.upload(user, projectId, files.clip, 'pour.mp4');
    const board = await api.get(user, projectId);
    const [first, second, third] = board.scenes as [
      StoryboardResponse['scenes'][0],
      StoryboardResponse['scenes'][0],
      StoryboardResponse['scenes'][0],
    ];
    // Split the second scene at its middle: four scenes.
    const middle = Math.round(((second.start + second.end) / 2) * 1000) / 1000;
    const edited: StoryboardInput = {
      voiceoverId: board.voiceoverId,
      transition: { kind: 'crossfade', seconds: 0.4 },
      scenes: (
        [
          { ...first, mediaId: clip.id, inSeconds: 0.5, outSeconds: 2, clipVolume: 30, motion: 'zoom', fill: 'blur' },
          { ...second, end: middle, mediaId: photo.id, motion: 'pan', fill: 'crop', focus: { x: 0.8, y: 0.3 }, inSeconds: 1 },
          {
            ...second,
            id: crypto.randomUUID(),
            mediaId: undefined,
            start: middle + 0.01,
            text: 'fresh every time.',
            motion: 'zoom',
            fill: 'crop',
          },
          { ...third, end: third.end + 0.02 },
        ] as StoryboardScene[]
      ).map(({ mediaId, ...scene }) => (mediaId ? { ...scene, mediaId } : scene)),
    };
    const saved = await api.put(user, projectId, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json() as StoryboardResponse;
    expect(answer.saved).toBe(true);
    expect(answer.transition).toEqual({ kind: 'crossfade', seconds: 0.4 });
    // Times within a few hundredths are snapped into place; a picture keeps no clip settings; no medium, no focus.
    expect(answer.scenes.map((scene) => [scene.start, scene.end])).toEqual([
      [0, first.end],
      [first.end, middle],
      [middle, second.end],
      [second.end, answer.durationSeconds],
    ]);
    expect(answer.scenes[0]).toMatchObject({ mediaId: clip.id, inSeconds: 0.5, outSeconds: 2, clipVolume: 30, fill: 'blur' });
    // A clip plays as it was filmed, whatever motion was asked for.
    expect(answer.scenes[0]!.motion).toBe('still');
    expect(answer.scenes[1]).toMatchObject({ mediaId: photo.id, focus: { x: 0.8, y: 0.3 } });
    expect(answer.scenes[1]).not.toHaveProperty('inSeconds');
    expect(answer.scenes[2]).not.toHaveProperty('mediaId');
    expect(await api.get(user, projectId)).toEqual(answer);
    const [row] = await api.rows(projectId);
    expect(row).toMatchObject({ userId: user.user.id, voiceoverId: board.voiceoverId, transition: { kind: 'crossfade', seconds: 0.4 } });
    expect(row!.scenes).toHaveLength(4);

    // The render draws it: the plan the render service reads is the saved one, each scene with its medium's file.
    const planned = await ctx.services.storyboard.plan(user.user.id, projectId);
    expect(planned.saved).toBe(true);
    expect(planned.scenes.map((scene) => scene.medium?.kind ?? 'card')).toEqual(['clip', 'picture', 'card', 'picture']);

    // A deleted clip leaves its scene to the studio's card.
    expect((await api.call('DELETE', `/media/${clip.id}`, user)).statusCode).toBe(204);
    const afterDelete = await api.get(user, projectId);
    expect(afterDelete.scenes[0]).not.toHaveProperty('mediaId');
    expect(afterDelete.scenes[0]).not.toHaveProperty('inSeconds');

    // A new voiceover: the saved storyboard stays on its own; asked for on the new one, the looks carry over in order.
    const newer = await api.voice(user, projectId);
    expect((await api.get(user, projectId)).saved).toBe(true);
    const moved = await api.get(user, projectId, `?voiceover=${newer}`);
    expect(moved).toMatchObject({ saved: false, voiceoverId: newer, transition: { kind: 'crossfade', seconds: 0.4 } });
    expect(moved.scenes[1]).toMatchObject({ mediaId: photo.id, motion: 'pan', focus: { x: 0.8, y: 0.3 } });

    const reset = await api.call('DELETE', `/projects/${projectId}/storyboard`, user);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ saved: false, transition: { kind: 'cut' } });
    expect(await api.rows(projectId)).toEqual([]);
  });

  it('refuses a storyboard with gaps, short scenes, media not the project’s, a sound, or a clip range outside the clip', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const clip = await api.upload(user, projectId, files.clip, 'pour.mp4');
    const sound = await api.upload(user, projectId, files.sound, 'tone.wav');
    const other = await registerUser(ctx.app);
    const othersProject = await api.project(other);
    const othersPhoto = await api.upload(other, othersProject, files.photo, 'theirs.jpg');
    const board = inputOf(await api.get(user, projectId));
    const [first, ...rest] = board.scenes;
    const withFirst = (changes: object): StoryboardInput => ({ ...board, scenes: [{ ...first!, ...changes }, ...rest] });

    const refusals: Array<[StoryboardInput, string, string]> = [
      [withFirst({ start: 0.3 }), 'STORYBOARD_INVALID', storyboardProblems.gaps],
      [{ ...board, scenes: board.scenes.slice(0, -1) }, 'STORYBOARD_INVALID', storyboardProblems.gaps],
      [withFirst({ end: first!.end - 0.3 }), 'STORYBOARD_INVALID', storyboardProblems.gaps],
      [
        { ...board, scenes: [{ ...first!, end: 0.3 }, { ...rest[0]!, start: 0.3 }, ...rest.slice(1)] },
        'STORYBOARD_INVALID',
        storyboardProblems.tooShort,
      ],
      [withFirst({ mediaId: crypto.randomUUID() }), 'MEDIA_NOT_FOUND', storyboardProblems.mediaNotFound],
      [withFirst({ mediaId: othersPhoto.id }), 'MEDIA_NOT_FOUND', storyboardProblems.mediaNotFound],
      [withFirst({ mediaId: sound.id }), 'MEDIA_NOT_VISUAL', storyboardProblems.notVisual],
      [withFirst({ mediaId: clip.id, inSeconds: 1, outSeconds: 9 }), 'STORYBOARD_INVALID', storyboardProblems.clipRange],
      [withFirst({ mediaId: clip.id, inSeconds: 2, outSeconds: 1 }), 'STORYBOARD_INVALID', storyboardProblems.clipRange],
      [
        { ...board, scenes: [first!, { ...rest[0]!, id: first!.id }, ...rest.slice(1)] },
        'STORYBOARD_INVALID',
        'Each scene needs its own id.',
      ],
    ];
    for (const [input, code, message] of refusals) {
      const answer = await api.put(user, projectId, input);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code, message });
    }
    // The contract's own checks: a transition too long, an unknown motion, a focus off the picture, a negative time.
    for (const input of [
      { ...board, transition: { kind: 'crossfade', seconds: 2 } },
      withFirst({ motion: 'spin' }),
      withFirst({ focus: { x: 1.5, y: 0 } }),
      withFirst({ start: -1 }),
      { ...board, scenes: [] },
    ]) {
      const answer = await api.put(user, projectId, input as StoryboardInput);
      expect(answer.statusCode, answer.body).toBe(400);
    }
    expect(await api.rows(projectId)).toEqual([]);
  });

  it('asks for a voiceover first, and keeps every other user out', async () => {
    const user = await registerUser(ctx.app);
    const silent = await api.project(user, { voiced: false });
    const notYet = await api.call('GET', `/projects/${silent}/storyboard`, user);
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json()).toMatchObject({ code: 'NO_VOICEOVER', message: storyboardProblems.noVoiceover });

    const projectId = await api.project(user);
    const board = inputOf(await api.get(user, projectId));
    expect((await api.put(user, projectId, board)).statusCode).toBe(200);

    const other = await registerUser(ctx.app);
    const othersProject = await api.project(other);
    const othersVoiceover = (await api.get(other, othersProject)).voiceoverId;
    for (const [method, payload] of [['GET'], ['PUT', board], ['DELETE']] as const) {
      const answer = await api.call(method, `/projects/${projectId}/storyboard`, other, payload);
      expect(answer.statusCode, `${method} ${answer.body}`).toBe(404);
      expect((await api.call(method, `/projects/${projectId}/storyboard`, undefined, payload)).statusCode).toBe(401);
    }
    // Another project's voiceover is not this project's.
    expect((await api.put(user, projectId, { ...board, voiceoverId: othersVoiceover })).statusCode).toBe(404);
    expect((await api.call('GET', `/projects/${projectId}/storyboard?voiceover=${othersVoiceover}`, user)).statusCode).toBe(404);
    expect((await api.call('GET', `/projects/${projectId}/storyboard?voiceover=nope`, user)).statusCode).toBe(400);
    // Still the owner's, as saved.
    const [row] = await api.rows(projectId);
    expect(row?.userId).toBe(user.user.id);
    expect((await api.get(user, projectId)).saved).toBe(true);
  });

  it('is in the account’s export, and goes with its project and with the account', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const board = inputOf(await api.get(user, projectId));
    expect((await api.put(user, projectId, { ...board, transition: { kind: 'dip', seconds: 1 } })).statusCode).toBe(200);

    const exported = await api.call('GET', '/account/export', user);
    expect(exported.statusCode, exported.body).toBe(200);
    const [project] = JSON.parse((await unzip(exported.rawPayload)).get('projects.json')!.toString('utf8')) as {
      storyboard: Record<string, unknown>;
    }[];
    expect(project!.storyboard).toMatchObject({ voiceoverId: board.voiceoverId, transition: { kind: 'dip', seconds: 1 } });
    expect(project!.storyboard.scenes).toHaveLength(board.scenes.length);

    const doomed = await api.project(user);
    expect((await api.put(user, doomed, inputOf(await api.get(user, doomed)))).statusCode).toBe(200);
    expect((await api.call('DELETE', `/projects/${doomed}`, user)).statusCode).toBe(204);
    expect(await api.rows(doomed)).toEqual([]);

    expect((await api.call('DELETE', '/account', user, { password: user.password })).statusCode).toBe(200);
    expect(await api.rows(projectId)).toEqual([]);
  });
});
