import { describe, expect, it } from 'vitest';
import {
  countSpokenWords,
  estimatedTime,
  scriptTones,
  targetWordCount,
  videoLengthLabels,
  type QuickTemplateId,
  type ScriptTone,
  type VideoLength,
} from '@shared/catalog/scripts';
import { generateScriptResponse } from '@shared/contracts/scripts';
import { cleanForSpeech } from '../../providers/speech/speech-text';
import { readRequest } from '../reading';
import { OFFLINE_DRAFT_NOTICE, writeScriptOffline, type VideoKind } from './index';

const detectKind = (topic: string, template?: QuickTemplateId) => readRequest(topic, template).kind;

/** One topic of each kind, as a creator would type it. */
const topicOf: Record<VideoKind, string> = {
  recipe: 'How to make banana bread',
  travel: 'Travel vlog: 3 days in Lisbon',
  review: 'iPhone 15 Pro review',
  listicle: '7 tips for better sleep',
  tutorial: 'How to register a B2B company in the US',
  story: 'The story of how I quit my job',
  explainer: 'What is compound interest',
  news: 'Apple announced the M4 MacBook Air',
  advertisement: 'Summer sale on our handmade candles',
  comparison: 'Sony WH-1000XM5 vs AirPods Max',
};
const kinds = Object.keys(topicOf) as VideoKind[];

const write = (topic: string, videoLength: VideoLength = '1-3 minutes', tone: ScriptTone = 'Educational', template?: QuickTemplateId) =>
  writeScriptOffline({ topic, videoLength, tone, ...(template ? { template } : {}) });

/** '[SECTION 2: Method]' → 'Method', in order. */
const sectionTitles = (script: string) => [...script.matchAll(/^\[SECTION \d+: ([^\]]+)\]$/gm)].map((match) => match[1]!);
const slots = (script: string) => [...script.matchAll(/\[ADD: ([^\]]+)\]/g)].map((match) => match[1]!);
/** The lines a narrator says: everything outside brackets, one sentence at a time. */
const spokenSentences = (script: string) =>
  script
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('['))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/));
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
/** The words the slots ask for: '(about 35 words)'. */
const askedWords = (script: string) => slots(script).reduce((sum, slot) => sum + Number(/\(about (\d+) words\)$/.exec(slot)?.[1]), 0);

const drafts = kinds.flatMap((kind) =>
  videoLengthLabels.flatMap((length) => scriptTones.map((tone) => ({ kind, length, tone, ...write(topicOf[kind], length, tone) }))),
);

