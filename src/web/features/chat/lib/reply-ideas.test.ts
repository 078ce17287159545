import { describe, expect, it } from 'vitest';
import { TOPIC_MAX_LENGTH } from '@shared/contracts/scripts';
import { adConceptsReply, expandedIdeaReply, scriptPromptsReply, storyIdeasReply, thanksReply } from '@/test/chat-replies';
import { plainText, replyIdeas } from './reply-ideas';

describe('replyIdeas', () => {
  it('takes each numbered story idea as its title and logline', () => {
    const ideas = replyIdeas(storyIdeasReply);
    expect(ideas.map((idea) => idea.label)).toEqual([
      'The Balcony Tomato Gardening Truce',
      'Balcony Tomato Gardening: One Night Only',
      "Nobody's Balcony Tomato Gardening Expert",
    ]);
    expect(ideas[0]).toEqual({
      label: 'The Balcony Tomato Gardening Truce',
      title: 'The Balcony Tomato Gardening Truce',
      topic:
        'The Balcony Tomato Gardening Truce: A rookie reporter is forced to team up with their loudest online critic to settle the argument about balcony tomato gardening once and for all, and it slowly becomes about the people they had stopped calling.',
    });
    // The reply's closing 'Next step' (after the last idea) names no topic: no idea takes settings from it.
    expect(ideas.every((idea) => idea.tone === undefined && idea.videoLength === undefined)).toBe(true);
  });

  it('uses the topic, length and tone a script prompt names for Script Writing', () => {
    expect(replyIdeas(scriptPromptsReply)).toEqual([
      {
        label: 'Budget Travel Channel: Myths vs Facts',
        title: 'Budget Travel Channel: Myths vs Facts',
        topic: 'The biggest myths about a budget travel channel',
        tone: 'Energetic',
        videoLength: '1-3 minutes',
      },
      {
        label: 'Budget Travel Channel: Mistakes to Avoid',
        title: 'Budget Travel Channel: Mistakes to Avoid',
        topic: 'Common mistakes with a budget travel channel and how to fix them',
        tone: 'Educational',
        videoLength: '1-3 minutes',
      },
      {
        label: 'Budget Travel Channel: Behind the Scenes',
        title: 'Budget Travel Channel: Behind the Scenes',
        topic: 'Behind the scenes of a budget travel channel',
        tone: 'Storytelling',
        videoLength: '1-3 minutes',
      },
    ]);
  });

  it('takes ad concepts by name and angle, and leaves the budget split out', () => {
    const ideas = replyIdeas(adConceptsReply);
    expect(ideas.map((idea) => idea.topic)).toEqual([
      'Before & After: A visible change is the whole ad: the same scene before and after your coffee subscription.',
      'The Why: The person behind your coffee subscription explains, in one breath, why it exists.',
      'The Challenge: Turn your coffee subscription into a quick challenge your customers can join or copy.',
    ]);
  });

  it('takes an expanded idea as the one topic the reply suggests', () => {
    expect(replyIdeas(expandedIdeaReply)).toEqual([
      {
        label: 'Balcony Tomato Gardening: One Night Only',
        title: 'Balcony Tomato Gardening: One Night Only',
        topic:
          'Balcony Tomato Gardening: One Night Only: A night-shift nurse has one night to pull off something impossible with balcony tomato gardening before a deadline that decides their future',
        tone: 'Storytelling',
        videoLength: '1-3 minutes',
      },
    ]);
  });

  it('takes each item of a list, without its Markdown', () => {
    const ideas = replyIdeas(
      'Here are some ideas:\n\n1. **Morning routines** – how pros start the day\n2. *Desk setups* under $100\n   - a nested note\n3. `Five` [keyboard](https://example.com) tips',
    );
    expect(ideas).toEqual([
      { label: 'Morning routines – how pros start the day', topic: 'Morning routines – how pros start the day', title: 'Morning routines' },
      { label: 'Desk setups under $100', topic: 'Desk setups under $100' },
      { label: 'Five keyboard tips', topic: 'Five keyboard tips' },
    ]);
  });

  it('otherwise takes the first sentence (a short one runs on), trimmed to the topic limit', () => {
    expect(replyIdeas(thanksReply)).toEqual([
      { label: "You're welcome! Tell me a topic whenever you're ready and I'll draft some ideas.", topic: expect.any(String) },
    ]);
    expect(replyIdeas('## A quiet idea\n\nFilm a **day in the life** of a beekeeper. Then cut it to a minute.')[0]!.topic).toBe(
      'A quiet idea',
    );
    expect(replyIdeas('Film a **day in the life** of a beekeeper. Then cut it to a minute.')[0]!.topic).toBe(
      'Film a day in the life of a beekeeper.',
    );
    const long = replyIdeas(`${'word '.repeat(200)}end`)[0]!.topic;
    expect(long.length).toBeLessThanOrEqual(TOPIC_MAX_LENGTH);
    expect(long.endsWith('word…')).toBe(true);
    expect(replyIdeas('  \n\n ')).toEqual([]);
  });

  it('strips Markdown marks from a line', () => {
    expect(plainText('### 2. **Bold** _it_ and `code` in [a link](https://x.y)')).toBe('Bold it and code in a link');
    expect(plainText('> - **Logline:** snake_case_name stays')).toBe('Logline: snake_case_name stays');
  });
});
