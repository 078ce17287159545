import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEMORY_PANEL } from '@shared/catalog/images';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePromptSuggestions, wantsSuggestions } from '../api/get-prompt-suggestions';
import { PromptChips } from './prompt-chips';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 300;

/**
 * Quick Suggestions (spec §2, §9): 3 ideas, each cut at 40 characters. While the prompt is 2
 * characters or fewer nothing is asked (spec §5) and curated starters are offered instead.
 */
export function PromptSuggestions({ prompt, onPick }: { prompt: string; onPick: (prompt: string) => void }) {
  const { t } = useTranslation('images');
  const partial = useDebouncedValue(prompt, SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = usePromptSuggestions(partial);
  // The curated starters, in the interface language (the catalogue's list in English).
  const ideas = wantsSuggestions(partial) ? (suggestions.data ?? []) : t('suggestions.curated', { returnObjects: true });
  const shown = ideas.filter((idea) => idea !== prompt.trim()).slice(0, MEMORY_PANEL.suggestions);
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb aria-hidden className="size-4 text-primary" />
        {t('suggestions.title')}
      </h3>
      <PromptChips label={t('suggestions.list')} prompts={shown} maxChars={MEMORY_PANEL.suggestionChars} onPick={onPick} />
    </div>
  );
}
