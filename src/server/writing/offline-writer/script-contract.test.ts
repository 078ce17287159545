import { describe, expect, it } from 'vitest';
import {
  countSpokenWords,
  DEFAULT_SCRIPT_TONE,
  DEFAULT_VIDEO_LENGTH,
  estimatedTime,
  quickTemplates,
  scriptTones,
  targetWordCount,
  videoLengths,
} from '@shared/catalog/scripts';
import { generateScriptInput, scriptProblems } from '@shared/contracts/scripts';
import { writeScriptOffline } from './index';

describe('script catalogue (spec §9)', () => {
  it('holds the four lengths with their spoken-minute targets and the default', () => {
    expect(videoLengths.map((length) => length.label)).toEqual(['1-3 minutes', '3-5 minutes', '5-10 minutes', '10+ minutes']);
    expect(videoLengths.map((length) => targetWordCount(length.label))).toEqual([300, 600, 1125, 1800]);
    expect(DEFAULT_VIDEO_LENGTH).toBe('3-5 minutes');
  });

  it('holds the eight tones, Educational first and default', () => {
    expect(scriptTones).toEqual([
      'Educational',
      'Professional',
      'Casual',
      'Energetic',
      'Humorous',
      'Inspirational',
      'Creepy',
      'Storytelling',
    ]);
    expect(DEFAULT_SCRIPT_TONE).toBe('Educational');
  });

  it('holds the four quick templates, each with a topic prompt the writer accepts', () => {
    expect(quickTemplates.map((template) => template.label)).toEqual(['Tutorial', 'Review', 'Vlog', 'Explainer']);
    // Each template's own prompt gives that template's outline (the vlog's is a day told as a story).
    const firstSection = { tutorial: 'What you need', review: 'The basics', vlog: 'Setup', explainer: 'What it is' };
    for (const template of quickTemplates) {
      const draft = writeScriptOffline({ topic: template.topicPrompt, template: template.id, videoLength: '1-3 minutes' });
      expect(draft.generatedScript).toContain(`[SECTION 1: ${firstSection[template.id]}]`);
    }
  });

  it("writes running times as '{m} min {s} sec' at 150 words a minute", () => {
    expect(estimatedTime(0)).toBe('0 sec');
    expect(estimatedTime(100)).toBe('40 sec');
    expect(estimatedTime(150)).toBe('1 min');
    expect(estimatedTime(625)).toBe('4 min 10 sec');
    expect(estimatedTime(1801)).toBe('12 min');
  });

  it('counts spoken words only: headings and cues in brackets are not said', () => {
    expect(countSpokenWords('[HOOK]\n\nHello there, friend.\n\n[B-ROLL: a long shot of the sea]\nIt works — really.')).toBe(6);
    expect(countSpokenWords('')).toBe(0);
  });
});

describe('generateScriptInput (spec §5)', () => {
  it("refuses an empty or blank topic with the spec's message", () => {
    for (const topic of ['', '   ', '\n\t']) {
      const result = generateScriptInput.safeParse({ topic });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a topic or keywords for your script.');
    }
    expect(generateScriptInput.safeParse({}).error?.issues[0]?.message).toBe(scriptProblems.topicRequired.message);
  });

  it('trims the topic and applies the defaults', () => {
    expect(generateScriptInput.parse({ topic: '  how to start a podcast ' })).toEqual({
      topic: 'how to start a podcast',
      videoLength: '3-5 minutes',
      tone: 'Educational',
    });
  });

  it('refuses topics over 500 characters, unknown lengths, tones and templates, and fractional seeds', () => {
    expect(generateScriptInput.safeParse({ topic: 'a'.repeat(501) }).error?.issues[0]?.message).toBe(scriptProblems.topicTooLong.message);
    expect(generateScriptInput.safeParse({ topic: 'a'.repeat(500) }).success).toBe(true);
    expect(generateScriptInput.safeParse({ topic: 'x', videoLength: '2 minutes' }).success).toBe(false);
    expect(generateScriptInput.safeParse({ topic: 'x', tone: 'Funny' }).success).toBe(false);
    expect(generateScriptInput.safeParse({ topic: 'x', template: 'listicle' }).success).toBe(false);
    expect(generateScriptInput.safeParse({ topic: 'x', seed: 1.5 }).success).toBe(false);
  });

  it('is enforced by the writer too', () => {
    expect(() => writeScriptOffline({ topic: '  ' })).toThrow('Please enter a topic or keywords for your script.');
  });
});
