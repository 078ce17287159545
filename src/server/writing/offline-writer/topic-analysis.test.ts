import { describe, expect, it } from 'vitest';
import { chooseStructure } from './structure';
import { analyzeTopic, gerund } from './topic-analysis';

const phrases = (topic: string) => analyzeTopic(topic).keyPhrases.map((phrase) => phrase.text);

describe('topic analysis (wink-nlp)', () => {
  it('finds noun phrases, names and main nouns, without the words that only describe the video', () => {
    expect(phrases('how to start a podcast')).toEqual(['podcast']);
    expect(phrases('iPhone 15 vs Pixel 8 camera review')).toEqual(['iPhone 15', 'Pixel 8', 'camera']);
    expect(phrases('why the Roman Empire fell')).toEqual(['Roman Empire']);
    expect(phrases('Sony WH-1000XM5 headphones review')).toEqual(['Sony WH-1000XM5 headphones', 'Sony WH-1000XM5', 'headphones']);
    expect(phrases('Best budget gaming laptops 2024')).toEqual(['budget gaming laptops']);
    expect(phrases('Minecraft survival tips for beginners')).toEqual(['Minecraft survival']);
    expect(phrases('My day as a night-shift nurse in Chicago')).toEqual(['Chicago', 'night-shift nurse']);
    expect(phrases('morning routine for productivity')).toEqual(['morning routine', 'productivity']);
  });

  it('fixes the tagger on short questions and lemmatises to merge forms of one phrase', () => {
    expect(phrases('how does compound interest work')).toEqual(['compound interest']);
    expect(phrases('can dogs eat chocolate')).toEqual(['dogs', 'chocolate']);
    const cats = analyzeTopic('cats and a cat');
    expect(cats.keyPhrases.map((phrase) => phrase.lemma)).toEqual(['cat']);
  });

  it('keeps the article the topic gave a phrase, so running text can name it', () => {
    const byText = (topic: string) => Object.fromEntries(analyzeTopic(topic).keyPhrases.map((phrase) => [phrase.text, phrase.inContext]));
    expect(byText('how to start a podcast')).toEqual({ podcast: 'your podcast' });
    expect(byText('why the Roman Empire fell')).toEqual({ 'Roman Empire': 'the Roman Empire' });
    expect(byText('iPhone 15 vs Pixel 8 camera review')).toMatchObject({ 'iPhone 15': 'iPhone 15', camera: 'the camera' });
    expect(byText('why do cats purr')).toEqual({ cats: 'cats' });
  });

  it('reads what kind of video the topic asks for', () => {
    const intents = {
      'how to start a podcast': 'how-to',
      'How to edit your first YouTube video on a phone, step by step for beginners': 'how-to',
      'iPhone 15 vs Pixel 8 camera review': 'comparison',
      'Tesla Model 3 long-term review': 'review',
      'Best budget gaming laptops 2024': 'review',
      'I tried waking up at 5am for a week': 'personal',
      'A day in my life as a software engineer': 'personal',
      'why do cats purr': 'question',
      'what is a black hole': 'question',
      'the history of coffee': 'general',
    };
    for (const [topic, intent] of Object.entries(intents)) expect(analyzeTopic(topic).intent, topic).toBe(intent);
  });

  it('turns the topic into a subject, an action and a question the script can speak', () => {
    expect(analyzeTopic('how to start a podcast')).toMatchObject({ subject: 'starting a podcast', action: 'start a podcast' });
    expect(analyzeTopic('How to edit your first YouTube video on a phone, step by step for beginners')).toMatchObject({
      subject: 'editing your first YouTube video on a phone',
      action: 'edit your first YouTube video on a phone',
      audience: 'beginners',
    });
    expect(analyzeTopic('how to start my own channel').action).toBe('start your own channel');
    expect(analyzeTopic('I tried waking up at 5am for a week')).toMatchObject({
      subject: 'waking up at 5am for a week',
      action: 'wake up at 5am for a week',
    });
    expect(analyzeTopic('iPhone 15 vs Pixel 8 camera review')).toMatchObject({
      subject: 'iPhone 15 vs Pixel 8',
      contenders: ['iPhone 15', 'Pixel 8'],
    });
    expect(analyzeTopic('Sony WH-1000XM5 headphones review').subject).toBe('the Sony WH-1000XM5 headphones');
    expect(analyzeTopic('why do cats purr')).toMatchObject({ subject: 'the mystery of why cats purr', question: 'Why do cats purr?' });
    expect(analyzeTopic('how does compound interest work').subject).toBe('the mystery of how compound interest works');
    expect(analyzeTopic('why is the sky blue').subject).toBe('the mystery of why the sky is blue');
    expect(analyzeTopic('why did the Roman Empire fall').subject).toBe('the mystery of why the Roman Empire fell');
    expect(analyzeTopic('can dogs eat chocolate').subject).toBe('the question of whether dogs can eat chocolate');
    expect(analyzeTopic('What is compound interest and why does it matter for your savings')).toMatchObject({
      subject: 'compound interest',
      question: 'What is compound interest?',
    });
    expect(analyzeTopic('  the history of coffee.  ')).toMatchObject({ topic: 'the history of coffee', headline: 'The History of Coffee' });
  });

  it('survives topics with nothing to analyse', () => {
    for (const topic of ['x', '!!!', '42', 'how to', 'AI']) {
      const analysis = analyzeTopic(topic);
      expect(analysis.keyPhrases.length, topic).toBeGreaterThan(0);
      expect(analysis.subject.length, topic).toBeGreaterThan(0);
    }
  });

  it('forms gerunds', () => {
    expect(['start', 'make', 'run', 'tie', 'see', 'grow', 'edit', 'begin', 'fix'].map(gerund)).toEqual([
      'starting',
      'making',
      'running',
      'tying',
      'seeing',
      'growing',
      'editing',
      'beginning',
      'fixing',
    ]);
  });
});

describe('structure choice', () => {
  it('follows the quick template when there is one', () => {
    const topic = analyzeTopic('how to start a podcast');
    expect(chooseStructure('review', topic)).toBe('review');
    expect(chooseStructure('vlog', topic)).toBe('vlog');
  });

  it('infers it from the topic otherwise', () => {
    const cases = {
      'how to start a podcast': 'tutorial',
      'iPhone 15 vs Pixel 8 camera review': 'review',
      'Sony WH-1000XM5': 'review',
      'I tried waking up at 5am for a week': 'vlog',
      'my day as a night-shift nurse': 'vlog',
      'why the Roman Empire fell': 'explainer',
      'what is a black hole': 'explainer',
      'the history of coffee': 'explainer',
    };
    for (const [topic, structure] of Object.entries(cases)) expect(chooseStructure(undefined, analyzeTopic(topic)), topic).toBe(structure);
  });
});
