import type { ScriptTone, VideoLength } from '@shared/catalog/scripts';
import { Deck, type Rng } from '../seeded-random';
import { planSections, type PlannedSection } from './section-plan';
import { capitalize, fill, listJoin, numberWord, ordinalFor, wordsIn, type SlotValues } from './slots';
import { structureLabels, type StructureId } from './structure';
import { structureBanks } from './structure-banks';
import { toneBanks } from './tone-banks';
import { applyRhythm } from './tone-rhythm';
import type { TopicAnalysis } from './topic-analysis';

export interface DraftRequest {
  topic: TopicAnalysis;
  structure: StructureId;
  tone: ScriptTone;
  length: VideoLength;
  /** The narrating voice's pace: the length's word target is its minutes at this pace. */
  wordsPerMinute: number;
  rng: Rng;
}

/** Body sections cycle through these beats: a framed point, a tone line, a plain point, a general point … */
const BODY_BEATS = ['line', 'frame', 'line', 'point', 'line', 'extraFrame', 'line', 'frame', 'line', 'extra', 'line'] as const;
type Beat = (typeof BODY_BEATS)[number];

/** Swaps the tone's words into a structure point ('small' → 'tiny' for Energetic). */
function restyle(template: string, vocabulary: Readonly<Record<string, string>>): string {
  const keys = Object.keys(vocabulary);
  if (keys.length === 0) return template;
  const pattern = new RegExp(String.raw`\b(${keys.sort((a, b) => b.length - a.length).join('|')})\b(?![^{]*\})`, 'gi');
  return template.replace(pattern, (match: string) => {
    const swap = vocabulary[match.toLowerCase()] ?? match;
    return match.charAt(0) === match.charAt(0).toUpperCase() ? swap.charAt(0).toUpperCase() + swap.slice(1) : swap;
  });
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function mentions(sentences: readonly string[], phrase: string): boolean {
  const needle = phrase.toLowerCase();
  return sentences.some((sentence) => sentence.toLowerCase().includes(needle));
}

/** A deck that hands out each item once, then says it has run dry. */
class OnceDeck {
  private readonly deck: Deck<string>;
  private used = 0;
  constructor(
    private readonly items: readonly string[],
    rng: Rng,
  ) {
    this.deck = new Deck(items, rng);
  }
  get empty(): boolean {
    return this.used >= this.items.length;
  }
  draw(): string | null {
    if (this.empty) return null;
    this.used += 1;
    return this.deck.draw();
  }
}

/**
 * Writes the draft: every section draws sentences from the tone's and the structure's banks until
 * its word budget is met; the shortfall or excess of each section carries into the next, so the
 * whole script lands close to the length's target.
 */
export function assembleScript({ topic, structure, tone, length, wordsPerMinute, rng }: DraftRequest): string {
  const structureBank = structureBanks[structure];
  const toneBank = toneBanks[tone];

  const base: SlotValues = {
    subject: topic.subject,
    headline: topic.headline,
    kp: topic.keyPhrases[0]!.inContext,
    name: topic.keyPhrases[0]!.text,
    a: topic.contenders?.[0] ?? topic.keyPhrases[0]!.text,
    b: topic.contenders?.[1] ?? topic.keyPhrases[1]?.text ?? 'the alternatives',
  };
  base.action = topic.action ?? fill(structureBank.fallbackAction, base);
  base.question = topic.question ?? fill(structureBank.fallbackQuestion, base);
  base.audience = topic.audience ?? structureBank.defaultAudience;

  const plan = planSections(structure, length, wordsPerMinute, topic, base, rng);
  const bodySections = plan.filter((section) => section.body);
  base.count = numberWord(bodySections.length);
  base.sectionList = listJoin(bodySections.map((section) => section.body!.focus));

  const decks = {
    hooks: new OnceDeck(toneBank.hooks, rng),
    intros: new OnceDeck(toneBank.intros, rng),
    ctas: new OnceDeck(toneBank.ctas, rng),
    outros: new OnceDeck(toneBank.outros, rng),
    teasers: new OnceDeck(structureBank.teasers, rng),
    openers: new Deck(toneBank.openers, rng),
    // A vlog's points are personal moments, so it skips the frames that present a general lesson.
    frames: new Deck(structure === 'vlog' ? toneBank.frames : [...toneBank.frames, ...toneBank.lessonFrames], rng),
    lines: new Deck(toneBank.lines, rng),
    phraseLines: new Deck(
      toneBank.lines.filter((line) => line.includes('{kp}')),
      rng,
    ),
    extras: new Deck(structureBank.extras, rng),
    cameras: new Deck(toneBank.cameraStyles, rng),
  };
  const roadmap = rng.pick(structureBank.roadmaps);
  /** A tone line for the hook, intro, call to action or outro: one that does not name a section's focus. */
  const generalLine = (): string => {
    for (let tries = 0; tries < 8; tries += 1) {
      const line = decks.lines.draw();
      if (!/\{focus\}/i.test(line)) return line;
    }
    return toneBank.lines.find((line) => !/\{focus\}/i.test(line)) ?? toneBank.lines[0]!;
  };

  /** Fills, styles and counts one template; Energetic may turn it into several short lines. */
  const render = (template: string, slots: SlotValues): string[] =>
    applyRhythm(tone, capitalize(fill(template, slots)), rng).map((sentence) => capitalize(sentence));

  const blocks: string[] = [
    `[OFFLINE DRAFT · ${structureLabels[structure]} · ${tone} · ${length} · written by the offline writer, no AI model]`,
    `[TITLE: ${topic.headline}]`,
  ];
  let planned = 0;
  let written = 0;
  /** Templates already spoken, so the key-phrase fallback does not repeat one. */
  const spoken = new Set<string>();

  for (const section of plan) {
    planned += section.budget;
    // What earlier sections wrote too much or too little is settled here.
    const budget = Math.max(12, planned - written);
    const slots: SlotValues = {
      ...base,
      kp: section.phrase.inContext,
      kp2: section.partner.inContext,
      name: section.phrase.text,
    };
    const writer: SectionWriter = {
      slots,
      sentences: [],
      cues: [],
      words: 0,
      budget,
      add(template, force = false, values = slots) {
        if (template === null) return false;
        const lines = render(template, values);
        const count = wordsIn(lines.join(' '));
        if (!force && this.words + count / 2 > this.budget) return false;
        spoken.add(template);
        this.sentences.push(...lines);
        this.words += count;
        return true;
      },
      cue(text) {
        this.cues.push({ after: this.sentences.length, text });
      },
    };
    const add = writer.add.bind(writer);

    switch (section.role) {
      case 'hook': {
        writer.cue(`ON-SCREEN TEXT: "${topic.headline}"`);
        writer.cue(`B-ROLL: a striking opening shot that sums up ${topic.subject} (${decks.cameras.draw()})`);
        add(decks.hooks.draw(), true);
        if (structure === 'explainer' && topic.question) add('{question}', true);
        for (let guard = 0; guard < 12 && writer.words < budget; guard += 1) {
          const next = guard % 2 === 0 ? decks.teasers.draw() : decks.hooks.draw();
          if (next === null) {
            if (decks.teasers.empty && decks.hooks.empty) break;
            continue;
          }
          if (next === '{question}' && (structure !== 'explainer' || topic.question)) continue;
          if (!add(next)) break;
        }
        break;
      }
      case 'intro': {
        add(decks.intros.draw(), true);
        add(roadmap, true);
        writer.cue(`ON-SCREEN TEXT: ${listJoin(bodySections.map((body) => `"${body.body!.title}"`))}`);
        for (let guard = 0; guard < 12 && writer.words < budget; guard += 1) {
          if (!add(decks.intros.draw() ?? generalLine())) break;
        }
        break;
      }
      case 'body':
        writeBody(section, writer);
        break;
      case 'cta': {
        writer.cue('ON-SCREEN TEXT: "Subscribe", with an arrow pointing to the button');
        add(decks.ctas.draw(), true);
        for (let guard = 0; guard < 12 && writer.words < budget; guard += 1) {
          if (!add(decks.ctas.draw() ?? generalLine())) break;
        }
        break;
      }
      case 'outro': {
        add(decks.outros.draw(), true);
        for (let guard = 0; guard < 12 && writer.words < budget; guard += 1) {
          if (!add(decks.outros.draw() ?? generalLine())) break;
        }
        writer.cue(`B-ROLL: end screen with two suggested videos (${decks.cameras.draw()})`);
        break;
      }
    }

    written += writer.words;
    blocks.push(renderSection(section, writer.sentences, writer.cues, toneBank.sentencesPerParagraph));
  }
  return blocks.join('\n\n');

  /**
   * A body section: an opener naming its focus, then beats that alternate the structure's points
   * (framed by the tone or plain), the tone's own lines and the structure's general points, with
   * B-roll and on-screen text cues; it always names its key phrase at least once.
   */
  function writeBody(section: PlannedSection, writer: SectionWriter): void {
    const { index, kind, title, focus } = section.body!;
    writer.slots.focus = focus;
    const shots = rng.shuffle(kind.shots);
    const points = new Deck(kind.clauses, rng);
    let pointsUsed = 0;
    /** The section's own points: three by default, a fourth once the tone's lines are used up. */
    const pointAvailable = () => pointsUsed < 3 || (pointsUsed < 4 && !decks.lines.fresh && !decks.extras.fresh);
    const nextPoint = () => {
      if (!pointAvailable()) return nextExtra();
      pointsUsed += 1;
      return restyle(points.draw(), toneBank.vocabulary);
    };
    const nextExtra = () => restyle(decks.extras.draw(), toneBank.vocabulary);
    const framed = (clause: string) => {
      const frame = decks.frames.draw();
      // 'Here is the key idea: the setup is simple: …' reads badly; a point with its own colon stands alone.
      const usable = clause.includes(':') && frame.replace(/\{(c|C)lause\}/, '').includes(':') ? '{Clause}.' : frame;
      return usable.replace(/\{(c|C)lause\}/g, (match) => (match === '{Clause}' ? capitalize(clause) : clause));
    };
    /** Prefers material not used yet, so long scripts repeat as little as possible. */
    const resolve = (beat: Beat): Beat => {
      if (beat === 'line' && !decks.lines.fresh) {
        if (pointAvailable()) return 'point';
        if (decks.extras.fresh) return 'extra';
      }
      if ((beat === 'extra' || beat === 'extraFrame') && !decks.extras.fresh) {
        if (pointAvailable()) return beat === 'extra' ? 'point' : 'frame';
        if (decks.lines.fresh) return 'line';
      }
      if (beat === 'point' && !pointAvailable() && !decks.extras.fresh && decks.lines.fresh) return 'line';
      return beat;
    };
    const templateFor = (beat: Beat): string => {
      switch (resolve(beat)) {
        case 'frame':
          return framed(nextPoint());
        case 'point':
          return `${capitalize(nextPoint())}.`;
        case 'extra':
          return `${capitalize(nextExtra())}.`;
        case 'extraFrame':
          return framed(nextExtra());
        case 'line': {
          let line = decks.lines.draw();
          for (let tries = 0; tries < 4 && spoken.has(line) && decks.lines.fresh; tries += 1) line = decks.lines.draw();
          return line;
        }
      }
    };

    writer.cue(`B-ROLL: ${fill(shots[0]!, writer.slots)} (${decks.cameras.draw()})`);
    const openerSlots = {
      ...writer.slots,
      ordinal: ordinalFor(index, bodySections.length),
      number: numberWord(index + 1),
      focus,
    };
    writer.add(decks.openers.draw(), true, openerSlots);
    writer.add(templateFor('frame'), true);
    writer.cue(`ON-SCREEN TEXT: "${title}"`);
    for (let beat = 0; beat < 40; beat += 1) {
      if (!writer.add(templateFor(BODY_BEATS[beat % BODY_BEATS.length]!))) break;
      if (beat === 3 && shots[1]) writer.cue(`B-ROLL: ${fill(shots[1], writer.slots)} (${decks.cameras.draw()})`);
    }
    // Weave the section's key phrase in if the drawn sentences happened not to name it.
    if (!mentions(writer.sentences, section.phrase.text)) {
      let template = decks.phraseLines.draw();
      for (let tries = 0; tries < 6 && spoken.has(template); tries += 1) template = decks.phraseLines.draw();
      spoken.add(template);
      const lines = render(template, writer.slots);
      writer.sentences.splice(Math.min(2, writer.sentences.length), 0, ...lines);
      writer.words += wordsIn(lines.join(' '));
      for (const cue of writer.cues) if (cue.after >= 2) cue.after += lines.length;
    }
  }
}

interface SectionWriter {
  slots: SlotValues;
  sentences: string[];
  cues: { after: number; text: string }[];
  words: number;
  budget: number;
  /** Adds the sentence when it brings the section closer to its budget, or when forced. */
  add(template: string | null, force?: boolean, values?: SlotValues): boolean;
  /** A bracketed cue after the sentences written so far. */
  cue(text: string): void;
}

function renderSection(
  section: PlannedSection,
  sentences: readonly string[],
  cues: readonly { after: number; text: string }[],
  perParagraph: number,
): string {
  const lines: string[] = [`[${section.heading}]`];
  const joiner = perParagraph === 1 ? '\n' : ' ';
  const groupSize = perParagraph === 1 ? 3 : perParagraph;
  let position = 0;
  const pending = [...cues].sort((a, b) => a.after - b.after);
  const flushCues = (upTo: number) => {
    while (pending.length && pending[0]!.after <= upTo) lines.push(`[${pending.shift()!.text}]`);
  };
  flushCues(0);
  for (const group of chunk(sentences, groupSize)) {
    lines.push(group.join(joiner));
    position += group.length;
    flushCues(position);
  }
  flushCues(Number.POSITIVE_INFINITY);
  return lines.join('\n\n');
}
