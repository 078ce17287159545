import { describe, expect, it } from 'vitest';
import { countSpokenWords, estimatedTime, targetWordCount, type VideoLength } from '@shared/catalog/scripts';
import { measuredVoicePaces, profileVoicePace } from '@shared/catalog/voice-pace';
import { project as projectSchema, projectVoiceover } from '@shared/contracts/projects';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { voicesResponse } from '@shared/contracts/voice';
import { espeakStockVoices } from '../../providers/speech/espeak/espeak-voices';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';

// Issue 19, 'Lengths that fit': scripts are written to their length at the chosen voice's measured pace.
describe('script lengths at the voice’s pace', () => {
  const ctx = useTestApp();
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const topic = 'how to start a podcast on a small budget';
  const defaultPace = measuredVoicePaces['espeak-james']!;

  async function generate(user: RegisteredUser, payload: object) {
    const response = await call('POST', '/scripts/generate', user.headers, { topic, videoLength: '3-5 minutes', ...payload });
    expect(response.statusCode, response.body).toBe(200);
    return generateScriptResponse.parse(response.json());
  }

  it('lists every stock voice with the pace measured for it', async () => {
    const user = await registerUser(ctx.app);
    const { voices } = voicesResponse.parse((await call('GET', '/voice/voices', user.headers)).json());
    expect(voices.map((voice) => voice.id)).toEqual(espeakStockVoices.map((voice) => voice.id));
    for (const voice of voices) {
      expect(measuredVoicePaces[voice.id], voice.id).toBeGreaterThan(0);
      expect(voice).toMatchObject({ wordsPerMinute: measuredVoicePaces[voice.id], paceSource: 'measured' });
    }
    expect(voices[0]).toMatchObject({ id: 'espeak-james', wordsPerMinute: defaultPace });
  });

  /**
   * The offline writer's draft is an outline: its spoken lines plus the words its [ADD: …] slots ask
   * for ('(about 35 words)') are what it plans for the length.
   */
  const plannedWords = (script: string) =>
    countSpokenWords(script) + [...script.matchAll(/\(about (\d+) words\)\]/g)].reduce((sum, match) => sum + Number(match[1]), 0);

  it("plans the length's minutes at the chosen voice's pace and times the script at that pace", async () => {
    const user = await registerUser(ctx.app);
    const tony = await generate(user, { voiceId: 'espeak-tony' });
    const grace = await generate(user, { voiceId: 'espeak-grace' });
    for (const [script, pace] of [
      [tony, measuredVoicePaces['espeak-tony']!],
      [grace, measuredVoicePaces['espeak-grace']!],
    ] as const) {
      const target = targetWordCount('3-5 minutes', pace);
      expect(Math.abs(plannedWords(script.generatedScript) - target) / target).toBeLessThanOrEqual(0.15);
      expect(script.estimatedTime).toBe(estimatedTime(script.wordCount, pace));
    }
    // The faster voice is asked for more words in the same outline.
    expect(plannedWords(tony.generatedScript)).toBeGreaterThan(plannedWords(grace.generatedScript));
  });

  it("aims at the default voice's pace with no voice, an unknown one or another user's profile, and takes no pace from the client", async () => {
    const user = await registerUser(ctx.app);
    const plain = await generate(user, {});
    expect(plain.estimatedTime).toBe(estimatedTime(plain.wordCount, defaultPace));
    for (const voiceId of ['espeak-james', 'no-such-voice', crypto.randomUUID()]) {
      expect((await generate(user, { voiceId })).generatedScript).toBe(plain.generatedScript);
    }
    const paced = await call('POST', '/scripts/generate', user.headers, { topic, wordsPerMinute: 90 });
    expect(paced.statusCode).toBe(400);
    expect((await call('POST', '/scripts/generate', user.headers, { topic, voiceId: '' })).statusCode).toBe(400);
  });

  it("aims a project's script at the voice it is given", async () => {
    const user = await registerUser(ctx.app);
    const created = projectSchema.parse((await call('POST', '/projects', user.headers, { topic })).json());
    const response = await call('POST', `/projects/${created.id}/script/generate`, user.headers, { voiceId: 'espeak-tony' });
    expect(response.statusCode, response.body).toBe(200);
    const { script } = projectSchema.parse(response.json());
    const pace = measuredVoicePaces['espeak-tony']!;
    expect(script?.estimatedTime).toBe(estimatedTime(script!.wordCount, pace));
    expect(plannedWords(script!.content)).toBeGreaterThan(targetWordCount('3-5 minutes', defaultPace) * 1.02);
  });

  it("gives a profile voice its sample's pace, or the typical pace when none was measured", () => {
    expect(profileVoicePace(171.6)).toEqual({ wordsPerMinute: 172, source: 'sample' });
    expect(profileVoicePace(0)).toEqual({ wordsPerMinute: 150, source: 'typical' });
    expect(profileVoicePace(null)).toEqual({ wordsPerMinute: 150, source: 'typical' });
    expect(profileVoicePace(900)).toEqual({ wordsPerMinute: 150, source: 'typical' });
  });

  // Behaviour, not timing: each voices a whole script with the embedded engine (several seconds).
  // The offline draft is an outline: its voiceover says the hook, transitions and sign-off only, never
  // a slot, so it is far shorter than the length until the creator writes the slots' facts in.
  it.each([
    ['3-5 minutes', 5, 60],
    ['1-3 minutes', 5, 60],
  ] as const)(
    "a '%s' offline draft in a project, voiced by the default voice, plays its spoken lines only (%i to %i seconds)",
    async (videoLength: VideoLength, min: number, max: number) => {
      const user = await registerUser(ctx.app);
      const created = projectSchema.parse((await call('POST', '/projects', user.headers, { topic, videoLength })).json());
      const written = await call('POST', `/projects/${created.id}/script/generate`, user.headers, {});
      expect(written.statusCode, written.body).toBe(200);
      const { script } = projectSchema.parse(written.json());
      expect(script?.engine).toBe('offline-writer');

      const voiced = await call('POST', `/projects/${created.id}/voiceovers`, user.headers, {});
      expect(voiced.statusCode, voiced.body).toBe(201);
      const voiceover = projectVoiceover.parse(voiced.json());
      expect(voiceover.voiceId).toBe('espeak-james');
      expect(voiceover.durationSeconds, `${script!.wordCount} words, ${script!.content.length} characters`).toBeGreaterThanOrEqual(min);
      expect(voiceover.durationSeconds).toBeLessThanOrEqual(max);
      // The estimate shown with the script agrees with the audio to within a fifth.
      const [, minutes = '0', seconds = '0'] = /^(?:(\d+) min)? ?(?:(\d+) sec)?$/.exec(script!.estimatedTime) ?? [];
      const estimate = Number(minutes) * 60 + Number(seconds);
      expect(Math.abs(estimate - voiceover.durationSeconds) / voiceover.durationSeconds).toBeLessThan(0.2);
    },
    120_000,
  );
});
