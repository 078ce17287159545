import { describe, expect, it } from 'vitest';
import { isFactualQuestion, questionSubject } from './factual';
import { readRequest, secondsIn } from './request';

describe('reading how many items and which format a request asks for', () => {
  it('reads counts in digits and words, only before what is counted', () => {
    const counts: [string, number | null][] = [
      ['5 ideas', 5],
      ['give me three hooks', 3],
      ['10 titles for my cooking channel', 10],
      ['Can you write me 2 scripts?', 2],
      ['give me a couple of hooks', 2],
      ['I want 7 short video ideas about yoga', 7],
      ['give me 4 more', 4],
      ['3 30-second ads for my gym', 3],
      // Numbers that are part of a name or a running time are not counts.
      ['ideas about the iPhone 15 Pro', null],
      ['iPhone 15 Pro video ideas', null],
      ['write a 30 second ad', null],
      ['story ideas about a haunted lighthouse', null],
    ];
    for (const [message, count] of counts) expect(readRequest(message).count, message).toBe(count);
  });

  it('gives at most ten and remembers how many were asked for', () => {
    expect(readRequest('give me 12 titles about cats')).toMatchObject({ count: 10, askedAbove: 12 });
    expect(readRequest('a dozen story ideas')).toMatchObject({ count: 10, askedAbove: 12 });
    expect(readRequest('10 titles')).toMatchObject({ count: 10, askedAbove: null });
  });

  it('reads the format, whatever the category', () => {
    const formats: [string, string | null][] = [
      ['write a 30-second ad for my coffee shop', 'ad-script'],
      ['a 15s ad for my bakery', 'ad-script'],
      ['an ad script for my gym', 'ad-script'],
      ['10 titles about the Roman Empire', 'titles'],
      ['headlines for my launch video', 'titles'],
      ['give me three hooks', 'hooks'],
      ['opening lines for a cooking video', 'hooks'],
      ['write a script about home workouts', 'script'],
      ['5 video ideas about moving to the US', 'video-ideas'],
      // The categories' own items keep their own shape.
      ['script prompts about yoga', null],
      ['I need ad ideas for my coffee shop', null],
      ['story ideas about cats', null],
      ['5 ideas', null],
    ];
    for (const [message, format] of formats) expect(readRequest(message).format, message).toBe(format);
  });

  it('reads running times in seconds, and not decades', () => {
    expect(secondsIn('a 30-second ad')).toBe(30);
    expect(secondsIn('a 1-minute script')).toBe(60);
    expect(secondsIn('a 15 sec spot')).toBe(15);
    expect(secondsIn('a 30s ad')).toBe(30);
    expect(secondsIn('titles about 90s music')).toBeNull();
  });
});

describe('questions of fact', () => {
  it('knows a question of fact from a request', () => {
    for (const message of [
      'What is the population of the US?',
      'who won the 2022 World Cup',
      'When did the Roman Empire fall?',
      'how many people live in Tokyo',
      'How much does an iPhone 15 Pro cost?',
      'is it true that coffee stunts growth',
      'latest news about Tesla',
      'statistics about coffee drinkers',
      "what's the price of bitcoin",
      'why do cats purr',
    ]) {
      expect(isFactualQuestion(message), message).toBe(true);
    }
    for (const message of [
      'story ideas about why cats purr',
      'how to start a podcast',
      'write a 30-second ad for my coffee shop',
      '5 titles about the population of the US',
      'what about the second one',
      'what should I post this week',
      'can you make it funnier',
      'tell me more about the third one',
      'a haunted lighthouse',
    ]) {
      expect(isFactualQuestion(message), message).toBe(false);
    }
  });

  it('names what the question is about, with its own spelling', () => {
    expect(questionSubject('What is the population of the US?')).toBe('the population of the US');
    expect(questionSubject('latest news about Tesla')).toBe('Tesla');
    expect(questionSubject('How much does an iPhone 15 Pro cost?')).toContain('iPhone 15 Pro');
  });
});
