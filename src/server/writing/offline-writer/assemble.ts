import { targetWordCount, videoLengthLabels, type ScriptTone, type VideoLength } from '@shared/catalog/scripts';
import type { Rng } from '../../lib/seeded-random';
import { unbracket } from './draft-names';
import { outlineFor, type Line, type Outline, type OutlineSection } from './outlines';
import { wordsIn } from './slots';
import { inTone, toneVoices } from './tone-voice';
import type { TopicAnalysis } from './topic-analysis';
import { requestedCount, type VideoKind } from './video-kind';

export interface DraftRequest {
  topic: TopicAnalysis;
  kind: VideoKind;
  /** The reading's subject: what a comparison's two sides are read from when the topic has no 'vs'. */
  subject: string;
  tone: ScriptTone;
  length: VideoLength;
  /** The narrating voice's pace: the length's word target is its minutes at this pace. */
  wordsPerMinute: number;
  rng: Rng;
  /** For a script in another language: headings, cues and slots only, none of the writer's English lines. */
  structureOnly?: boolean;
}

/** Words a slot asks for are rounded to this step: 'about 35 words', never 'about 37'. */
const WORD_STEP = 5;

/** The outline with its hook, call to action and outro, in the tone's voice. */
export function planDraft({ topic, kind, subject, tone, length, rng }: DraftRequest): { outline: Outline; sections: OutlineSection[] } {
  const depth = videoLengthLabels.indexOf(length);
  const outline = outlineFor(kind, { topic, subject, depth, requested: requestedCount(topic.topic) });
  const voice = toneVoices[tone];
  const hook = rng.pick(voice.hooks).replace('{coverage}', outline.coverage.replace(': ', ' — '));
  const sections: OutlineSection[] = [
    { title: 'HOOK', lines: [{ say: hook }, { add: outline.opening }] },
    ...outline.sections.map((section, index) => ({ ...section, title: `SECTION ${index + 1}: ${section.title}` })),
    { title: 'CALL TO ACTION', lines: [{ say: outline.callToAction ?? rng.pick(voice.ctas) }] },
    { title: 'OUTRO', lines: [{ say: rng.pick(voice.outros) }] },
  ];
  for (const section of sections) {
    section.lines = section.lines.map((line) => ('say' in line ? { say: inTone(tone, line.say) } : line));
  }
  return { outline, sections };
}

/**
 * Writes the draft: bracketed section headings, the spoken lines, production cues and an
 * '[ADD: …]' slot for each fact the creator supplies. The words still missing from the length's
 * target are shared among the slots by weight, so each says about how much to write; the draft
 * itself never pads the gap with filler.
 */
export function assembleScript(request: DraftRequest): string {
  const { sections } = planDraft(request);
  if (request.structureOnly) for (const section of sections) section.lines = section.lines.filter((line) => !('say' in line));
  const lines = sections.flatMap((section) => section.lines);
  const spoken = lines.reduce((sum, line) => sum + ('say' in line ? wordsIn(line.say) : 0), 0);
  const slots = lines.filter((line): line is Extract<Line, { add: string }> => 'add' in line);
  const totalWeight = slots.reduce((sum, slot) => sum + (slot.weight ?? 1), 0);
  const missing = Math.max(0, targetWordCount(request.length, request.wordsPerMinute) - spoken);
  const wordsFor = (weight: number) => Math.max(WORD_STEP, Math.round((missing * weight) / totalWeight / WORD_STEP) * WORD_STEP);

  const render = (line: Line): string => {
    if ('say' in line) return line.say;
    if ('cue' in line) return `[${line.cue}]`;
    return `[ADD: ${line.add} (about ${wordsFor(line.weight ?? 1)} words)]`;
  };
  return [
    `[TITLE: ${unbracket(request.topic.headline)}]`,
    ...sections.map((section) => [`[${section.title}]`, ...section.lines.map(render)].join('\n')),
  ].join('\n\n');
}
