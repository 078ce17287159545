import { SCENE_MIN_SECONDS, type StoryboardResponse, type StoryboardScene } from '@shared/contracts/storyboard';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';

export type Word = StoryboardResponse['words'][number];

/** What a scene shows, as opposed to when: its words and times stay where the voice says them. */
const visualKeys = ['mediaId', 'inSeconds', 'outSeconds', 'motion', 'fill', 'focus', 'clipVolume'] as const;
type Visual = Pick<StoryboardScene, (typeof visualKeys)[number]>;

function visualOf(scene: StoryboardScene): Visual {
  const visual: Visual = { motion: scene.motion, fill: scene.fill };
  for (const key of visualKeys) if (scene[key] !== undefined) Object.assign(visual, { [key]: scene[key] });
  return visual;
}

/** The scene's times and words with another scene's visual (every visual key replaced, unset ones dropped). */
function withVisual(scene: StoryboardScene, visual: Visual): StoryboardScene {
  const { id, start, end, text } = scene;
  return { id, start, end, text, ...visual };
}

/**
 * Moves the visual of scene `from` to slot `to`; the visuals between shift over by one (next to
 * each other, the two swap). The scenes' times and words do not move.
 */
export function moveVisual(scenes: readonly StoryboardScene[], from: number, to: number): StoryboardScene[] {
  if (from === to || to < 0 || to >= scenes.length || from < 0 || from >= scenes.length) return [...scenes];
  const visuals = scenes.map(visualOf);
  const [moved] = visuals.splice(from, 1);
  visuals.splice(to, 0, moved!);
  return scenes.map((scene, index) => withVisual(scene, visuals[index]!));
}

/** A photo or clip on the scene (a clip starts from its beginning, muted), or none (the studio's card). */
export function setMedia(scene: StoryboardScene, mediaId: string | null): StoryboardScene {
  const { mediaId: _mediaId, inSeconds: _in, outSeconds: _out, clipVolume: _volume, ...rest } = scene;
  return mediaId ? { ...rest, mediaId } : rest;
}

/** The voiceover's words spoken within the scene (those starting in it). */
export const wordsIn = (scene: Pick<StoryboardScene, 'start' | 'end'>, words: readonly Word[]) =>
  words.filter((word) => word.start >= scene.start && word.start < scene.end);

/** Why a scene cannot be split at this time, or null when it can. */
export function splitProblem(scene: StoryboardScene, at: number): string | null {
  return at - scene.start < SCENE_MIN_SECONDS || scene.end - at < SCENE_MIN_SECONDS
    ? i18n.t('storyboard:editor.splitTooShort', { seconds: formatNumber(SCENE_MIN_SECONDS) })
    : null;
}

/** How far ahead a spoken word is looked for among the written ones. */
const MATCH_AHEAD = 4;
const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Where the scene's text divides before its `wordIndex`-th spoken word: its written words are matched
 * in order with the spoken ones (punctuation and case aside); a spoken word with no match counts as
 * the next written word.
 */
function divideText(text: string, spoken: readonly Word[], wordIndex: number): [string, string] {
  const tokens = text.split(/\s+/).filter(Boolean);
  let cursor = 0;
  for (let index = 0; index < wordIndex && cursor < tokens.length; index++) cursor = matchFrom(tokens, cursor, spoken[index]!.text) + 1;
  const cut = Math.min(matchFrom(tokens, cursor, spoken[wordIndex]!.text), tokens.length);
  return [tokens.slice(0, cut).join(' '), tokens.slice(cut).join(' ')];
}

/** Where the spoken word is written, looking a few words ahead of `cursor` (a word the text says another way: at `cursor`). */
function matchFrom(tokens: readonly string[], cursor: number, spoken: string): number {
  const wanted = normal(spoken);
  for (let at = cursor; at < Math.min(cursor + MATCH_AHEAD, tokens.length); at++) if (normal(tokens[at]!) === wanted) return at;
  return cursor;
}

/**
 * Splits scene `index` at the start of `word` (one of its words): the first part keeps the scene's
 * id and visual; the second, a new scene from that word on, starts as a studio card with the same
 * motion and fill. Null when a part would be shorter than SCENE_MIN_SECONDS.
 */
export function splitScene(
  scenes: readonly StoryboardScene[],
  index: number,
  word: Word,
  words: readonly Word[],
  newId: () => string = () => crypto.randomUUID(),
): StoryboardScene[] | null {
  const scene = scenes[index];
  if (!scene || splitProblem(scene, word.start)) return null;
  const spoken = wordsIn(scene, words);
  const wordIndex = spoken.findIndex((item) => item.start === word.start);
  if (wordIndex < 0) return null;
  const [before, after] = divideText(scene.text, spoken, wordIndex);
  const first: StoryboardScene = { ...scene, end: word.start, text: before };
  const second: StoryboardScene = { id: newId(), start: word.start, end: scene.end, text: after, motion: scene.motion, fill: scene.fill };
  return [...scenes.slice(0, index), first, second, ...scenes.slice(index + 1)];
}

/**
 * Joins scene `index` with the next: one scene over both times and texts, showing the first's
 * photo or clip (the next one's when the first has none).
 */
export function joinWithNext(scenes: readonly StoryboardScene[], index: number): StoryboardScene[] {
  const scene = scenes[index];
  const next = scenes[index + 1];
  if (!scene || !next) return [...scenes];
  const visual = scene.mediaId === undefined && next.mediaId !== undefined ? visualOf(next) : visualOf(scene);
  const text = [scene.text, next.text].filter((part) => part.trim() !== '').join(' ');
  const joined = withVisual({ ...scene, end: next.end, text }, visual);
  return [...scenes.slice(0, index), joined, ...scenes.slice(index + 2)];
}
