import type { EspeakEvent } from '@echogarden/espeak-ng-emscripten';
import type { TimedWord } from '../speech-engine';
import { tokens, type Token } from '../proportional-words';

/**
 * Turns eSpeak's word events for one sentence into timed words of the written text. A word event
 * marks where a spoken word starts (its text position and audio time); a written word starts at the
 * first event inside it and lasts until the next written word or the clause end. Written words
 * eSpeak speaks as one (“déjà vu”) or that carry no event (a lone dash) join the word before them,
 * and one written word spoken as several (“$3.50”) keeps its first start, so every written word
 * appears exactly once and in order.
 * Returns undefined when eSpeak gave no word events at all.
 */
export function wordsFromEvents(
  sentence: string,
  events: readonly EspeakEvent[],
  offsetMs: number,
  durationMs: number,
): TimedWord[] | undefined {
  const written = tokens(sentence);
  const starts = events
    .filter((event) => event.type === 'word')
    .map((event) => ({ at: event.text_position - 1, ms: event.audio_position }));
  if (starts.length === 0 || written.length === 0) return undefined;
  const clauseEnds = events.filter((event) => event.type === 'end').map((event) => event.audio_position);

  // Each written token is timed by the first word event inside it; a token with none (a word
  // eSpeak merged into the one before, or punctuation standing alone) joins the previous token.
  const groups = new Map<number, Token[]>();
  let owner = 0;
  for (const token of written) {
    const inside = starts.findIndex(({ at }) => at >= token.start && at < token.end);
    if (inside >= 0 && (groups.size === 0 || inside > owner)) owner = inside;
    const group = groups.get(owner) ?? [];
    group.push(token);
    groups.set(owner, group);
  }

  const words: TimedWord[] = [];
  const owners = [...groups.keys()].sort((a, b) => a - b);
  for (const [index, owner] of owners.entries()) {
    const startMs = Math.min(starts[owner]?.ms ?? 0, durationMs);
    const nextOwner = owners[index + 1];
    const nextStart = nextOwner === undefined ? durationMs : (starts[nextOwner]?.ms ?? durationMs);
    const clauseEnd = clauseEnds.find((ms) => ms > startMs && ms <= nextStart);
    const endMs = Math.max(startMs, Math.min(clauseEnd ?? nextStart, durationMs));
    words.push({
      text: (groups.get(owner) ?? []).map((token) => token.text).join(' '),
      startMs: Math.round(offsetMs + startMs),
      endMs: Math.round(offsetMs + endMs),
    });
  }
  return words;
}
