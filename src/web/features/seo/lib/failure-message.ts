/**
 * What a failed SEO analysis shows (spec §8): by the text of the error, 401 → sign in again,
 * 400 → check the inputs, 429 → wait; otherwise the server's message (or the error's own text).
 */
import type { ScoreBand, SeoAudience, SeoCompetition } from '@shared/catalog/seo';
import { i18n } from '@/i18n/i18n';
import { generationFailureMessage } from '@/lib/generation-failure';

/** The failure toast's title, in the interface language. */
export const analysisFailedTitle = () => i18n.t('seo:tab.failedTitle');

/** The §8 message for a failed call of this tab. */
export const seoFailureMessage = generationFailureMessage;

/** Score card colours by band (spec §9): 80+ green, 60–79 yellow, below 60 red. */
export const scoreBandClasses: Record<ScoreBand, string> = {
  green: 'border-success-line bg-success-soft text-success',
  yellow: 'border-warning-line bg-warning-soft text-warning',
  red: 'border-danger-line bg-danger-soft text-danger',
};

/** The catalogue keys of the audiences and competition levels (their ids are the English names the API takes). */
export const audienceKeys = {
  General: 'general',
  'Business Professionals': 'businessProfessionals',
  'Content Creators': 'contentCreators',
  Students: 'students',
  'Tech Enthusiasts': 'techEnthusiasts',
} as const satisfies Record<SeoAudience, string>;
export const competitionKeys = { Low: 'low', Medium: 'medium', High: 'high' } as const satisfies Record<SeoCompetition, string>;
