import { describe, expect, it } from 'vitest';
import { field, itemNumbered, matchTemplate, replyItems } from './previous-reply';

describe('reading items back from an earlier reply', () => {
  it('reads the numbered headings this engine writes, stopping at the next section', () => {
    const reply = [
      'Here are two ideas.',
      '',
      '### 1. The Bet',
      '- **Logline:** A nurse bets on it.',
      '- **Tone:** Funny',
      '',
      '### 2. The Map',
      '- **Logline:** A kid finds a map.',
      '',
      '## Budget split',
      '- **TikTok:** 30%',
    ].join('\n');
    const items = replyItems(reply);
    expect(items.map((item) => [item.number, item.title])).toEqual([
      [1, 'The Bet'],
      [2, 'The Map'],
    ]);
    expect(field(items[0]!, 'Logline')).toBe('A nurse bets on it.');
    expect(field(items[0]!, 'Tone')).toBe('Funny');
    expect(items[1]!.body).not.toContain('TikTok');
  });

  it('reads numbered bold lists and numbered bold headings from other replies', () => {
    const list = '1. **First idea**: a story about a cat\n2. **Second idea**: a story about a dog\n3. **Third idea**';
    expect(replyItems(list).map((item) => item.title)).toEqual(['First idea', 'Second idea', 'Third idea']);
    expect(replyItems(list)[1]!.body).toBe('a story about a dog');
    expect(replyItems('## Idea 1: Alpha\ntext\n## Idea 2: Beta\nmore').map((item) => item.title)).toEqual(['Alpha', 'Beta']);
    expect(replyItems('No items here, just text.')).toEqual([]);
    // A bold title may hold a colon of its own.
    const titles = '1. **Moving to the US: Thirty Days**\n2. **The Truth About the US**: a second line';
    expect(replyItems(titles).map((item) => item.title)).toEqual(['Moving to the US: Thirty Days', 'The Truth About the US']);
    expect(replyItems(titles)[1]!.body).toBe('a second line');
  });

  it('finds an item by its printed number, else by position', () => {
    const items = [
      { number: 2, title: 'Two', body: '' },
      { number: 5, title: 'Five', body: '' },
    ];
    expect(itemNumbered(items, 2)!.title).toBe('Two');
    expect(itemNumbered(items, 1)!.title).toBe('Two');
    expect(itemNumbered(items, 3)).toBeNull();
  });

  it('recovers the slot values a sentence was written with', () => {
    expect(
      matchTemplate(
        '{Hero} bets their savings on {topic} and has thirty days',
        'A nurse bets their savings on a lighthouse and has thirty days, and more.',
      ),
    ).toEqual({
      hero: 'A nurse',
      topic: 'a lighthouse',
    });
    expect(matchTemplate('{Hero} bets their savings on {topic} and has thirty days', 'Something else entirely.')).toBeNull();
  });
});
