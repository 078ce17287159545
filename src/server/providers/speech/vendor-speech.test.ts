import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { failureOf } from '../../test/engine-assertions';
import { MS_PER_CHARACTER, useSpeechTestServer } from '../../test/speech-test-server';
import { createElevenLabsCloner } from '../voice-clone/elevenlabs-clone';
import { createElevenLabsSpeechEngine } from './elevenlabs/elevenlabs-tts';
import { packSentences } from './joined-synthesis';
import { createOpenAiSpeechEngine } from './openai-tts';

const text = 'Welcome back to the channel. Today we build a desk lamp! Ready? Let us start.';

describe('packSentences', () => {
  it('keeps whole sentences together up to the limit and never splits one', () => {
    expect(packSentences(text, 60)).toEqual(['Welcome back to the channel. Today we build a desk lamp!', 'Ready? Let us start.']);
    expect(packSentences(text, 1000, true)).toHaveLength(4);
  });

  it('cuts a run-on line longer than the limit at words', () => {
    const runOn = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const chunks = packSentences(runOn, 4000, true);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= 4000)).toBe(true);
    expect(chunks.join(' ')).toBe(runOn);
  });
});

describe('OpenAI speech engine', () => {
  const server = useSpeechTestServer();
  const engine = (env: Record<string, string> = {}) =>
    createOpenAiSpeechEngine(
      loadConfig({
        TEXT_PROVIDER: 'offline',
        TTS_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-speech-secret',
        OPENAI_BASE_URL: server.openAiBaseUrl,
        TTS_MAX_RETRIES: '0',
        ...env,
      }).speech,
    );

  it('speaks sentence by sentence with the key, model and voice, and joins the audio in order', async () => {
    const result = await engine().synthesize({ text, voiceId: 'nova' });
    const calls = server.requests.filter((request) => request.path === '/v1/audio/speech');
    expect(calls.map((call) => call.body.input).sort()).toEqual([
      'Let us start.',
      'Ready?',
      'Today we build a desk lamp!',
      'Welcome back to the channel.',
    ]);
    expect(calls.every((call) => call.body.voice === 'nova' && call.body.model === 'tts-1' && call.body.response_format === 'pcm')).toBe(
      true,
    );
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-speech-secret');

    const spokenCharacters = packSentences(text, 4000, true).join('').length;
    expect(result.sampleRate).toBe(24_000);
    expect(result.pcm.length).toBe((spokenCharacters * MS_PER_CHARACTER * 24_000) / 1000);
    // No word timings from OpenAI: each sentence's words share its measured time.
    expect(result.timing).toBe('sentence');
    expect(result.words.map((word) => word.text).join(' ')).toBe(text);
    const ready = result.words.find((word) => word.text === 'Ready?');
    expect(ready?.startMs).toBe(('Welcome back to the channel.'.length + 'Today we build a desk lamp!'.length) * MS_PER_CHARACTER);
  });

  /** The longest run of samples a misread header or frame makes: the tone never goes past ±6,000. */
  const loudest = (pcm: Int16Array) => pcm.reduce((most, sample) => Math.max(most, Math.abs(sample)), 0);
  const spokenSeconds = (sentences: string[]) => (sentences.join('').length * MS_PER_CHARACTER) / 1000;

  it.each([
    ['WAV at 22,050 Hz', 'wav-22050', 0.001],
    ['MP3 at 24 kHz behind an ID3 tag', 'mp3-24000', 0.1],
    ['MP3 at 44.1 kHz', 'mp3-44100', 0.1],
  ] as const)('reads a server that answers %s (whatever it was asked for) as the audio it is', async (_name, format, slackPerSentence) => {
    server.speakIn(format);
    const result = await engine().synthesize({ text, voiceId: 'nova' });
    const sentences = packSentences(text, 4000, true);
    // Read as raw 24 kHz PCM, the WAV lasted 22,050/24,000 of the speech and began each sentence with its
    // header as a click; the MP3 lasted a tenth of it.
    expect(result.sampleRate).toBe(24_000);
    const seconds = result.pcm.length / 24_000;
    expect(seconds).toBeGreaterThanOrEqual(spokenSeconds(sentences) - 0.001);
    expect(seconds).toBeLessThanOrEqual(spokenSeconds(sentences) + sentences.length * slackPerSentence);
    expect(loudest(result.pcm)).toBeLessThan(7_000);
    expect(loudest(result.pcm)).toBeGreaterThan(5_000);
  });

  it('refuses an answer that is a web page, not audio, as bad output', async () => {
    server.speakIn('html');
    const error = await failureOf(engine().synthesize({ text: 'One sentence.', voiceId: 'alloy' }));
    expect(error.failure).toBe('bad-output');
    expect((error.cause as Error).message).toBe('The speech server answered with text/html; charset=utf-8, not audio');
  });

  it('says the key is not configured when TTS_PROVIDER=openai has no key', async () => {
    const unkeyed = createOpenAiSpeechEngine(loadConfig({ TTS_PROVIDER: 'openai' }).speech);
    expect(unkeyed.voices().map((voice) => voice.id)).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer']);
    const error = await failureOf(unkeyed.synthesize({ text, voiceId: 'alloy' }));
    expect([error.failure, error.message]).toEqual(['unavailable', 'Voice provider API key is not configured']);
  });

  it.each([
    [429, 'rate-limited'],
    [401, 'unavailable'],
    [500, 'unavailable'],
  ] as const)('turns a %i into %s without the vendor’s words', async (status, failure) => {
    server.answerNext({ status, error: 'Incorrect API key provided: sk-speech-secret' });
    const error = await failureOf(engine().synthesize({ text: 'One sentence.', voiceId: 'alloy' }));
    expect(error.failure).toBe(failure);
    expect(error.message).not.toContain('sk-speech-secret');
  });

  it('retries a 429 and then succeeds', async () => {
    server.answerNext({ status: 429, headers: { 'retry-after-ms': '10' } });
    const result = await engine({ TTS_MAX_RETRIES: '2' }).synthesize({ text: 'One sentence.', voiceId: 'alloy' });
    expect(result.pcm.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
  });

  it('reports empty audio as bad output and a slow server as a timeout', async () => {
    server.answerNext({ emptyAudio: true });
    expect((await failureOf(engine().synthesize({ text: 'One sentence.', voiceId: 'alloy' }))).failure).toBe('bad-output');
    server.answerNext({ delayMs: 2000 });
    expect((await failureOf(engine({ TTS_TIMEOUT_MS: '200' }).synthesize({ text: 'One sentence.', voiceId: 'alloy' }))).failure).toBe(
      'timeout',
    );
  });
});

describe('ElevenLabs speech engine and cloning', () => {
  const server = useSpeechTestServer();
  const config = () => loadConfig({ ELEVENLABS_API_KEY: 'xi-secret', ELEVENLABS_BASE_URL: server.origin, TTS_MAX_RETRIES: '0' }).speech;

  it('is chosen by its key and times words from the character alignment', async () => {
    expect(config().provider).toBe('elevenlabs');
    const result = await createElevenLabsSpeechEngine(config()).synthesize({ text, voiceId: '21m00Tcm4TlvDq8ikWAM' });
    const [call] = server.requests;
    expect(call?.path).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/with-timestamps');
    expect(call?.query.get('output_format')).toBe('pcm_24000');
    expect(call?.headers['xi-api-key']).toBe('xi-secret');
    expect(call?.body).toMatchObject({ text, model_id: 'eleven_multilingual_v2' });
    expect(result.timing).toBe('word');
    expect(result.words.slice(0, 3)).toEqual([
      { text: 'Welcome', startMs: 0, endMs: 7 * MS_PER_CHARACTER },
      { text: 'back', startMs: 8 * MS_PER_CHARACTER, endMs: 12 * MS_PER_CHARACTER },
      { text: 'to', startMs: 13 * MS_PER_CHARACTER, endMs: 15 * MS_PER_CHARACTER },
    ]);
    expect(result.pcm.length).toBe((text.length * MS_PER_CHARACTER * 24_000) / 1000);
  });

  it('reads an MP3 sent in place of the PCM it asked for', async () => {
    server.speakIn('mp3-44100');
    const result = await createElevenLabsSpeechEngine(config()).synthesize({ text, voiceId: '21m00Tcm4TlvDq8ikWAM' });
    const seconds = result.pcm.length / 24_000;
    expect(seconds).toBeGreaterThanOrEqual((text.length * MS_PER_CHARACTER) / 1000 - 0.001);
    expect(seconds).toBeLessThanOrEqual((text.length * MS_PER_CHARACTER) / 1000 + 0.1);
    expect(result.timing).toBe('word');
  });

  it('clones a voice from a sample and deletes it again', async () => {
    const speech = config();
    const cloner = createElevenLabsCloner({ ...speech, cloning: speech.cloning! });
    const voiceId = await cloner.clone({
      name: 'Narrator',
      description: 'Warm and calm',
      audio: new Uint8Array([1, 2, 3, 4]),
      contentType: 'audio/wav',
      fileName: 'sample.wav',
    });
    const [call] = server.requests;
    expect(call?.body).toMatchObject({
      name: 'Narrator',
      description: 'Warm and calm',
      files: { name: 'sample.wav', type: 'audio/wav', size: 4 },
    });
    expect(server.clonedVoices.has(voiceId)).toBe(true);

    await cloner.remove(voiceId);
    expect(server.clonedVoices.has(voiceId)).toBe(false);
    // Already gone at the provider: not an error.
    await expect(cloner.remove(voiceId)).resolves.toBeUndefined();
  });

  it('reports a refused clone as a failure without the vendor’s words', async () => {
    server.answerNext({ status: 401, error: 'invalid xi-secret' });
    const speech = config();
    const cloner = createElevenLabsCloner({ ...speech, cloning: speech.cloning! });
    const error = await failureOf(
      cloner.clone({ name: 'A', description: '', audio: new Uint8Array([1]), contentType: 'audio/wav', fileName: 'a.wav' }),
    );
    expect(error.failure).toBe('unavailable');
    expect(error.message).not.toContain('xi-secret');
  });
});
