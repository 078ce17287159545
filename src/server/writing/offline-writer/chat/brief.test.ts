import { describe, expect, it } from 'vitest';
import { readBrief, topicOfMessage } from './brief';

const none = { niche: '', audience: '', budget: '' };

describe('the brief: topic, niche and audience', () => {
  it('takes the topic out of the asking words around it', () => {
    expect(topicOfMessage('Give me some story ideas about a haunted lighthouse')).toBe('a haunted lighthouse');
    expect(topicOfMessage('I need ad ideas for my coffee shop')).toBe('my coffee shop');
    expect(topicOfMessage('write prompts for a video on home workouts')).toBe('home workouts');
    expect(topicOfMessage('Can you help me promote my new vegan bakery in Austin?')).toBe('my new vegan bakery in Austin');
    expect(topicOfMessage('story ideas for my channel about budget travel in Japan')).toBe('budget travel in Japan');
    expect(topicOfMessage('the Roman Empire')).toBe('the Roman Empire');
    expect(topicOfMessage('some story ideas please')).toBe('');
    expect(topicOfMessage('ideas')).toBe('');
    expect(topicOfMessage('write a 30-second ad for my coffee shop')).toBe('my coffee shop');
    expect(topicOfMessage('give me 10 titles about the Roman Empire')).toBe('the Roman Empire');
    expect(topicOfMessage('three hooks for a video on home workouts')).toBe('home workouts');
    expect(topicOfMessage('2 ad scripts for a 15 second spot for my gym')).toBe('my gym');
    expect(topicOfMessage('5 ideas')).toBe('');
  });

  it("keeps acronyms and brand spellings: 'US' stays 'US', while 'us' and 'my' become the reader's", () => {
    expect(readBrief('5 video ideas about moving to the US', none)).toMatchObject({
      subject: 'moving to the US',
      focus: 'Moving to the US',
    });
    expect(readBrief('story ideas about B2B marketing', none)).toMatchObject({ subject: 'B2B marketing', focus: 'B2B Marketing' });
    expect(readBrief('hooks about the iPhone 15 Pro', none)).toMatchObject({ subject: 'the iPhone 15 Pro', focus: 'iPhone 15 Pro' });
    expect(readBrief('ads for our SaaS app', none).subject).toBe('your SaaS app');
    expect(readBrief('5 ideas', { ...none, niche: 'B2B SaaS' }).subject).toBe('B2B SaaS');
    expect(readBrief('a video about a day with us at the farm', none).subject).toContain('with you');
  });

  it("speaks to the user about their own things ('my' becomes 'your') and uses the third person in stories", () => {
    const brief = readBrief('I need ad ideas for my coffee shop', none);
    expect(brief).toMatchObject({ subject: 'your coffee shop', storySubject: 'the coffee shop', focus: 'Coffee Shop', fromMessage: true });
  });

  it('reads the audience from the message first, then from the field, and softens Title Case', () => {
    expect(readBrief('story ideas about cats for busy parents', { ...none, audience: 'Young Adults' })).toMatchObject({
      subject: 'cats',
      audience: 'busy parents',
      group: 'parents',
    });
    expect(readBrief('story ideas about cats', { ...none, audience: 'Young Adults' })).toMatchObject({
      audience: 'young adults',
      group: 'young-adults',
    });
    expect(readBrief('story ideas about cats', { ...none, audience: 'Gen Z' })).toMatchObject({ audience: 'Gen Z', group: 'young-adults' });
  });

  it('falls back to the niche, then to a generic brief', () => {
    expect(readBrief('some ideas please', { ...none, niche: 'Tech Reviews' })).toMatchObject({
      subject: 'tech reviews',
      niche: 'tech reviews',
      fromMessage: false,
      generic: false,
    });
    expect(readBrief('', none)).toMatchObject({ generic: true, audienceLabel: 'your viewers' });
  });

  it('keeps the key phrases wink-nlp finds', () => {
    expect(readBrief('story ideas about the Roman Empire', none).phrases).toContain('Roman Empire');
  });
});
