import { describe, expect, it } from 'vitest';
import { readSampleHeader } from '../../features/voice/audio-sample';
import { decodeSample } from '../../features/voice/decode-sample';
import { HttpError } from '../../http/http-error';
import { speechPcm, speechSample } from '../../test/voice-samples';
import { resample } from './resample';
import { analyzeVoice } from './voice-analysis';

const floats = ({ pcm }: { pcm: Int16Array }) => Float32Array.from(pcm, (value) => value / 32_768);
const analyse = async (options: Parameters<typeof speechPcm>[0]) => {
  const spoken = await speechPcm(options);
  return analyzeVoice(floats(spoken), spoken.sampleRate);
};

const low = { voice: 'en-us+m3', pitch: 15, seconds: 15 } as const;
const high = { voice: 'en-us+f2', pitch: 85, seconds: 15 } as const;

function expectNoSpeech(samples: Float32Array, sampleRate: number) {
  let error: unknown;
  try {
    analyzeVoice(samples, sampleRate);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({
    statusCode: 400,
    code: 'NO_SPEECH',
    message: 'We could not hear any speech in this recording. Please record again in a quieter place, closer to the microphone.',
  });
}

describe('analyzeVoice', () => {
  it('measures a low male voice lower than a high female one, both in plausible ranges', async () => {
    const male = await analyse(low);
    const female = await analyse(high);
    expect(male.medianPitchHz).toBeGreaterThan(65);
    expect(male.medianPitchHz).toBeLessThan(110);
    expect(female.medianPitchHz).toBeGreaterThan(220);
    expect(female.medianPitchHz).toBeLessThan(330);
    expect(female.medianPitchHz).toBeGreaterThan(male.medianPitchHz * 2);
    for (const analysis of [male, female]) {
      // The spread is a fraction of the pitch, not octave errors.
      expect(analysis.pitchRangeHz).toBeGreaterThan(5);
      expect(analysis.pitchRangeHz).toBeLessThan(analysis.medianPitchHz * 0.6);
      expect(analysis.paceWpm).toBeGreaterThan(120);
      expect(analysis.paceWpm).toBeLessThan(240);
      expect(analysis.brightnessHz).toBeGreaterThan(500);
      expect(analysis.brightnessHz).toBeLessThan(4000);
      // eSpeak leaves short pauses and unvoiced consonants: voiced speech is most, not all, of it.
      expect(analysis.voicedSeconds).toBeGreaterThan(3);
      expect(analysis.voicedSeconds).toBeLessThan(15);
    }
    expect(female.brightnessHz).toBeGreaterThan(male.brightnessHz);
  });

  it('measures a faster speaker at a higher pace, close to the words a minute spoken', async () => {
    const slow = await analyse({ ...low, pitch: 45, wordsPerMinute: 110 });
    const fast = await analyse({ ...low, pitch: 45, wordsPerMinute: 230 });
    expect(fast.paceWpm).toBeGreaterThan(slow.paceWpm * 1.5);
    expect(slow.paceWpm).toBeGreaterThan(90);
    expect(slow.paceWpm).toBeLessThan(160);
    expect(fast.paceWpm).toBeGreaterThan(180);
    expect(fast.paceWpm).toBeLessThan(290);
  });

  it('gives the same measures whatever the sample rate or encoding', async () => {
    const spoken = await speechPcm(high);
    const direct = analyzeVoice(floats(spoken), spoken.sampleRate);
    const at48k = analyzeVoice(resample(floats(spoken), spoken.sampleRate, 48_000), 48_000);
    const mp3File = await speechSample({ ...high, format: 'mp3' });
    const mp3 = await decodeSample(mp3File, readSampleHeader(mp3File));
    const fromMp3 = analyzeVoice(mp3.samples, mp3.sampleRate);
    for (const other of [at48k, fromMp3]) {
      expect(other.medianPitchHz).toBeCloseTo(direct.medianPitchHz, -1); // within 5 Hz
      expect(Math.abs(other.paceWpm - direct.paceWpm)).toBeLessThan(direct.paceWpm * 0.1);
      expect(Math.abs(other.brightnessHz - direct.brightnessHz)).toBeLessThan(direct.brightnessHz * 0.1);
    }
  });

  it('hears no speech in silence, faint hiss or noise', () => {
    const sampleRate = 44_100;
    expectNoSpeech(new Float32Array(sampleRate * 8), sampleRate);
    let seed = 3;
    const noise = (level: number) =>
      Float32Array.from({ length: sampleRate * 8 }, () => level * ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 30 - 1));
    expectNoSpeech(noise(0.0005), sampleRate);
    expectNoSpeech(noise(0.3), sampleRate);
  });

  it('rounds its measures', async () => {
    const analysis = await analyse(low);
    expect(Number.isInteger(analysis.paceWpm)).toBe(true);
    expect(analysis.brightnessHz % 10).toBe(0);
    expect(analysis.medianPitchHz).toBe(Math.round(analysis.medianPitchHz * 10) / 10);
    expect(analysis.voicedSeconds).toBe(Math.round(analysis.voicedSeconds * 100) / 100);
  });
});
