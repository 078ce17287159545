import type { YoutubeChapter } from '@shared/contracts/projects';
import { YOUTUBE_LIMITS } from '@shared/catalog/seo';
import { cleanForSpeech } from '../../providers/speech/speech-text';
import type { TimedWord } from '../../providers/speech/speech-engine';

/** YouTube's rules for chapters in a description: the first at 0:00, at least three, each at least 10 s long. */
export const CHAPTER_RULES = { min: 3, minSeconds: 10 } as const;
const CHAPTER_TITLE_MAX = 100;

/** Section cues the writers put on a line of their own, and the chapter title a viewer sees for each. */
const sectionCueTitles: Record<string, string | null> = {
  HOOK: 'Intro',
  INTRO: 'Overview',
  INTRODUCTION: 'Overview',
  'CALL TO ACTION': 'Before you go',
  CTA: 'Before you go',
  OUTRO: 'Wrap-up',
  CONCLUSION: 'Wrap-up',
  RECAP: 'Recap',
  SUMMARY: 'Recap',
};

/** `[SECTION 2: Gather the essentials]`, `[PART 3 - Taste]`, `[STEP 1: Rinse]`: a titled part of the script. */
const numberedCue = /^\[(?:SECTION|PART|STEP|CHAPTER)\s*\d*\s*[:\-–·]?\s*(.*)\]$/i;
const plainCue = /^\[([A-Z][A-Z ]*)\]$/;
/** A Markdown heading, or a line that is only bold text ("**The verdict**"). */
const headingLine = /^(?:#{1,6}\s+(.+?)\s*#*|\*\*([^*]+)\*\*:?)$/;

export interface ScriptSection {
  title: string;
  /** How many spoken words of the script come before the section's first one. */
  wordsBefore: number;
}

const spokenWords = (text: string) =>
  cleanForSpeech(text)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

function sectionTitle(line: string): string | undefined {
  const numbered = numberedCue.exec(line);
  if (numbered) return numbered[1]!.trim() || undefined;
  const plain = plainCue.exec(line);
  if (plain) return sectionCueTitles[plain[1]!.trim().toUpperCase()] ?? undefined;
  const heading = headingLine.exec(line);
  const text = heading?.[1] ?? heading?.[2];
  return text ? cleanForSpeech(text) || undefined : undefined;
}

/**
 * The script's sections in order: each starts at a section cue or a heading line, and is placed by
 * the spoken words before it. A section with nothing spoken in it is left out.
 */
export function scriptSections(script: string): ScriptSection[] {
  const sections: ScriptSection[] = [];
  let wordsBefore = 0;
  let current: ScriptSection | undefined;
  let spokenSince = 0;
  const close = () => {
    if (current && spokenSince > 0) sections.push(current);
  };
  for (const rawLine of script.split('\n')) {
    const line = rawLine.trim();
    const title = line ? sectionTitle(line) : undefined;
    if (title) {
      close();
      current = { title: title.slice(0, CHAPTER_TITLE_MAX), wordsBefore };
      spokenSince = 0;
    } else if (!current && spokenWords(line).length > 0) {
      current = { title: 'Intro', wordsBefore };
    }
    // A heading is spoken too (a cue is not): its words belong to the section it opens.
    const words = spokenWords(line).length;
    if (!title) spokenSince += words;
    wordsBefore += words;
  }
  close();
  return sections;
}

const normalise = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The time a section starts in the voiceover: its word's place in the script, mapped onto the
 * engine's timed words. The engine may split or join words a little differently ("3.5" or "e-mail"),
 * so the proportional place is corrected to the nearest word that reads the same.
 */
function sectionStartMs(section: ScriptSection, scriptWords: string[], timed: TimedWord[]): number {
  const target = normalise(scriptWords[section.wordsBefore] ?? '');
  const estimate = Math.round((section.wordsBefore / Math.max(1, scriptWords.length)) * timed.length);
  for (let distance = 0; distance <= 20; distance += 1) {
    for (const index of [estimate - distance, estimate + distance]) {
      const word = timed[index];
      if (word && target && normalise(word.text) === target) return word.startMs;
    }
  }
  return timed[Math.min(Math.max(estimate, 0), timed.length - 1)]?.startMs ?? 0;
}

/**
 * The script's sections with the time each starts in the voiceover (the first at 0), for scenes of
 * a video; none when the timings are of another text than the script.
 */
export function timedSections(script: string, timed: TimedWord[]): { title: string; startMs: number }[] {
  const scriptWords = spokenWords(script);
  if (timed.length === 0 || Math.abs(timed.length - scriptWords.length) > 0.15 * scriptWords.length) return [];
  return scriptSections(script).map((section, index) => ({
    title: section.title,
    startMs: index === 0 ? 0 : sectionStartMs(section, scriptWords, timed),
  }));
}

/** `m:ss`, or `h:mm:ss` past an hour, as YouTube reads chapter times. */
export function chapterClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export type ChapterResult = { chapters: YoutubeChapter[]; note: string | null };

export const chapterNotes = {
  noVoiceover: 'Make a voiceover of the script to add chapters with their times to the description.',
  tooFew: `YouTube needs at least ${CHAPTER_RULES.min} chapters of ${CHAPTER_RULES.minSeconds} seconds or more; this voiceover has fewer sections that long, so none were added.`,
  scriptGone: 'The script version this voiceover spoke is no longer kept: voice the script again to add chapters.',
  otherText: 'The newest voiceover spoke other text than the script, so no chapters were added: voice the script to add them.',
} as const;

/**
 * YouTube chapters for a voiced script: one per section, the first at 0:00, each at least 10 s
 * (a shorter one is merged into the one before it), at least three or none.
 */
export function chaptersFor(script: string, timed: TimedWord[], durationSeconds: number): ChapterResult {
  const scriptWords = spokenWords(script);
  const sections = scriptSections(script);
  // Timings of another text (a voiceover made from pasted text) cannot place the script's sections.
  if (Math.abs(timed.length - scriptWords.length) > 0.15 * scriptWords.length) return { chapters: [], note: chapterNotes.otherText };
  if (timed.length === 0 || sections.length === 0) return { chapters: [], note: chapterNotes.tooFew };
  const chapters: YoutubeChapter[] = [];
  for (const [index, section] of sections.entries()) {
    const startSeconds = index === 0 ? 0 : Math.floor(sectionStartMs(section, scriptWords, timed) / 1000);
    const previous = chapters.at(-1);
    if (previous && startSeconds - previous.startSeconds < CHAPTER_RULES.minSeconds) continue;
    chapters.push({ startSeconds, title: section.title });
  }
  // The last chapter runs to the end of the voiceover, and must be long enough too.
  while (chapters.length > 1 && durationSeconds - chapters.at(-1)!.startSeconds < CHAPTER_RULES.minSeconds) chapters.pop();
  if (chapters.length < CHAPTER_RULES.min) return { chapters: [], note: chapterNotes.tooFew };
  return { chapters, note: null };
}

/**
 * The description with its chapters after it, one per line, within YouTube's 5,000 characters (the
 * description's own text is shortened at a word if both do not fit).
 */
export function describeWithChapters(description: string, chapters: YoutubeChapter[]): string {
  if (chapters.length === 0) return description;
  const list = `Chapters:\n${chapters.map((chapter) => `${chapterClock(chapter.startSeconds)} ${chapter.title}`).join('\n')}`;
  const room = YOUTUBE_LIMITS.descriptionMaxChars - list.length - 2;
  if (room <= 1) return list.slice(0, list.lastIndexOf('\n', YOUTUBE_LIMITS.descriptionMaxChars));
  const space = description.lastIndexOf(' ', room - 1);
  const text = description.length <= room ? description : `${description.slice(0, space > 0 ? space : room - 1).trimEnd()}…`;
  return text.trim() ? `${text.trimEnd()}\n\n${list}` : list;
}
