import { describe, expect, it } from 'vitest';
import topics from '../../../../bench/labelled/reading-topics.json' with { type: 'json' };
import { readRequest } from './read-request';
import { readingOf } from './index';

describe('reading a request', () => {
  it('reads the issue’s requests: the subject the creator means, and the kind from meaning', () => {
    expect(readRequest('how does a heat pump work')).toEqual({ subject: 'heat pump', kind: 'explainer' });
    // A dish is a recipe without the word: chicken is a food in WordNet.
    expect(readRequest('one-pan lemon garlic chicken')).toEqual({ subject: 'lemon garlic chicken', kind: 'recipe' });
    // A business's new product is an advertisement, not a recipe, though sourdough is bread.
    expect(readRequest("Family Bakery's new sourdough subscription")).toEqual({ subject: 'sourdough subscription', kind: 'advertisement' });
    expect(readRequest('iPhone 15 vs Pixel 8 camera test')).toEqual({ subject: 'iPhone 15 vs Pixel 8', kind: 'comparison' });
    expect(readRequest('best 5 budget microphones for podcasting').kind).toBe('listicle');
    expect(readRequest('my trip to Lisbon')).toEqual({ subject: 'Lisbon', kind: 'travel' });
    expect(readRequest('Sony WH-1000XM5 review after 6 months')).toEqual({ subject: 'Sony WH-1000XM5', kind: 'review' });
  });

  it('keeps names, brands and model numbers as written, and sets aside an instruction around the request', () => {
    expect(readRequest('Write a 60-second ad for Maple Street Dental’s teeth whitening special')).toEqual({
      subject: 'teeth whitening special',
      kind: 'advertisement',
    });
    expect(readRequest('make a video explaining how mortgages work')).toEqual({ subject: 'mortgages', kind: 'explainer' });
    expect(readRequest('OpenAI announces GPT-5.5: what’s new')).toEqual({ subject: 'GPT-5.5', kind: 'news' });
    expect(readRequest('Notion or Obsidian for students?')).toEqual({ subject: 'Notion or Obsidian', kind: 'comparison' });
    // What a tutorial does is not a dish, though it is done in a kitchen.
    expect(readRequest('how to sharpen a kitchen knife with a whetstone')).toEqual({ subject: 'kitchen knife', kind: 'tutorial' });
    expect(readRequest('How to make sourdough bread for beginners')).toEqual({ subject: 'sourdough bread', kind: 'recipe' });
  });

  it('always answers a subject the request contains, for every request of the labelled set', () => {
    for (const { topic } of topics) {
      const { subject } = readRequest(topic);
      expect(subject.length, topic).toBeGreaterThan(0);
      expect(topic.includes(subject), `"${subject}" in "${topic}"`).toBe(true);
    }
  });

  it('lets the quick template narrow the kind, and a kind the creator chose override it', () => {
    expect(readRequest('sourdough bread', 'tutorial').kind).toBe('recipe');
    expect(readRequest('how to start a podcast', 'tutorial').kind).toBe('tutorial');
    expect(readRequest('a weekend in Kyoto', 'vlog').kind).toBe('travel');
    expect(readRequest('7 tips for better sleep', 'explainer').kind).toBe('explainer');
    expect(readingOf({ topic: 'one-pan lemon garlic chicken', kind: 'review' })).toEqual({
      subject: 'lemon garlic chicken',
      kind: 'review',
    });
  });

  it('reads anything at once and answers a subject from the request: symbols, another script, long runs, brackets, capitals', () => {
    const requests = [
      '?',
      '🚀🚀',
      'क्षत्रिय इतिहास',
      'x'.repeat(500),
      '   a   ',
      '$$$ 100% off!!!',
      "Rosa's",
      'Write a 60-second ad for',
      'vs vs vs '.repeat(50),
      'or or or '.repeat(50),
      '((((nested)) brackets] (unbalanced',
      ': - : - | , ? '.repeat(30),
      // A run of capitals before a second part once backtracked for minutes in the business-name check.
      'BEST BUDGET MICROPHONES FOR PODCASTS! - 2025',
      'ULTIMATE GUIDE TO INVESTING IN INDEX FUNDS! - 2025',
      `${'A'.repeat(200)}!: cats`,
    ];
    for (const request of requests) {
      const { subject } = readRequest(request);
      expect(subject.trim().length, request).toBeGreaterThan(0);
      expect(request.includes(subject), `"${subject}" in "${request}"`).toBe(true);
    }
    // What stood between its words stays in the subject as written: a bracket, a double space.
    expect(readRequest('iPhone 15 (2023) vs Pixel 8').subject).toBe('iPhone 15 (2023) vs Pixel 8');
    expect(readRequest('how does a heat  pump work').subject).toBe('heat  pump');
    // A question mark at the end asks which: 'or' between two things is a comparison.
    expect(readRequest('coffee or tea?')).toEqual({ subject: 'coffee or tea', kind: 'comparison' });
  });
});
