import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../engine-error';
import { toWebVtt } from '../captions';
import { cleanForSpeech } from '../speech-text';
import { contentLanguages } from '@shared/catalog/languages';
import { createEspeakEngine } from './espeak-engine';
import { espeakVoiceFor } from './espeak-voices';

const engine = createEspeakEngine();
const sentence = 'The quick brown fox jumps over the lazy dog.';
const seconds = (result: { pcm: Int16Array; sampleRate: number }) => result.pcm.length / result.sampleRate;

describe('embedded eSpeak NG engine', () => {
  it('offers at least six English voices with unique ids and names', () => {
    const voices = engine.voices();
    expect(voices.length).toBeGreaterThanOrEqual(6);
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    expect(new Set(voices.map((voice) => voice.name)).size).toBe(voices.length);
    expect(voices.every((voice) => voice.engine === 'espeak')).toBe(true);
  });

  it('gives every voice different audio for the same sentence', async () => {
    const hashes = new Set<string>();
    for (const voice of engine.voices()) {
      const result = await engine.synthesize({ text: sentence, voiceId: voice.id });
      expect(result.sampleRate).toBe(22050);
      expect(seconds(result)).toBeGreaterThan(1.5);
      hashes.add(createHash('sha256').update(result.pcm).digest('hex'));
    }
    expect(hashes.size).toBe(engine.voices().length);
  });

  it("speaks a content language with that language's eSpeak voice, keeping the stock voice's variant", async () => {
    expect(espeakVoiceFor('en-us+f2', 'es')).toBe('es+f2');
    expect(espeakVoiceFor('en-gb-x-rp+m1', 'zh')).toBe('cmn+m1');
    expect(espeakVoiceFor('en-gb-scotland', 'pt-BR')).toBe('pt-br');
    expect(espeakVoiceFor('en-gb-scotland+m4', 'en')).toBe('en-gb-scotland+m4');
    expect(espeakVoiceFor('en-gb-scotland+m4', undefined)).toBe('en-gb-scotland+m4');
    const english = await engine.synthesize({ text: 'Hola, buenos días.', voiceId: 'espeak-emma' });
    const hashes = new Set([createHash('sha256').update(english.pcm).digest('hex')]);
    // Every language of the catalogue has its voice in the embedded build (an unknown one is an EngineError).
    for (const { tag } of contentLanguages.filter((language) => language.tag !== 'en')) {
      const spoken = await engine.synthesize({ text: 'Hola, buenos días.', voiceId: 'espeak-emma', language: tag });
      expect(seconds(spoken), tag).toBeGreaterThan(0.3);
      hashes.add(createHash('sha256').update(spoken.pcm).digest('hex'));
    }
    expect(hashes.size).toBe(contentLanguages.length);
  });

  it('speaks longer for longer text and slower at a lower rate', async () => {
    const voiceId = 'espeak-james';
    const one = await engine.synthesize({ text: sentence, voiceId });
    const three = await engine.synthesize({ text: `${sentence} ${sentence} ${sentence}`, voiceId });
    const slow = await engine.synthesize({ text: sentence, voiceId, rate: 0.6 });
    expect(seconds(three)).toBeGreaterThan(seconds(one) * 2.5);
    expect(seconds(slow)).toBeGreaterThan(seconds(one) * 1.3);
  });

  it('times every word from eSpeak’s word events, in order and inside the audio', async () => {
    const text = 'Hello there. Captions follow the voice, word by word! Does it work?';
    const result = await engine.synthesize({ text, voiceId: 'espeak-emma' });
    expect(result.timing).toBe('word');
    expect(result.words.map((word) => word.text).join(' ')).toBe(text);
    const durationMs = seconds(result) * 1000;
    let previousStart = -1;
    for (const word of result.words) {
      expect(word.startMs).toBeGreaterThan(previousStart);
      expect(word.endMs).toBeGreaterThan(word.startMs);
      expect(word.endMs).toBeLessThanOrEqual(Math.ceil(durationMs));
      previousStart = word.startMs;
    }
    // The third sentence starts after the first two have been spoken.
    expect(result.words.find((word) => word.text === 'Does')?.startMs).toBeGreaterThan(durationMs * 0.6);
  });

  it('rejects an unknown voice and honours an abort', async () => {
    await expect(engine.synthesize({ text: sentence, voiceId: 'nobody' })).rejects.toSatisfy(
      (error) => error instanceof EngineError && error.failure === 'rejected',
    );
    const controller = new AbortController();
    controller.abort();
    await expect(engine.synthesize({ text: sentence, voiceId: 'espeak-james', signal: controller.signal })).rejects.toThrow();
  });

  it('times every written word of a long, marked-up script, in order', async () => {
    const paragraph =
      '## Why it matters\n\n[HOOK] Most creators spend **hours** on a voiceover 🎙️. With a clear script, a steady pace and a friendly voice, ' +
      'your audience stays longer, understands more and comes back for the next video. Here is how to do it well, step by step. ';
    const cleaned = cleanForSpeech(paragraph.repeat(4));
    const result = await engine.synthesize({ text: cleaned, voiceId: 'espeak-james' });
    expect(result.words.map((word) => word.text).join(' ')).toBe(cleaned.split(/\s+/).join(' '));
    expect(toWebVtt(result.words).startsWith('WEBVTT')).toBe(true);
  });
});
