import { targetWordCount, type VideoLength } from '@shared/catalog/scripts';
import type { Rng } from '../seeded-random';
import { capitalize, fill, type SlotValues } from './slots';
import type { StructureId } from './structure';
import { structureBanks, type SectionCount, type SectionKind } from './structure-banks';
import type { KeyPhrase, TopicAnalysis } from './topic-analysis';

export type SectionRole = 'hook' | 'intro' | 'body' | 'cta' | 'outro';

export interface PlannedSection {
  role: SectionRole;
  /** The bracketed heading's text: 'HOOK', 'SECTION 2: Step 2: Gather the essentials'. */
  heading: string;
  /** Spoken words this section aims for. */
  budget: number;
  /** The key phrase this section leans on, and a second one it may mention. */
  phrase: KeyPhrase;
  partner: KeyPhrase;
  /** Body sections only. */
  body?: { index: number; kind: SectionKind; title: string; focus: string };
}

/** More minutes, more sections: 3, 4, 6 and 8 body sections. */
export const bodySectionCounts: Record<VideoLength, SectionCount> = {
  '1-3 minutes': 3,
  '3-5 minutes': 4,
  '5-10 minutes': 6,
  '10+ minutes': 8,
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Which kinds a structure uses; a comparison trades its first general section for a head-to-head. */
export function bodyKinds(structure: StructureId, count: SectionCount, topic: TopicAnalysis): string[] {
  const kinds = [...structureBanks[structure].order[count]];
  if (structure === 'review' && topic.contenders) {
    const swap = kinds.findIndex((kind) => kind === 'first' || kind === 'design');
    if (swap >= 0) kinds[swap] = 'headtohead';
    // Three sections: head to head, pros and cons together, verdict.
    else return ['headtohead', 'proscons', 'verdict'];
  }
  return kinds;
}

/**
 * Hook, intro, N body sections, call to action and outro, with word budgets that add up to the
 * length's target (its minutes at the voice's pace, `wordsPerMinute`). The frame sections grow a little with length;
 * the body gets the rest, shared with a small seeded variation so sections are not all equal.
 */
export function planSections(
  structure: StructureId,
  length: VideoLength,
  wordsPerMinute: number,
  topic: TopicAnalysis,
  slots: SlotValues,
  rng: Rng,
): PlannedSection[] {
  const target = targetWordCount(length, wordsPerMinute);
  const bank = structureBanks[structure];
  const kinds = bodyKinds(structure, bodySectionCounts[length], topic);
  const phrases = topic.keyPhrases;
  const phraseAt = (index: number) => phrases[index % phrases.length]!;

  const hook = clamp(target * 0.07, 24, 55);
  const intro = clamp(target * 0.1, 36, 130);
  const cta = clamp(target * 0.05, 22, 60);
  const outro = clamp(target * 0.045, 20, 55);
  const bodyTotal = target - hook - intro - cta - outro;
  const weights = kinds.map(() => 0.88 + rng.next() * 0.24);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);

  const main = phraseAt(0);
  const second = phraseAt(1);
  const sections: PlannedSection[] = [
    { role: 'hook', heading: 'HOOK', budget: hook, phrase: main, partner: second },
    { role: 'intro', heading: 'INTRO', budget: intro, phrase: main, partner: second },
  ];
  kinds.forEach((kindId, index) => {
    const kind = bank.kinds[kindId];
    if (!kind) throw new Error(`Unknown section kind ${structure}/${kindId}`);
    const phrase = phraseAt(index);
    const local = { ...slots, kp: phrase.inContext, name: phrase.text };
    const title = capitalize(fill(kind.heading, local));
    const heading = structure === 'tutorial' ? `Step ${index + 1}: ${title}` : title;
    sections.push({
      role: 'body',
      heading: `SECTION ${index + 1}: ${heading}`,
      budget: Math.round((bodyTotal * weights[index]!) / weightSum),
      phrase,
      partner: phraseAt(index + 1),
      body: { index, kind, title: heading, focus: fill(kind.focus, local) },
    });
  });
  sections.push(
    { role: 'cta', heading: 'CALL TO ACTION', budget: cta, phrase: main, partner: second },
    { role: 'outro', heading: 'OUTRO', budget: outro, phrase: main, partner: second },
  );
  return sections;
}
