import { beforeAll, expect } from 'vitest';
import type { Narration } from '@shared/contracts/narrations';
import type { Project } from '@shared/contracts/projects';
import { encodeWav } from '../providers/speech/wav';
import { useTestApp, type TestContext } from './build-test-app';
import type { RegisteredUser } from './factories';
import { multipartBody } from './multipart';
import { readUntil } from './read-until';

/** Three sentences under a heading and a cue: the cue and the writer's slot are not read aloud. */
export const script = [
  '# Sourdough at home',
  '[HOOK]',
  'Bread needs only flour, water and salt.',
  '[ADD: your own first loaf]',
  'Feed the starter the night before you bake.',
  'Bake it hot, then let it cool completely.',
].join('\n');
export const spokenSentences = [
  'Sourdough at home',
  'Bread needs only flour, water and salt.',
  'Feed the starter the night before you bake.',
  'Bake it hot, then let it cool completely.',
];

/** Another voice than the aligner's own, at another pace: the creator reading the script. */
export const narrator = { voice: 'en-gb-scotland+m4', pitch: 40, range: 60, wordsPerMinute: 150 };

export type NarrationApi = ReturnType<typeof narrationApi>;

export function narrationApi(ctx: TestContext) {
  /** The narrator's readings by text: a text read again with another silence before it is not synthesized again. */
  const spoken = new Map<string, ReturnType<typeof ctx.deps.speech.espeak.synthesizeWith>>();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: RegisteredUser | undefined, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  return {
    call,
    async project(user: RegisteredUser, content: string | null = script) {
      const created = await call('POST', '/projects', user, { title: 'Sourdough', topic: 'sourdough bread' });
      const { id } = created.json() as Project;
      if (content !== null) expect((await call('PUT', `/projects/${id}/script`, user, { content, baseVersion: 0 })).statusCode).toBe(200);
      return id;
    },
    /** A WAV of `text` read by the narrator, with `silenceSeconds` of silence before it. */
    async reading(text: string, silenceSeconds = 0.3): Promise<Buffer> {
      if (!spoken.has(text)) spoken.set(text, ctx.deps.speech.espeak.synthesizeWith(narrator, { text }));
      const speech = await spoken.get(text)!;
      const pcm = new Int16Array(Math.round(silenceSeconds * speech.sampleRate) + speech.pcm.length);
      pcm.set(speech.pcm, Math.round(silenceSeconds * speech.sampleRate));
      return encodeWav(pcm, speech.sampleRate);
    },
    async upload(user: RegisteredUser, url: string, bytes: Uint8Array, fields: Record<string, string> = {}, name = 'take.wav') {
      const form = await multipartBody({ ...fields, audio: { bytes, name, type: 'audio/wav' } });
      return ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
    },
    /** The take once it is no longer aligning, read again at each of its progress events. */
    settled: (user: RegisteredUser, id: string): Promise<Narration> =>
      readUntil(ctx.deps.hub, user.user.id, {
        read: async () => (await call('GET', `/narrations/${id}`, user)).json() as Narration,
        done: (take) => take.status !== 'aligning',
        about: (event) => event.type === 'narration_progress' && event.narrationId === id,
        timeoutMs: 60_000,
        stuck: (take) => `take ${id} still aligning at ${take.progress}%`,
      }),
    async file(url: string) {
      return ctx.app.inject({ method: 'GET', url });
    },
  };
}

/**
 * A test file's app for takes: they align in worker threads, two at a time. `wholeReading` is the
 * whole script read by the narrator, synthesized once for the tests that upload it.
 */
export function useNarrationTakes(): { ctx: TestContext; api: NarrationApi; wholeReading: Buffer } {
  const ctx = useTestApp();
  const takes: { ctx: TestContext; api: NarrationApi; wholeReading: Buffer } = {
    ctx,
    api: narrationApi(ctx),
    wholeReading: Buffer.alloc(0),
  };
  beforeAll(async () => {
    await ctx.services.narrations.start({ embedded: false, concurrency: 2 });
    takes.wholeReading = await takes.api.reading(spokenSentences.join('\n'));
  });
  return takes;
}
