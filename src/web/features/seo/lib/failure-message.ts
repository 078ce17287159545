/**
 * What a failed SEO analysis shows (spec §8): by the text of the error, 401 → sign in again,
 * 400 → check the inputs, 429 → wait; otherwise the server's message (or the error's own text).
 */
import type { ScoreBand } from '@shared/catalog/seo';
import { generationFailureMessage } from '@/lib/generation-failure';

export const ANALYSIS_FAILED_TITLE = 'Analysis Failed';

/** The §8 message for a failed call of this tab. */
export const seoFailureMessage = generationFailureMessage;

/** Score card colours by band (spec §9): 80+ green, 60–79 yellow, below 60 red. */
export const scoreBandClasses: Record<ScoreBand, string> = {
  green: 'border-green-300 bg-green-50 text-green-700',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-700',
  red: 'border-red-300 bg-red-50 text-red-700',
};
