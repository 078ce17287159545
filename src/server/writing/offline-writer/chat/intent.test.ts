import { describe, expect, it } from 'vitest';
import { readIntent } from './intent';

describe('reading what a message asks for', () => {
  it('knows greetings and thanks, with or without an earlier reply', () => {
    for (const message of ['hi', 'Hello!', 'hey there', '', '   ', 'good morning', 'what can you do?', '?']) {
      expect(readIntent(message, 0), message).toEqual({ kind: 'greeting' });
      expect(readIntent(message, 3), message).toEqual({ kind: 'greeting' });
    }
    for (const message of ['thanks', 'Thank you so much!', 'thx', 'great', 'perfect, thanks', 'ok']) {
      expect(readIntent(message, 3), message).toEqual({ kind: 'thanks' });
    }
  });

  it('reads follow-ups on the previous reply: which item, and what to do with it', () => {
    expect(readIntent('expand on 2', 3)).toEqual({ kind: 'expand', item: 2 });
    expect(readIntent('Tell me more about the third one', 3)).toEqual({ kind: 'expand', item: 3 });
    expect(readIntent('I like #1', 3)).toEqual({ kind: 'expand', item: 1 });
    expect(readIntent('2', 3)).toEqual({ kind: 'expand', item: 2 });
    expect(readIntent('flesh out the last one', 3)).toEqual({ kind: 'expand', item: 3 });
    expect(readIntent('expand', 3)).toEqual({ kind: 'expand', item: null });
    expect(readIntent('make the second one funnier', 3)).toEqual({ kind: 'restyle', item: 2, style: 'funny' });
    expect(readIntent('can you make idea 1 darker?', 3)).toEqual({ kind: 'restyle', item: 1, style: 'dark' });
    expect(readIntent('shorter', 3)).toEqual({ kind: 'restyle', item: null, style: 'shorter' });
    expect(readIntent('make them more professional', 3)).toEqual({ kind: 'restyle', item: null, style: 'serious' });
    expect(readIntent('more emotional please', 3)).toEqual({ kind: 'restyle', item: null, style: 'heartfelt' });
    expect(readIntent('more ideas', 3)).toEqual({ kind: 'more' });
    expect(readIntent('give me 3 more', 3)).toEqual({ kind: 'more' });
    expect(readIntent('something else', 3)).toEqual({ kind: 'more' });
  });

  it('treats follow-up words as a new request when there is no earlier reply, or a new topic', () => {
    expect(readIntent('expand on 2', 0)).toEqual({ kind: 'request' });
    expect(readIntent('more ideas about space travel', 3)).toEqual({ kind: 'request' });
    expect(readIntent('story ideas about a haunted lighthouse', 3)).toEqual({ kind: 'request' });
    expect(readIntent('ad ideas for my coffee shop', 0)).toEqual({ kind: 'request' });
  });

  it('reads questions of fact, before or after earlier items, but not questions about an item', () => {
    expect(readIntent('What is the population of the US?', 0)).toEqual({ kind: 'factual' });
    expect(readIntent('who won the 2022 World Cup', 3)).toEqual({ kind: 'factual' });
    expect(readIntent('who was the first man on the moon', 3)).toEqual({ kind: 'factual' });
    expect(readIntent('is the second one better?', 3)).not.toEqual({ kind: 'factual' });
    expect(readIntent('tell me more about the third one', 3)).toEqual({ kind: 'expand', item: 3 });
    expect(readIntent('write a 30-second ad for my coffee shop', 0)).toEqual({ kind: 'request' });
  });

  it('ignores an item number the previous reply does not have', () => {
    expect(readIntent('expand on 5', 3)).toEqual({ kind: 'expand', item: null });
  });
});
