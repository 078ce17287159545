import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Narration } from '@shared/contracts/narrations';
import type { Project } from '@shared/contracts/projects';
import type { ServerEvent } from '@shared/realtime';
import { projectVoiceovers } from '../../db/schema';
import { encodeWav } from '../../providers/speech/wav';
import { registerUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { narrator, spokenSentences, useNarrationTakes } from '../../test/narrations-api';
import { payloadLink, recordedPayloads, webhookEndpointOf } from '../../test/webhook-endpoints';
import { makeAudio } from '../../test/test-audio';

/** The start of each of the script's sentences in a take: its first word's. */
const sentenceStarts = (take: Narration) => {
  let first = 0;
  return spokenSentences.map((sentence) => {
    const start = take.words[first]!.start;
    first += sentence.split(' ').length;
    return start;
  });
};

describe('narration takes', { timeout: 120_000 }, () => {
  const takes = useNarrationTakes();
  const { ctx, api } = takes;

  it('aligns an uploaded reading of the script: every word timed, captions of what was said, kept as a project voiceover', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const endpointId = await webhookEndpointOf(ctx, user.user.id, ['narration.ready']);
    const events: ServerEvent[] = [];
    const unsubscribe = await ctx.deps.hub.subscribe(user.user.id, (message) => message.kind === 'event' && events.push(message.event));
    try {
      const asked = await api.upload(user, `/projects/${projectId}/narrations`, await api.reading(spokenSentences.join('\n'), 1));
      expect(asked.statusCode, asked.body).toBe(202);
      const accepted = asked.json() as Narration;
      expect(accepted).toMatchObject({
        status: 'aligning',
        projectId,
        scriptVersion: 1,
        parentId: null,
        edit: { kind: 'take' },
        audioUrl: null,
      });

      const take = await api.settled(user, accepted.id);
      expect(take.status, take.error).toBe('ready');
      expect(take.method).toBe('offline');
      expect(await recordedPayloads(ctx, endpointId)).toEqual([
        {
          type: 'narration.ready',
          timestamp: expect.any(String),
          data: expect.objectContaining({
            narrationId: take.id,
            projectId,
            durationSeconds: take.durationSeconds,
            audioUrl: payloadLink(ctx, take.audioUrl),
            captions: { srt: payloadLink(ctx, take.captions?.srt), vtt: payloadLink(ctx, take.captions?.vtt) },
          }),
        },
      ]);
      // The words of the script as spoken: no cue, no slot.
      expect(take.words.map((word) => word.text.replace(/[.,!?]/g, '')).join(' ')).toBe(spokenSentences.join(' ').replace(/[.,!?]/g, ''));
      expect(take.words.every((word) => word.aligned)).toBe(true);
      // The reading starts after a second of silence, and each sentence after the one before.
      const starts = sentenceStarts(take);
      expect(starts[0]).toBeGreaterThan(0.6);
      expect(starts[0]).toBeLessThan(1.5);
      for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]!);
      expect(take.words.at(-1)!.end).toBeLessThanOrEqual(take.durationSeconds + 0.05);

      const audio = await api.file(take.audioUrl!);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      const vtt = await api.file(take.captions!.vtt);
      expect(vtt.body).toMatch(/^WEBVTT/);
      expect(vtt.body).toContain('Feed the starter the night before you bake.');
      expect((await api.file(take.captions!.srt)).body).toContain('Bread needs only flour, water and salt.');

      // The project offers it wherever it offers a voiceover.
      const project = (await api.call('GET', `/projects/${projectId}`, user)).json() as Project;
      expect(project.voiceovers[0]).toMatchObject({ id: take.id, source: 'narration', engine: 'recording', audioUrl: take.audioUrl });
      expect(project.hasVoiceover).toBe(true);
      const listed = (await api.call('GET', `/projects/${projectId}/narrations`, user)).json() as { narrations: Narration[] };
      expect(listed.narrations.map((row) => [row.id, row.status])).toEqual([[take.id, 'ready']]);

      const progress = events.flatMap((event) =>
        event.type === 'narration_progress' && event.narrationId === take.id ? [event.status] : [],
      );
      expect(progress[0]).toBe('aligning');
      expect(progress.at(-1)).toBe('ready');
    } finally {
      await unsubscribe();
    }
  });

  it('marks a skipped sentence as not said, leaves it out of the captions, and times the rest', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const reading = [spokenSentences[0], spokenSentences[1], spokenSentences[3]].join('\n');
    const asked = await api.upload(user, `/projects/${projectId}/narrations`, await api.reading(reading));
    const take = await api.settled(user, (asked.json() as Narration).id);
    expect(take.status, take.error).toBe('ready');
    const skipped = take.words.filter((word) => !word.aligned).map((word) => word.text);
    expect(skipped.join(' ')).toContain('starter');
    expect(take.words.find((word) => word.text === 'completely.')?.aligned).toBe(true);
    const vtt = (await api.file(take.captions!.vtt)).body;
    expect(vtt).not.toContain('starter');
    expect(vtt).toContain('completely.');

    // The script follows the take: the sentence not said leaves the script, as the creator's next version.
    const followed = await api.call('POST', `/narrations/${take.id}/script`, user);
    expect(followed.statusCode, followed.body).toBe(200);
    const project = followed.json() as Project;
    expect(project.script!.version).toBe(2);
    expect(project.script!.content).not.toContain('Feed the starter');
    expect(project.script!.content).toContain('Bake it hot, then let it cool completely.');
    const after = (await api.call('GET', `/narrations/${take.id}`, user)).json() as Narration;
    expect(after.scriptVersion).toBe(2);
    expect(after.words.every((word) => word.aligned)).toBe(true);
    const again = await api.call('POST', `/narrations/${take.id}/script`, user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_FOLLOW' });
  });

  it('refuses silence, and a recording of something else, with the reason and nothing stored', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const silence = encodeWav(new Int16Array(22_050 * 3), 22_050);
    const silent = await api.settled(user, ((await api.upload(user, `/projects/${projectId}/narrations`, silence)).json() as Narration).id);
    expect(silent).toMatchObject({ status: 'failed', error: 'We could not hear any speech in this recording.', audioUrl: null, words: [] });

    const other = await api.reading('Cats sleep most of the day in warm places. Dogs like long walks in the park with friends.');
    const unmatched = await api.settled(
      user,
      ((await api.upload(user, `/projects/${projectId}/narrations`, other)).json() as Narration).id,
    );
    expect(unmatched).toMatchObject({
      status: 'failed',
      error: 'We could not find the script in this recording. Check that the take reads the chosen script version.',
    });
    // Failed takes keep no files: only the record of why.
    const rows = await ctx.database.db.select().from(projectVoiceovers).where(eq(projectVoiceovers.projectId, projectId));
    for (const row of rows) {
      for (const key of [row.audioKey, row.wordsKey, row.vttKey, row.originalKey])
        if (key) expect(await ctx.deps.storage.get(key)).toBeUndefined();
    }
    // And a failed take is not a voiceover of the project.
    expect(((await api.call('GET', `/projects/${projectId}`, user)).json() as Project).voiceovers).toEqual([]);
  });

  it('refuses before decoding: not audio, a container claiming hours, no file, no script, a missing version', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const url = `/projects/${projectId}/narrations`;

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notAudio = await api.upload(user, url, png, {}, 'take.wav');
    expect(notAudio.statusCode).toBe(400);
    expect(notAudio.json()).toMatchObject({ code: 'NOT_AUDIO' });

    // A FLAC file whose header says three hours over a second of sound: refused from the header, nothing decoded.
    const folder = await mkdtemp(join(tmpdir(), 'genesis-narration-test-'));
    const flac = join(folder, 'second.flac');
    await makeAudio((await ctx.deps.video())!, flac, [{ seconds: 1, tone: 440 }], { rate: 8_000, codec: ['-c:a', 'flac', '-f', 'flac'] });
    const lying = await readFile(flac);
    await rm(folder, { recursive: true, force: true });
    // STREAMINFO's 36-bit count of samples (the low bits of the 8 bytes at 18): three hours at 8 kHz.
    lying.writeBigUInt64BE((lying.readBigUInt64BE(18) & ~0xf_ffff_ffffn) | BigInt(3 * 3600 * 8_000), 18);
    const long = await api.upload(user, url, lying, {}, 'take.flac');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'NARRATION_TOO_LONG' });

    const form = await multipartBody({ scriptVersion: '1' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Choose a recording to upload (WAV, MP3, M4A, Ogg, WebM or FLAC).' });

    // Any reading: these are refused before it is decoded.
    const reading = takes.wholeReading;
    const missingVersion = await api.upload(user, url, reading, { scriptVersion: '7' });
    expect(missingVersion.statusCode).toBe(404);
    expect(missingVersion.json()).toMatchObject({ code: 'VERSION_NOT_FOUND' });
    const badField = await api.upload(user, url, reading, { voice: 'x' });
    expect(badField.statusCode).toBe(400);

    const blank = await api.project(user, null);
    const noScript = await api.upload(user, `/projects/${blank}/narrations`, reading);
    expect(noScript.statusCode).toBe(400);
    expect(noScript.json()).toMatchObject({ code: 'NO_SCRIPT', message: 'Write or generate a script before recording its narration.' });

    // None of these left a take.
    expect(((await api.call('GET', `/projects/${projectId}/narrations`, user)).json() as { narrations: unknown[] }).narrations).toEqual([]);
    expect((await api.call('GET', `/projects/${projectId}/narrations`, undefined)).statusCode).toBe(401);
  });

  it('cleans a copy of a take (silence trimmed, pauses shortened, levelled), moving its words with it; the original stays', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    // Two seconds before the reading and a long pause in the middle.
    const first = await ctx.deps.speech.espeak.synthesizeWith(narrator, { text: spokenSentences.slice(0, 2).join('\n') });
    const second = await ctx.deps.speech.espeak.synthesizeWith(narrator, { text: spokenSentences.slice(2).join('\n') });
    const rate = first.sampleRate;
    const pcm = new Int16Array(2 * rate + first.pcm.length + 2.5 * rate + second.pcm.length);
    pcm.set(first.pcm, 2 * rate);
    pcm.set(second.pcm, 2 * rate + first.pcm.length + 2.5 * rate);
    const original = await api.settled(
      user,
      ((await api.upload(user, `/projects/${projectId}/narrations`, encodeWav(pcm, rate))).json() as Narration).id,
    );
    expect(original.status, original.error).toBe('ready');

    const asked = await api.call('POST', `/narrations/${original.id}/cleanups`, user, {
      trimSilence: true,
      maxPauseSeconds: 0.8,
      loudness: true,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const cleaned = await api.settled(user, (asked.json() as Narration).id);
    expect(cleaned.status, cleaned.error).toBe('ready');
    expect(cleaned).toMatchObject({
      parentId: original.id,
      edit: { kind: 'cleanup', cleanup: { trimSilence: true, maxPauseSeconds: 0.8, denoise: false, loudness: true } },
    });
    // About 2 s less at the start and 1.7 s less in the middle.
    expect(original.durationSeconds - cleaned.durationSeconds).toBeGreaterThan(3);
    expect(cleaned.words[0]!.start).toBeLessThan(0.5);
    const feed = (take: Narration) => take.words.find((word) => word.text === 'Feed')!.start;
    expect(feed(original) - feed(cleaned)).toBeGreaterThan(3);
    expect(cleaned.words.map((word) => word.text)).toEqual(original.words.map((word) => word.text));

    // Both are kept: the creator compares them by ear and goes back by choosing the original.
    const listed = (await api.call('GET', `/projects/${projectId}/narrations`, user)).json() as { narrations: Narration[] };
    expect(listed.narrations.map((take) => take.id).sort()).toEqual([original.id, cleaned.id].sort());

    const nothing = await api.call('POST', `/narrations/${original.id}/cleanups`, user, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('records one line again: the sentence’s span replaced, the words around it kept', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const original = await api.settled(
      user,
      ((await api.upload(user, `/projects/${projectId}/narrations`, takes.wholeReading)).json() as Narration).id,
    );
    expect(original.status, original.error).toBe('ready');
    const line = await api.reading(spokenSentences[2]!, 0.2);
    const asked = await api.upload(user, `/narrations/${original.id}/lines`, line, { sentenceIndex: '2' });
    expect(asked.statusCode, asked.body).toBe(202);
    const patched = await api.settled(user, (asked.json() as Narration).id);
    expect(patched.status, patched.error).toBe('ready');
    expect(patched).toMatchObject({ parentId: original.id, edit: { kind: 'line', sentenceIndex: 2 } });
    expect(patched.words.map((word) => word.text)).toEqual(original.words.map((word) => word.text));
    // The sentences before the line are where they were.
    expect(sentenceStarts(patched)[1]).toBeCloseTo(sentenceStarts(original)[1]!, 2);

    const outside = await api.upload(user, `/narrations/${original.id}/lines`, line, { sentenceIndex: '40' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'SENTENCE_NOT_FOUND' });
  });

  it('deletes a take with its files; another user can neither read nor change it', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const projectId = await api.project(owner);
    const take = await api.settled(
      owner,
      ((await api.upload(owner, `/projects/${projectId}/narrations`, takes.wholeReading)).json() as Narration).id,
    );
    expect(take.status).toBe('ready');
    for (const [method, url] of [
      ['GET', `/narrations/${take.id}`],
      ['DELETE', `/narrations/${take.id}`],
    ] as const) {
      const refused = await api.call(method, url, other);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NARRATION_NOT_FOUND', message: 'Narration not found' });
    }
    expect((await api.call('POST', `/narrations/${take.id}/cleanups`, other, { trimSilence: true })).statusCode).toBe(404);
    const intoOthers = await api.upload(other, `/projects/${projectId}/narrations`, takes.wholeReading);
    expect(intoOthers.statusCode).toBe(404);
    expect((await api.call('GET', `/projects/${projectId}/narrations`, other)).statusCode).toBe(404);

    const [row] = await ctx.database.db.select().from(projectVoiceovers).where(eq(projectVoiceovers.id, take.id));
    expect(await ctx.deps.storage.get(row!.originalKey!)).toBeDefined();
    expect((await api.call('DELETE', `/narrations/${take.id}`, owner)).statusCode).toBe(204);
    for (const key of [row!.audioKey, row!.wordsKey, row!.vttKey, row!.srtKey, row!.originalKey!])
      expect(await ctx.deps.storage.get(key)).toBeUndefined();
    expect((await api.call('GET', `/narrations/${take.id}`, owner)).statusCode).toBe(404);
  });
});
