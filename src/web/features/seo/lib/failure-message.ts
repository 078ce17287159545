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
  green: 'border-success-line bg-success-soft text-success',
  yellow: 'border-warning-line bg-warning-soft text-warning',
  red: 'border-danger-line bg-danger-soft text-danger',
};
