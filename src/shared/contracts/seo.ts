import { z } from 'zod';
import { engineFallback } from './ai';
import {
  DEFAULT_SEO_AUDIENCE,
  DEFAULT_SEO_COMPETITION,
  SEO_CONTENT_TOO_LARGE_MESSAGE,
  SEO_TITLE_COUNT,
  seoAudiences,
  seoCompetitionLevels,
} from '../catalog/seo';

/** Form problems with the toast title and text the spec gives them (§5); the server answers the same text. */
export const seoProblems = {
  contentRequired: { title: 'Content Required', message: 'Please enter content to analyze.' },
  /** Answered with HTTP 413 (see SEO_CONTENT_LIMIT_BYTES and isSeoContentTooLarge). */
  contentTooLarge: { title: 'Content Too Large', message: SEO_CONTENT_TOO_LARGE_MESSAGE },
} as const;

/** POST /api/seo/analyze (spec §7). */
export const seoAnalyzeInput = z.strictObject({
  content: z.string({ error: seoProblems.contentRequired.message }).trim().min(1, seoProblems.contentRequired.message),
  targetAudience: z.enum(seoAudiences).default(DEFAULT_SEO_AUDIENCE),
  competition: z.enum(seoCompetitionLevels).default(DEFAULT_SEO_COMPETITION),
});
export type SeoAnalyzeInput = z.input<typeof seoAnalyzeInput>;
export type SeoAnalyzeRequest = z.output<typeof seoAnalyzeInput>;

/** Every check the analyzer runs, in the order it reports them. */
export const seoCheckIds = [
  'content-length',
  'readability',
  'key-phrase-density',
  'key-phrase-placement',
  'key-phrase-competition',
  'sentence-length',
  'paragraph-length',
  'passive-voice',
  'title-length',
  'description-length',
  'tag-count',
  'tag-length',
] as const;
export type SeoCheckId = (typeof seoCheckIds)[number];

export const seoCheckStatuses = ['pass', 'warn', 'fail'] as const;
export type SeoCheckStatus = (typeof seoCheckStatuses)[number];

/** Checks built on English (its stop words, noun phrases, syllables and passive forms): not run on text in another language. */
export const englishOnlySeoChecks: readonly SeoCheckId[] = [
  'readability',
  'key-phrase-density',
  'key-phrase-placement',
  'key-phrase-competition',
  'passive-voice',
];

export const seoCheck = z.object({
  id: z.enum(seoCheckIds),
  label: z.string(),
  status: z.enum(seoCheckStatuses),
  /** One line with the measured numbers, e.g. 'Average sentence has 14 words; 2 of 40 are over 25.' */
  reason: z.string(),
  /** The check reads English only and the text is in another language (its project's): it was not run and is not scored. */
  englishOnly: z.literal(true).optional(),
});
export type SeoCheck = z.infer<typeof seoCheck>;

export const seoAnalysisResponse = z.object({
  /** Whole number '0'–'100' as a string (spec §3), derived from the checks. */
  seoScore: z.string().regex(/^(?:100|[1-9]?\d)$/, 'seoScore must be a whole number from 0 to 100'),
  titles: z.array(z.string()).length(SEO_TITLE_COUNT),
  description: z.string(),
  tags: z.array(z.string()),
  checks: z.array(seoCheck),
  /** Which engine produced the titles and description, e.g. 'offline-analyzer' (DESIGN.md §1.3). */
  engine: z.string().min(1),
  /** The text model that did not answer and why, when the analyzer's own titles and description are given instead. */
  fallbackFrom: engineFallback.optional(),
  /** The text model's id, when a model rewrote the titles and description. */
  model: z.string().optional(),
});
export type SeoAnalysisResponse = z.infer<typeof seoAnalysisResponse>;