describe('offline writer: honest structured drafts', () => {
  it('answers like the API, with the notice as a field and not in the script', () => {
    for (const draft of drafts) {
      expect(generateScriptResponse.safeParse(draft).success).toBe(true);
      expect(draft).toMatchObject({ engine: 'offline-writer', notice: OFFLINE_DRAFT_NOTICE });
      expect(draft.generatedScript).not.toContain('OFFLINE DRAFT');
      expect(draft.generatedScript).not.toContain(OFFLINE_DRAFT_NOTICE);
      expect(draft.generatedScript.startsWith('[TITLE: ')).toBe(true);
    }
  });

  it('counts only the spoken lines, and times them', () => {
    for (const draft of drafts) {
      expect(draft.wordCount).toBe(countSpokenWords(draft.generatedScript));
      expect(draft.wordCount).toBe(spokenSentences(draft.generatedScript).reduce((sum, sentence) => sum + words(sentence), 0));
      expect(draft.estimatedTime).toBe(estimatedTime(draft.wordCount));
    }
  });

  it('recognises the kind of video from the topic', () => {
    for (const kind of kinds) expect(detectKind(topicOf[kind]), topicOf[kind]).toBe(kind);
    const more: Record<string, VideoKind> = {
      'Easy vegan lasagna recipe': 'recipe',
      'A weekend in Kyoto': 'travel',
      'Things to do in Mexico City': 'travel',
      'A day in my life as a night-shift nurse': 'story',
      'I quit my job to build furniture': 'story',
      'Notion or Obsidian for students': 'comparison',
      'One-pan lemon garlic chicken': 'recipe',
      'How does a heat pump work': 'explainer',
      "Family Bakery's new sourdough subscription": 'advertisement',
      'Is the Steam Deck worth it': 'review',
      '12 Excel shortcuts everyone should know': 'listicle',
      'B2B marketing tips': 'listicle',
      'How to set up a home network': 'tutorial',
      'Launching our new running shoe': 'advertisement',
      'Why the Roman Empire fell': 'explainer',
      'Election results 2026': 'news',
    };
    for (const [topic, kind] of Object.entries(more)) expect(detectKind(topic), topic).toBe(kind);
  });

  it('takes the kind from the quick template, narrowed by the topic', () => {
    expect(detectKind('sourdough bread', 'tutorial')).toBe('recipe');
    expect(detectKind('how to start a podcast', 'tutorial')).toBe('tutorial');
    expect(detectKind('sourdough bread', 'review')).toBe('review');
    expect(detectKind('a weekend in Kyoto', 'vlog')).toBe('travel');
    expect(detectKind('A day in my life as a small YouTube creator working from home', 'vlog')).toBe('story');
    expect(detectKind('7 tips for better sleep', 'explainer')).toBe('explainer');
  });

  it("writes each kind's own outline: ten kinds, ten different outlines", () => {
    const outlines = kinds.map((kind) => sectionTitles(write(topicOf[kind]).generatedScript).join(' / '));
    expect(new Set(outlines).size).toBe(10);
  });

  it('gives a recipe its ingredients, method and tips, and a travel video none of them', () => {
    const recipe = write(topicOf.recipe).generatedScript;
    expect(sectionTitles(recipe)).toEqual(['Ingredients', 'Method', 'Tips']);
    expect(recipe).toContain('[ADD: the ingredients for banana bread, with quantities');
    const travel = write(topicOf.travel).generatedScript;
    expect(sectionTitles(travel)).not.toContain('Ingredients');
    expect(travel).not.toMatch(/ingredient/i);
  });

  it('gives a travel video its days (as many as asked for) or its stops', () => {
    const lisbon = write(topicOf.travel, '3-5 minutes').generatedScript;
    expect(sectionTitles(lisbon)).toEqual(['Getting there', 'Day 1', 'Day 2', 'Day 3', 'Budget and tips']);
    expect(lisbon).toContain('[ADD: day 2 — the place you visit and why');
    expect(lisbon).toContain('three days in Lisbon, day by day.');
    const stops = sectionTitles(write('Things to do in Mexico City', '5-10 minutes').generatedScript);
    expect(stops.filter((title) => /^Stop \d+$/.test(title))).toHaveLength(5);
  });

  it('gives a review what it is, specs, pros, cons and a verdict; a comparison its rounds', () => {
    const review = write(topicOf.review, '1-3 minutes').generatedScript;
    expect(sectionTitles(review)).toEqual(['The basics', 'Specs', 'Pros', 'Cons', 'Verdict']);
    expect(review).toContain('[ADD: price and where to buy the iPhone 15 Pro');
    const versus = sectionTitles(write('Sony WH-1000XM5 vs AirPods Max').generatedScript);
    expect(versus[0]).toBe('The contenders');
    expect(versus.at(-1)).toBe('Verdict');
    expect(write('Sony WH-1000XM5 vs AirPods Max').generatedScript).toContain(
      'which one you would buy, and who should pick Sony WH-1000XM5 or AirPods Max',
    );
  });

  it('gives a story its setup, turn and payoff', () => {
    expect(sectionTitles(write(topicOf.story).generatedScript)).toEqual(['Setup', 'The turn', 'Payoff']);
  });

  it('makes as many items, steps or days as the topic asks for', () => {
    const sleep = sectionTitles(write(topicOf.listicle).generatedScript);
    expect(sleep).toEqual(['Tip 1', 'Tip 2', 'Tip 3', 'Tip 4', 'Tip 5', 'Tip 6', 'Tip 7']);
    const excel = write('12 Excel shortcuts everyone should know').generatedScript;
    expect(sectionTitles(excel)).toHaveLength(12);
    expect(excel).toContain('[ADD: Excel shortcut 12 — ');
    expect(write('How to repot a cactus in 3 steps').generatedScript.match(/^Step \w+\.$/gm)).toEqual([
      'Step one.',
      'Step two.',
      'Step three.',
    ]);
  });

  it('scales the outline with the length: more slots for a longer video', () => {
    for (const kind of kinds.filter((candidate) => !['travel', 'listicle'].includes(candidate))) {
      const counts = videoLengthLabels.map((length) => slots(write(topicOf[kind], length).generatedScript).length);
      expect(counts, kind).toEqual([...counts].sort((a, b) => a - b));
      expect(counts[3]!, kind).toBeGreaterThan(counts[0]!);
    }
  });

  it('keeps names, acronyms and model numbers as the topic spells them', () => {
    expect(write(topicOf.review).generatedScript).toContain('iPhone 15 Pro');
    const company = write(topicOf.tutorial).generatedScript;
    expect(company).toContain('B2B');
    expect(company).toContain('the US');
    expect(company).not.toMatch(/\bb2b\b|\bus\b/);
    expect(write('Sony WH-1000XM5 headphones review').generatedScript).toContain('the Sony WH-1000XM5 headphones');
    expect(write(topicOf.news).generatedScript).toContain('the M4 MacBook Air');
  });

  it('names the whole topic at most twice (the title and the hook)', () => {
    for (const draft of drafts) {
      const topic = topicOf[draft.kind].toLowerCase();
      const times = draft.generatedScript.toLowerCase().split(topic).length - 1;
      expect(times, `${draft.kind} / ${draft.length} / ${draft.tone}`).toBeLessThanOrEqual(2);
    }
  });

  it('leaves the facts to the creator: every kind has several [ADD: …] slots, each asking for something precise', () => {
    for (const draft of drafts) {
      const asked = slots(draft.generatedScript);
      expect(asked.length, `${draft.kind} / ${draft.length}`).toBeGreaterThanOrEqual(5);
      for (const slot of asked) expect(slot).toMatch(/^\S.{10,}\(about \d+ words\)$/);
    }
  });

  it('says only what it can honestly say: every spoken sentence names the topic or is a short transition', () => {
    const spokenBy = new Map<string, Set<VideoKind>>();
    for (const draft of drafts) {
      const names = draft.generatedScript
        .match(/^\[TITLE: (.+)\]$/m)![1]!
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length > 3);
      for (const sentence of spokenSentences(draft.generatedScript)) {
        const namesTopic = names.some((word) => sentence.toLowerCase().includes(word));
        expect(namesTopic || words(sentence) <= 10, `${draft.kind} / ${draft.tone}: "${sentence}"`).toBe(true);
        spokenBy.set(sentence, (spokenBy.get(sentence) ?? new Set()).add(draft.kind));
      }
    }
    // What two kinds of video both say is a transition, a call to action or a sign-off: short lines.
    const shared = [...spokenBy].filter(([, by]) => by.size > 1).map(([sentence]) => sentence);
    expect(shared.length).toBeGreaterThan(0);
    for (const sentence of shared) expect(words(sentence), sentence).toBeLessThanOrEqual(10);
  });

  it("plans the length: the spoken lines and the slots' words add up to the length's target", () => {
    for (const draft of drafts) {
      const planned = draft.wordCount + askedWords(draft.generatedScript);
      const target = targetWordCount(draft.length);
      expect(Math.abs(planned - target) / target, `${draft.kind} / ${draft.length}: ${planned} of ${target}`).toBeLessThanOrEqual(0.15);
      // An outline, not a script: the engine's own words are a small share of the target.
      expect(draft.wordCount).toBeLessThan(target / 2);
    }
    // A slower voice gets the same outline with fewer words asked for.
    const slow = writeScriptOffline({ topic: topicOf.recipe, videoLength: '5-10 minutes' }, 120);
    const usual = writeScriptOffline({ topic: topicOf.recipe, videoLength: '5-10 minutes' });
    expect(sectionTitles(slow.generatedScript)).toEqual(sectionTitles(usual.generatedScript));
    expect(askedWords(slow.generatedScript)).toBeLessThan(askedWords(usual.generatedScript));
  });

  it('speaks in the chosen tone', () => {
    for (const kind of kinds) {
      const byTone = drafts.filter((draft) => draft.kind === kind && draft.length === '3-5 minutes');
      expect(new Set(byTone.map((draft) => draft.generatedScript)).size, kind).toBe(8);
      const spoken = (tone: ScriptTone) => spokenSentences(byTone.find((draft) => draft.tone === tone)!.generatedScript);
      for (const sentence of spoken('Professional')) expect(sentence).not.toMatch(/\w'(s|t|re|ll|m)\b/);
      for (const sentence of spoken('Energetic')) expect(sentence, kind).toMatch(/[!?]$/);
    }
  });

  it('never lets the voiceover read a slot or a cue', () => {
    for (const draft of drafts.filter((candidate) => candidate.tone === 'Casual')) {
      const speech = cleanForSpeech(draft.generatedScript);
      expect(speech).not.toMatch(/\[|\]|\bADD\b|about \d+ words/);
      expect(countSpokenWords(speech)).toBe(draft.wordCount);
    }
  });

  it('never leaves a placeholder, a bracket inside a slot or broken spacing', () => {
    for (const draft of drafts) {
      expect(draft.generatedScript).not.toMatch(/[{}]|\bTODO\b|lorem|undefined|\bnull\b|\bNaN\b/i);
      expect(draft.generatedScript).not.toMatch(/ {2,}|\s[,!?.]|,[.!?]|\[[^\]\n]*\[/);
    }
    const odd = write('[weird] topic {with} brackets: how to bake bread').generatedScript;
    expect(odd).not.toMatch(/[{}]/);
    for (const line of odd.split('\n')) expect(line.match(/\[/g)?.length ?? 0, line).toBe(line.match(/\]/g)?.length ?? 0);
  });
});

describe('offline writer: determinism and seeds', () => {
  const input = { topic: 'how to start a podcast', videoLength: '3-5 minutes', tone: 'Casual' } as const;

  it('returns the identical draft for the same input and seed', () => {
    expect(writeScriptOffline(input)).toEqual(writeScriptOffline(input));
    expect(writeScriptOffline({ ...input, seed: 42 })).toEqual(writeScriptOffline({ ...input, seed: 42 }));
    expect(writeScriptOffline(input)).toEqual(writeScriptOffline({ ...input, seed: 0 }));
  });

  it('picks other spoken lines with another seed, keeping the outline and its slots', () => {
    const scripts = [1, 2, 3, 4, 5, 6].map((seed) => writeScriptOffline({ ...input, seed }).generatedScript);
    expect(new Set(scripts).size).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(sectionTitles(script)).toEqual(sectionTitles(scripts[0]!));
      expect(slots(script)).toEqual(slots(scripts[0]!));
    }
  });

  it('reads the topic: another topic of the same kind fills its own names into the same outline', () => {
    const podcast = writeScriptOffline({ ...input, topic: 'how to start a podcast', seed: 7 }).generatedScript;
    const garden = writeScriptOffline({ ...input, topic: 'how to start a vegetable garden', seed: 7 }).generatedScript;
    expect(sectionTitles(garden)).toEqual(sectionTitles(podcast));
    expect(garden).toContain('vegetable garden');
    expect(garden).not.toContain('podcast');
  });
});
