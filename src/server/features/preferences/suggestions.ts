import { curatedPrompts, MEMORY_PANEL, SUGGESTIONS_MIN_PARTIAL } from '@shared/catalog/images';

const SUGGESTION_COUNT = 8;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Prompts that continue or share words with what the user is typing: their own history first
 * (newest first), then the curated list. Nothing for 2 characters or fewer (spec §5).
 */
export function suggestPrompts(partial: string, history: readonly string[]): string[] {
  const typed = partial.trim().toLowerCase();
  if (typed.length <= SUGGESTIONS_MIN_PARTIAL) return [];
  const typedWords = words(typed);
  const lastWord = typedWords.at(-1) ?? '';
  const score = (prompt: string): number => {
    const text = prompt.toLowerCase();
    if (text.startsWith(typed)) return 3;
    if (text.includes(typed)) return 2;
    const promptWords = words(text);
    const shared = typedWords.filter((word) => word.length > 2 && promptWords.includes(word)).length;
    const continues = lastWord.length > 1 && promptWords.some((word) => word.startsWith(lastWord));
    return shared > 0 || continues ? 1 : 0;
  };
  const ranked = [...history, ...curatedPrompts]
    .map((prompt, order) => ({ prompt, order, score: score(prompt) }))
    .filter((candidate) => candidate.score > 0 && candidate.prompt.toLowerCase() !== typed)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<string>();
  return ranked
    .map((candidate) => candidate.prompt)
    .filter((prompt) => !seen.has(prompt.toLowerCase()) && seen.add(prompt.toLowerCase()))
    .slice(0, Math.max(SUGGESTION_COUNT, MEMORY_PANEL.suggestions));
}
