import { describe, expect, it } from 'vitest';
import { captionCues, toSrt, toWebVtt } from './captions';

const words = [
  { text: 'Hello', startMs: 0, endMs: 300 },
  { text: 'world.', startMs: 300, endMs: 750 },
  { text: 'This', startMs: 900, endMs: 1100 },
  { text: 'runs', startMs: 1100, endMs: 1400 },
  { text: 'on', startMs: 1400, endMs: 1650 },
  { text: 'later.', startMs: 3_661_001, endMs: 3_662_500 },
];

describe('captions', () => {
  it('writes exact WebVTT', () => {
    expect(toWebVtt(words)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:00.750\nHello world.\n\n2\n00:00:00.900 --> 00:00:01.650\nThis runs on\n\n3\n01:01:01.001 --> 01:01:02.500\nlater.\n',
    );
  });

  it('writes exact SRT', () => {
    expect(toSrt(words)).toBe(
      '1\n00:00:00,000 --> 00:00:00,750\nHello world.\n\n2\n00:00:00,900 --> 00:00:01,650\nThis runs on\n\n3\n01:01:01,001 --> 01:01:02,500\nlater.\n',
    );
  });

  it('keeps cues to a few words and at most seven seconds', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ text: `w${i}`, startMs: i * 1000, endMs: i * 1000 + 900 }));
    const cues = captionCues(many);
    for (const cue of cues) {
      expect(cue.text.split(' ').length).toBeLessThanOrEqual(8);
      expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(7000);
    }
    expect(cues.map((cue) => cue.text).join(' ')).toBe(many.map((w) => w.text).join(' '));
  });

  it('ends a cue after a heading that has no full stop', () => {
    const heading = [
      { text: 'Build', startMs: 0, endMs: 300 },
      { text: 'a', startMs: 300, endMs: 400 },
      { text: 'lamp', startMs: 400, endMs: 800, endsSentence: true as const },
      { text: 'Start', startMs: 900, endMs: 1200 },
      { text: 'here.', startMs: 1200, endMs: 1500 },
    ];
    expect(captionCues(heading).map((cue) => cue.text)).toEqual(['Build a lamp', 'Start here.']);
  });
});
