/**
 * The words a title card sets: the prompt's key phrases as the offline writer's topic analysis
 * reads them (names kept as written, a noun phrase whole), the most meaningful as the headline and
 * up to three more, in the prompt's order, as the line under it.
 */
import { analyzeTopic } from '../../../writing/offline-writer/topic-analysis';

export interface TitleWords {
  headline: string;
  /** Up to three more phrases, in the order the prompt names them. */
  more: string[];
}

const MAX_MORE = 3;

export function titleWords(prompt: string): TitleWords {
  const phrases = analyzeTopic(prompt).keyPhrases.map((phrase) => phrase.text);
  const [headline = prompt.trim(), ...rest] = phrases;
  const lower = prompt.toLowerCase();
  const taken = [headline.toLowerCase()];
  const more: string[] = [];
  for (const phrase of rest) {
    const key = phrase.toLowerCase();
    // 'Tokyo' adds nothing under 'Tokyo night market'.
    if (taken.some((shown) => shown.includes(key) || key.includes(shown))) continue;
    taken.push(key);
    more.push(phrase);
  }
  const kept = more.slice(0, MAX_MORE).sort((a, b) => lower.indexOf(a.toLowerCase()) - lower.indexOf(b.toLowerCase()));
  return { headline, more: kept };
}
