import { expect } from 'vitest';
import type { Render } from '@shared/contracts/renders';
import type { ImageEngine } from '../providers/image/image-engine';
import type { TestContext } from './build-test-app';
import type { RegisteredUser } from './factories';
import { readUntil } from './read-until';

/** A script in three sections, about three seconds voiced: a render of it is a second or two of ffmpeg. */
export const shortScript = ['[HOOK]', 'Good beans.', '[SECTION 1: Grind]', 'Grind fresh.', '[OUTRO]', 'Enjoy.'].join('\n');

/**
 * About eight seconds voiced: for the test that stops its instance while the render runs, which
 * takes a moment to close (its services first) that a short render could finish in.
 */
export const longScript = [
  '[HOOK]',
  'Fresh coffee at home starts with good beans.',
  '[SECTION 1: Grind]',
  'Grind the beans just before you brew.',
  '[OUTRO]',
  'Pour slowly and enjoy the cup.',
].join('\n');

/**
 * The tests of the render API and queue draw the pictures renders make (the studio's cards) in one
 * flat colour: they are about the video's form, sound and jobs, and the offline engine's pictures
 * cost seconds of CPU (the storyboard's test draws a studio card as a creator gets it).
 */
export const flatPictures: ImageEngine = {
  engine: 'automatic1111',
  model: 'flat-colour',
  draw: async ({ width, height }) => ({ raw: Buffer.alloc(width * height * 3, 90), width, height, channels: 3 }),
};

const ended = (render: Render) => ['done', 'failed', 'canceled'].includes(render.status);

/** A render of seconds of ffmpeg at nice 10 waits for what is left of a busy machine's two cores. */
export const RENDER_WAIT_MS = 60_000;

type Headers = Record<string, string>;

/** The render routes of `ctx`'s app, called as a user, and projects voiced for them. */
export function rendersApi(ctx: TestContext) {
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
    /**
     * The render once `until` holds for it (by default: it has ended), read again at each of its
     * progress events; `timeoutMs` for one that waits behind other renders first.
     */
    waitFor: (user: RegisteredUser, id: string, until: (render: Render) => boolean = ended, timeoutMs = RENDER_WAIT_MS) =>
      readUntil(ctx.deps.hub, user.user.id, {
        read: async () => (await call('GET', `/renders/${id}`, user.headers)).json() as Render,
        done: until,
        about: (event) => event.type === 'render_progress' && event.renderId === id,
        timeoutMs,
        stuck: (render) => `render ${id} still ${render.status} at ${render.progress}%`,
      }),
  };
}
