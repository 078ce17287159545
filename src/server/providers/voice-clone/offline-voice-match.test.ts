import { describe, expect, it } from 'vitest';
import type { VoiceAnalysis } from '@shared/contracts/voice';
import { speechPcm } from '../../test/voice-samples';
import { matchEspeakVoice } from './offline-voice-match';
import { analyzeVoice } from './voice-analysis';

const analyse = async (options: Parameters<typeof speechPcm>[0]) => {
  const { pcm, sampleRate } = await speechPcm(options);
  return analyzeVoice(
    Float32Array.from(pcm, (value) => value / 32_768),
    sampleRate,
  );
};

const analysis = (overrides: Partial<VoiceAnalysis>): VoiceAnalysis => ({
  medianPitchHz: 120,
  pitchRangeHz: 30,
  paceWpm: 170,
  brightnessHz: 1300,
  voicedSeconds: 20,
  ...overrides,
});

describe('matchEspeakVoice', () => {
  // Samples spoken by other accents and variants than the match uses, at other paces.
  const samples = [
    { voice: 'en-gb-scotland+m4', pitch: 30, range: 60, wordsPerMinute: 150, seconds: 15 },
    { voice: 'en+f4', pitch: 70, range: 40, wordsPerMinute: 200, seconds: 15 },
  ];

  it.each(samples)('speaks like the sample it measured ($voice, pitch $pitch)', async (sample) => {
    const original = await analyse(sample);
    const settings = matchEspeakVoice(original);
    const matched = await analyse({ ...settings, seconds: sample.seconds });
    expect(Math.abs(matched.medianPitchHz - original.medianPitchHz)).toBeLessThan(original.medianPitchHz * 0.15);
    expect(Math.abs(matched.pitchRangeHz - original.pitchRangeHz)).toBeLessThan(original.pitchRangeHz * 0.35);
    expect(Math.abs(matched.paceWpm - original.paceWpm)).toBeLessThan(original.paceWpm * 0.15);
  });

  it('picks a male variant for a low voice and a female one for a high voice', () => {
    expect(matchEspeakVoice(analysis({ medianPitchHz: 105 })).voice).toMatch(/^en-us\+m\d$/);
    expect(matchEspeakVoice(analysis({ medianPitchHz: 210, pitchRangeHz: 50 })).voice).toMatch(/^en-us\+f\d$/);
  });

  it('lets brightness choose among the variants that reach the pitch', () => {
    const dark = matchEspeakVoice(analysis({ brightnessHz: 800 }));
    const bright = matchEspeakVoice(analysis({ brightnessHz: 1400 }));
    expect(dark.voice).toBe('en-us+m7');
    expect(bright.voice).toBe('en-us+m2');
  });

  it('sets a higher pitch, wider range and faster pace for higher, livelier, faster samples', () => {
    const calm = matchEspeakVoice(analysis({ medianPitchHz: 100, pitchRangeHz: 15, paceWpm: 130 }));
    const lively = matchEspeakVoice(analysis({ medianPitchHz: 140, pitchRangeHz: 40, paceWpm: 220 }));
    expect(lively.pitch).toBeGreaterThan(calm.pitch);
    expect(lively.range).toBeGreaterThan(calm.range);
    expect(lively.wordsPerMinute).toBeGreaterThan(calm.wordsPerMinute);
  });

  it('keeps every setting inside what eSpeak accepts, however extreme the sample', () => {
    for (const extreme of [
      analysis({ medianPitchHz: 55, pitchRangeHz: 0, paceWpm: 20, brightnessHz: 100 }),
      analysis({ medianPitchHz: 400, pitchRangeHz: 300, paceWpm: 900, brightnessHz: 6000 }),
      analysis({ paceWpm: 0 }),
    ]) {
      const settings = matchEspeakVoice(extreme);
      for (const value of [settings.pitch, settings.range]) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
      expect(settings.wordsPerMinute).toBeGreaterThanOrEqual(80);
      expect(settings.wordsPerMinute).toBeLessThanOrEqual(450);
    }
    expect(matchEspeakVoice(analysis({ paceWpm: 0 })).wordsPerMinute).toBe(175);
  });
});
