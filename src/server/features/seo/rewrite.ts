import { z } from 'zod';
import { SEO_HASHTAG_COUNT, SEO_TITLE_COUNT, YOUTUBE_LIMITS, type SeoAudience, type SeoCompetition } from '@shared/catalog/seo';
import type { ContentLanguageTag } from '@shared/catalog/languages';
import type { TextEngine } from '../../providers/text';
import { languageInstruction } from '../../writing/language-instruction';
import { recheckMetadata, type SeoAnalysis } from './analyzer';

/** What the model is asked for; its answer must parse against this before anything is used. */
const rewriteSchema = z.object({
  titles: z.array(z.string()).min(1).max(10),
  description: z.string().min(1),
});

/** A long transcript says what it is about well before 12,000 characters, and small models have small contexts. */
const CONTENT_EXCERPT_CHARS = 12_000;

const SYSTEM_PROMPT = `You write YouTube titles and descriptions that rank and get clicked, without clickbait.
Answer with JSON only: {"titles": [...], "description": "..."}.`;

function brief(content: string, analysis: SeoAnalysis, audience: SeoAudience, competition: SeoCompetition): string {
  return [
    `Main key phrase: "${analysis.mainKeyPhrase}"`,
    `Audience: ${audience}. Competition for this topic: ${competition}.`,
    `Write ${SEO_TITLE_COUNT} different titles, each under ${YOUTUBE_LIMITS.titleMaxChars} characters and each containing the exact main key phrase.`,
    `Write a description: a hook with the main key phrase in its first ${YOUTUBE_LIMITS.descriptionPreviewChars} characters, then a short summary of the video, then ${SEO_HASHTAG_COUNT.min} to ${SEO_HASHTAG_COUNT.max} hashtags on the last line.`,
    '',
    'The video:',
    content.slice(0, CONTENT_EXCERPT_CHARS),
  ].join('\n');
}

/** `language`: a project's, what the titles and description are written in (unset: English). */
export type SeoRequest = {
  content: string;
  targetAudience: SeoAudience;
  competition: SeoCompetition;
  language?: ContentLanguageTag | undefined;
};

/**
 * What writes an analysis' titles and description: the analyzer's own (no model configured), or
 * the text model's rewrite (chosen once, in services.ts).
 */
export interface SeoCopywriter {
  readonly engine: string | null;
  readonly model: string | null;
  rewrite(analysis: SeoAnalysis, request: SeoRequest, signal?: AbortSignal): Promise<SeoAnalysis>;
}

/** The analyzer's titles and description stand as they are. */
export const analyzerSeoCopy: SeoCopywriter = { engine: null, model: null, rewrite: async (analysis) => analysis };

export function modelSeoCopywriter(text: TextEngine): SeoCopywriter {
  return {
    engine: text.engine,
    model: text.model,
    rewrite: (analysis, request, signal) => rewriteWithModel(text, analysis, request, signal),
  };
}

/**
 * Titles and description rewritten by the text model, then re-checked by the analyzer (which
 * stays the score's source). A title that breaks the rules (too long, no key phrase) is replaced
 * by the analyzer's own, so five usable titles always come back.
 */
async function rewriteWithModel(text: TextEngine, analysis: SeoAnalysis, request: SeoRequest, signal?: AbortSignal): Promise<SeoAnalysis> {
  const answer = await text.generateObject({
    system: `${SYSTEM_PROMPT}\n${languageInstruction(request.language)}`,
    messages: [{ role: 'user', content: brief(request.content, analysis, request.targetAudience, request.competition) }],
    schema: rewriteSchema,
    name: 'youtube_metadata',
    maxOutputTokens: 1200,
    signal,
  });
  const phrase = analysis.mainKeyPhrase.toLowerCase();
  const usable = answer.titles
    .map((title) => title.trim())
    .filter((title) => title.length > 0 && title.length < YOUTUBE_LIMITS.titleMaxChars && title.toLowerCase().includes(phrase));
  const titles = [...new Set([...usable, ...analysis.titles])].slice(0, SEO_TITLE_COUNT);
  const description = answer.description.trim().slice(0, YOUTUBE_LIMITS.descriptionMaxChars);
  return { ...recheckMetadata(analysis, { titles, description }), engine: text.engine, model: text.model };
}
