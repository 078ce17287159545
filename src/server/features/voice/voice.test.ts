import { createHash } from 'node:crypto';
import decodeAudio from '@audio/decode';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOICE_CONSENT_TEXT } from '@shared/catalog/voice';
import { measuredVoicePaces, profileVoicePace } from '@shared/catalog/voice-pace';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { generateVoiceoverResponse, voiceProfile, voiceProfilesResponse, voicesResponse } from '@shared/contracts/voice';
import type { App } from '../../app/app';
import { voiceProfiles } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { freshHeaders, registerUser, type RegisteredUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { speechSample } from '../../test/voice-samples';
import { testPng } from '../../test/image-test-servers';

const script =
  '# Build a desk lamp\n\n[HOOK] Want a lamp that looks **great** and costs almost nothing? 💡\n\n' +
  'Today we build one from scrap wood. First, cut the base. Then drill a hole for the cable.';

async function voiceover(app: App, user: RegisteredUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/generate-voiceover', headers: user.headers, payload: body });
}

async function fetchFile(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { response, bytes: response.rawPayload };
}

async function clone(app: App, user: RegisteredUser, fields: Parameters<typeof multipartBody>[0]) {
  const body = await multipartBody(fields);
  return app.inject({ method: 'POST', url: '/api/voice/clone', headers: { ...user.headers, ...body.headers }, payload: body.payload });
}

const lowSample = () => speechSample({ voice: 'en-us+m3', pitch: 15, seconds: 8, format: 'wav' });
const highSample = () => speechSample({ voice: 'en-us+f2', pitch: 85, seconds: 8, format: 'wav' });

async function createProfile(app: App, user: RegisteredUser, name: string, audio: Buffer) {
  const response = await clone(app, user, {
    audio: { bytes: audio, name: 'sample.wav', type: 'audio/wav' },
    name,
    description: 'Test voice',
    consent: 'true',
  });
  expect(response.statusCode).toBe(201);
  return voiceProfile.parse(response.json().profile);
}

describe('voiceovers with the embedded engine', () => {
  const ctx = useTestApp();

  it('refuses callers without a session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/generate-voiceover', payload: { text: 'Hi' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/voice/voices' })).statusCode).toBe(401);
  });

  it('lists at least six offline stock voices, the default first', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/voice/voices', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const list = voicesResponse.parse(response.json());
    expect(list.engine).toBe('espeak');
    expect(list.offline).toBe(true);
    expect(list.voices.length).toBeGreaterThanOrEqual(6);
    expect(list.voices[0]).toEqual({
      id: 'espeak-james',
      name: 'James (American)',
      engine: 'espeak',
      kind: 'stock',
      wordsPerMinute: measuredVoicePaces['espeak-james'],
      paceSource: 'measured',
    });
  });

  it('returns an MP3 whose decoded length is durationSeconds, with timed captions, and longer text lasts longer', async () => {
    const user = await registerUser(ctx.app);
    const short = await voiceover(ctx.app, user, { text: 'Today we build a lamp.' });
    const long = await voiceover(ctx.app, user, { text: script });
    expect([short.statusCode, long.statusCode]).toEqual([200, 200]);
    const result = generateVoiceoverResponse.parse(long.json());
    expect(result).toMatchObject({ engine: 'espeak', voiceId: 'espeak-james' });

    const { response, bytes } = await fetchFile(ctx.app, result.audioUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    const decoded = await decodeAudio(new Uint8Array(bytes));
    const decodedSeconds = (decoded.channelData[0]?.length ?? 0) / decoded.sampleRate;
    // The encoder adds at most a frame or two of padding.
    expect(Math.abs(decodedSeconds - result.durationSeconds)).toBeLessThan(0.15);
    expect(result.durationSeconds).toBeGreaterThan(generateVoiceoverResponse.parse(short.json()).durationSeconds * 3);

    const vtt = (await fetchFile(ctx.app, result.captions.vtt)).response.body;
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    // The cues speak the words, not the Markdown, the [HOOK] cue or the emoji.
    expect(vtt).toContain('Build a desk lamp');
    expect(vtt).toContain('Want a lamp that looks great');
    expect(vtt).not.toMatch(/HOOK|\*\*|💡/);
    const srt = (await fetchFile(ctx.app, result.captions.srt)).response.body;
    expect(srt).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nBuild a desk lamp\n/);
    const lastEnd = [...srt.matchAll(/--> (\d\d):(\d\d):(\d\d),(\d{3})/g)].at(-1)!;
    const lastEndSeconds = Number(lastEnd[2]) * 60 + Number(lastEnd[3]) + Number(lastEnd[4]) / 1000;
    expect(lastEndSeconds).toBeGreaterThan(result.durationSeconds - 1.5);
    expect(lastEndSeconds).toBeLessThanOrEqual(result.durationSeconds + 0.01);
  });

  it('serves byte ranges of the audio so players can seek', async () => {
    const user = await registerUser(ctx.app);
    const { audioUrl } = generateVoiceoverResponse.parse((await voiceover(ctx.app, user, { text: 'Seek through me.' })).json());
    const whole = await fetchFile(ctx.app, audioUrl);
    const part = await fetchFile(ctx.app, audioUrl, { range: 'bytes=100-199' });
    expect(part.response.statusCode).toBe(206);
    expect(part.response.headers['content-range']).toBe(`bytes 100-199/${whole.bytes.length}`);
    expect(part.bytes).toEqual(whole.bytes.subarray(100, 200));
    const outside = await fetchFile(ctx.app, audioUrl, { range: `bytes=${whole.bytes.length + 10}-` });
    expect(outside.response.statusCode).toBe(416);
  });

  it('speaks each stock voice differently', async () => {
    const user = await registerUser(ctx.app);
    const { voices } = voicesResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/voice/voices', headers: user.headers })).json(),
    );
    const digests = new Set<string>();
    for (const voice of voices) {
      const response = await voiceover(ctx.app, user, { text: 'Hello and welcome to the channel.', voice_id: voice.id });
      expect(response.statusCode).toBe(200);
      const { bytes } = await fetchFile(ctx.app, generateVoiceoverResponse.parse(response.json()).audioUrl);
      digests.add(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(digests.size).toBe(voices.length);
  });

  it.each([
    ['5001 characters', { text: 'a'.repeat(5001) }, 'Text too long'],
    ['blank text', { text: '   ' }, 'Text is required'],
    [
      'only cues and emoji',
      { text: '[B-ROLL: city at night] 🎬🎬' },
      'There is nothing to speak in this text: it holds only cues, symbols or emoji.',
    ],
    [
      'an unknown voice',
      { text: 'Hello', voice_id: 'robot-9000' },
      "Unknown voice 'robot-9000'. Choose one of the voices GET /api/voice/voices lists.",
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    const user = await registerUser(ctx.app);
    const response = await voiceover(ctx.app, user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  // About 7 s of speech synthesis on a quiet machine, three times that under load.
  it('takes 5000 characters exactly', { timeout: 90_000 }, async () => {
    const user = await registerUser(ctx.app);
    const text = 'Lamps are great. '.repeat(300).slice(0, 5000);
    const response = await voiceover(ctx.app, user, { text });
    expect(response.statusCode).toBe(200);
  });
});

describe('voice profiles with the offline voice match', () => {
  const ctx = useTestApp();

  it('creates a profile from a recording: measured, matched, active, with the consent kept', async () => {
    const user = await registerUser(ctx.app);
    const profile = await createProfile(ctx.app, user, 'My narrator', await lowSample());
    expect(profile).toMatchObject({
      profileName: 'My narrator',
      description: 'Test voice',
      isActive: true,
      engine: 'offline-match',
      engineLabel: 'Voice match (offline)',
      consent: { text: VOICE_CONSENT_TEXT },
    });
    expect(profile.sampleSeconds).toBeCloseTo(8, 0);
    expect(profile.analysis?.medianPitchHz).toBeGreaterThan(60);
    expect(profile.analysis?.paceWpm).toBeGreaterThan(60);

    const listed = voiceProfilesResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json(),
    );
    expect(listed).toEqual([profile]);
    const { voices } = voicesResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/voice/voices', headers: user.headers })).json(),
    );
    // A profile's pace is the one measured in its sample.
    expect(voices.at(-1)).toEqual({
      id: profile.id,
      name: 'My narrator',
      engine: 'espeak',
      kind: 'profile',
      wordsPerMinute: profileVoicePace(profile.analysis?.paceWpm).wordsPerMinute,
      paceSource: 'sample',
    });
  });

  it('measures a low voice lower than a high one, and speaks each profile at its own pitch', async () => {
    const user = await registerUser(ctx.app);
    const low = await createProfile(ctx.app, user, 'Low', await lowSample());
    const high = await createProfile(ctx.app, user, 'High', await highSample());
    expect(low.analysis!.medianPitchHz).toBeLessThan(high.analysis!.medianPitchHz * 0.75);

    const spoken = async (voiceId: string) => {
      const response = await voiceover(ctx.app, user, { text: 'This is how my voice sounds in a video.', voice_id: voiceId });
      expect(response.statusCode).toBe(200);
      return generateVoiceoverResponse.parse(response.json());
    };
    const [lowVoice, highVoice] = await Promise.all([spoken(low.id), spoken(high.id)]);
    expect(lowVoice).toMatchObject({ engine: 'espeak', voiceId: low.id });
    const lowBytes = (await fetchFile(ctx.app, lowVoice.audioUrl)).bytes;
    const highBytes = (await fetchFile(ctx.app, highVoice.audioUrl)).bytes;
    expect(lowBytes.equals(highBytes)).toBe(false);
  });

  it('keeps one active profile: a later profile waits, PATCH makes it active and renames', async () => {
    const user = await registerUser(ctx.app);
    const first = await createProfile(ctx.app, user, 'First', await lowSample());
    ctx.clock.advance(1000);
    const second = await createProfile(ctx.app, user, 'Second', await highSample());
    expect([first.isActive, second.isActive]).toEqual([true, false]);

    const patch = (id: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/voice/profiles/${id}`, headers: user.headers, payload });
    const activated = await patch(second.id, { isActive: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id: second.id, isActive: true });
    const renamed = await patch(first.id, { profileName: '  Calm narrator ' });
    expect(renamed.json()).toMatchObject({ profileName: 'Calm narrator', isActive: false });

    const listed = voiceProfilesResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json(),
    );
    expect(listed.map((profile) => [profile.profileName, profile.isActive])).toEqual([
      ['Second', true],
      ['Calm narrator', false],
    ]);
    expect((await patch(first.id, {})).statusCode).toBe(400);
    expect((await patch(first.id, { isActive: true, role: 'admin' })).statusCode).toBe(400);
  });

  it('keeps profile names unique per user: a second name in any letter case is refused with 409', async () => {
    const user = await registerUser(ctx.app);
    const sample = await lowSample();
    const first = await createProfile(ctx.app, user, 'Owner Narrator', sample);
    const fields = (name: string) => ({
      audio: { bytes: sample, name: 'sample.wav', type: 'audio/wav' },
      name,
      description: 'Test voice',
      consent: 'true',
    });
    for (const name of ['Owner Narrator', '  owner NARRATOR ']) {
      const refused = await clone(ctx.app, user, fields(name));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'VOICE_PROFILE_NAME_TAKEN',
        message: `You already have a voice profile named '${name.trim()}'. Please choose another name.`,
      });
    }
    // A rename onto another profile's name is refused too; keeping one's own name is not.
    const second = await createProfile(ctx.app, user, 'Second voice', sample);
    const patch = (id: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/voice/profiles/${id}`, headers: user.headers, payload });
    const renamed = await patch(second.id, { profileName: 'OWNER narrator' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'VOICE_PROFILE_NAME_TAKEN' });
    expect((await patch(first.id, { profileName: 'owner narrator' })).statusCode).toBe(200);
    // Another user may use the name.
    await createProfile(ctx.app, await registerUser(ctx.app), 'Owner Narrator', sample);

    const listed = voiceProfilesResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json(),
    );
    expect(listed.map((profile) => profile.profileName).sort()).toEqual(['Second voice', 'owner narrator']);
  });

  it('deletes a profile with its sample', async () => {
    const user = await registerUser(ctx.app);
    const profile = await createProfile(ctx.app, user, 'Gone soon', await lowSample());
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/voice/profiles/${profile.id}`, headers: user.headers });
    expect(response.statusCode).toBe(204);
    expect(
      voiceProfilesResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json()),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(voiceProfiles).where(eq(voiceProfiles.id, profile.id))).toEqual([]);
  });

  it("refuses another user's profile: not listed, not readable as a voice, not changed, not deleted", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const profile = await createProfile(ctx.app, owner, 'Private', await lowSample());
    const asOther = (method: 'PATCH' | 'DELETE', payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url: `/api/voice/profiles/${profile.id}`, headers: other.headers, ...(payload ? { payload } : {}) });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: other.headers })).json()).toEqual([]);
    expect((await voiceover(ctx.app, other, { text: 'Hello', voice_id: profile.id })).statusCode).toBe(404);
    expect((await asOther('PATCH', { profileName: 'Stolen' })).statusCode).toBe(404);
    expect((await asOther('PATCH', { isActive: true })).statusCode).toBe(404);
    expect((await asOther('DELETE')).statusCode).toBe(404);
    const mine = voiceProfilesResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: owner.headers })).json(),
    );
    expect(mine).toEqual([profile]);
  });

  it.each([
    [
      'a PNG renamed .wav',
      async () => ({ bytes: await testPng(64, 64), name: 'voice.wav', type: 'audio/wav' }),
      'Please upload an audio file',
    ],
    [
      'a 2-second clip',
      async () => ({ bytes: await speechSample({ pitch: 40, seconds: 2, format: 'wav' }), name: 'short.wav', type: 'audio/wav' }),
      'The recording is too short: please record at least 5 seconds.',
    ],
    [
      'more than 10 MB',
      async () => ({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), name: 'huge.wav', type: 'audio/wav' }),
      'The audio file is too large: the limit is 10 MB.',
    ],
  ])('refuses %s with 400 and a message', async (_label, audio, message) => {
    const user = await registerUser(ctx.app);
    const response = await clone(ctx.app, user, { audio: await audio(), name: 'Mine', consent: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs the name, the consent and the audio', async () => {
    const user = await registerUser(ctx.app);
    const audio = { bytes: await lowSample(), name: 'sample.wav', type: 'audio/wav' };
    const missingName = await clone(ctx.app, user, { audio, name: ' ', consent: 'true' });
    expect(missingName.json().message).toBe('Please provide a voice recording and profile name');
    const noConsent = await clone(ctx.app, user, { audio, name: 'Mine' });
    expect(noConsent.json().message).toBe('Please confirm that this is your voice or that you have permission to use it');
    const noAudio = await clone(ctx.app, user, { name: 'Mine', consent: 'true' });
    expect(noAudio.json().message).toBe('Please record or upload an audio file');
    const json = await ctx.app.inject({ method: 'POST', url: '/api/voice/clone', headers: user.headers, payload: { name: 'Mine' } });
    expect([missingName.statusCode, noConsent.statusCode, noAudio.statusCode, json.statusCode]).toEqual([400, 400, 400, 400]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json()).toEqual([]);
  });

  it('answers broken or unexpected forms with 400, never 500', async () => {
    const user = await registerUser(ctx.app);
    const audio = await lowSample();
    const post = (headers: Record<string, string>, payload: Buffer | string) =>
      ctx.app.inject({ method: 'POST', url: '/api/voice/clone', headers: { ...user.headers, ...headers }, payload });

    const whole = await multipartBody({ audio: { bytes: audio, name: 's.wav' }, name: 'Cut', consent: 'true' });
    const cut = await post(whole.headers, whole.payload.subarray(0, whole.payload.length / 2));
    const noBoundary = await post({ 'content-type': 'multipart/form-data' }, whole.payload);
    const twoFiles = await multipartBody({
      other: { bytes: audio, name: 'x.wav' },
      audio: { bytes: audio, name: 's.wav' },
      name: 'Two',
      consent: 'true',
    });
    const extraField = await multipartBody({ audio: { bytes: audio, name: 's.wav' }, name: 'Extra', consent: 'true', isActive: 'true' });
    const answers = [cut, noBoundary, await post(twoFiles.headers, twoFiles.payload), await post(extraField.headers, extraField.payload)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers.map((answer) => answer.json().code)).toEqual([
      'MALFORMED_FORM',
      'MALFORMED_FORM',
      'UNEXPECTED_FILE',
      'VALIDATION_ERROR',
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/voice/profiles', headers: user.headers })).json()).toEqual([]);
  });

  it('refuses every voice route without a session, before reading the body', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET' as const, url: '/api/voice/profiles' },
      { method: 'POST' as const, url: '/api/voice/clone', payload: { name: 'x' } },
      { method: 'PATCH' as const, url: `/api/voice/profiles/${id}`, payload: { bogus: true } },
      { method: 'DELETE' as const, url: `/api/voice/profiles/${id}` },
      { method: 'POST' as const, url: '/api/generate-voiceover', payload: { text: '' } },
    ];
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode).toBe(401);
  });

  it('keeps voice samples private: they are stored, never served', async () => {
    const user = await registerUser(ctx.app);
    await createProfile(ctx.app, user, 'Private sample', await lowSample());
    const [row] = await ctx.database.db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, user.user.id));
    expect(row?.sampleKey).toMatch(/^voice-samples\/.+\.wav$/);
    expect((await ctx.app.inject({ method: 'GET', url: `/files/${row?.sampleKey}` })).statusCode).toBe(404);
  });

  it('accepts an MP3 sample', async () => {
    const user = await registerUser(ctx.app);
    const response = await clone(ctx.app, user, {
      audio: { bytes: await speechSample({ pitch: 40, seconds: 7, format: 'mp3' }), name: 'take.mp3', type: 'audio/mpeg' },
      name: 'From MP3',
      consent: 'true',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses voice work once the trial has expired', async () => {
    const user = await registerUser(ctx.app);
    ctx.clock.advance(TRIAL_DURATION_MS + 1000);
    const headers = await freshHeaders(ctx.app, user);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/generate-voiceover', headers, payload: { text: 'Hi' } })).statusCode).toBe(
      402,
    );
    const body = await multipartBody({ audio: { bytes: await lowSample(), name: 's.wav' }, name: 'Late', consent: 'true' });
    const cloned = await ctx.app.inject({
      method: 'POST',
      url: '/api/voice/clone',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(cloned.statusCode).toBe(402);
  });
});
