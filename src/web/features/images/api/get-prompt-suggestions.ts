import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_MIN_PARTIAL } from '@shared/catalog/images';
import { getQueryFn } from '@/lib/api-client';

/** Whether a prompt is long enough to ask for suggestions (spec §5: longer than 2 characters). */
export function wantsSuggestions(partial: string): boolean {
  return partial.trim().length > SUGGESTIONS_MIN_PARTIAL;
}

/** GET /api/prompts/suggestions?partial=: prompt ideas that continue what the user typed. */
export const getPromptSuggestions = getQueryFn<string[]>({ on401: 'returnNull' });

export const promptSuggestionsQueryOptions = (partial: string) =>
  queryOptions({
    queryKey: ['/api/prompts/suggestions', { partial }] as const,
    queryFn: getPromptSuggestions,
    enabled: wantsSuggestions(partial),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Suggestions for the (already debounced) prompt; none are asked for while it is too short. */
export function usePromptSuggestions(partial: string) {
  return useQuery(promptSuggestionsQueryOptions(partial.trim()));
}
