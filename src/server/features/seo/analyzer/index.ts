import { DEFAULT_SEO_AUDIENCE, DEFAULT_SEO_COMPETITION, type SeoAudience, type SeoCompetition } from '../../../../shared/catalog/seo';
import { englishOnlySeoChecks, type SeoAnalysisResponse, type SeoCheck } from '../../../../shared/contracts/seo';
import { contentLanguage, isEnglish, type ContentLanguageTag } from '../../../../shared/catalog/languages';
import { contentChecks, keywordStuffing, metadataChecks, type Metadata } from './checks';
import { extractCandidates, locatePhrase, orderByFocus, rankKeyPhrases, type KeyPhrase } from './key-phrases';
import { parseContent, type ParsedText } from './parse';
import { seoScore } from './score';
import { suggestDescription, suggestTags, suggestTitles } from './suggest';
import { computeTextStats } from './text-stats';

/** The engine name every analyzer result carries (DESIGN.md §1.3). */
export const SEO_ANALYZER_ENGINE = 'offline-analyzer';

export interface SeoAnalyzerInput {
  /** Already validated and trimmed by seoAnalyzeInput. */
  content: string;
  targetAudience?: SeoAudience;
  competition?: SeoCompetition;
  /** The text's language (a project's); unset, English. */
  language?: ContentLanguageTag | undefined;
}

/** A check that cannot read the text's language: said so, never scored. */
function notRead(check: SeoCheck, language: ContentLanguageTag): SeoCheck {
  const reason = `Not checked: this check reads English only, and this text is in ${contentLanguage(language).englishName}.`;
  return { id: check.id, label: check.label, status: 'warn', reason, englishOnly: true };
}

export interface SeoAnalysis extends SeoAnalysisResponse {
  /** The phrase the checks measure and the suggestions are built around. */
  mainKeyPhrase: string;
}

/** The text without Markdown markers, on one line. */
function readable(parsed: ParsedText, content: string): string {
  return parsed.blocks.map((block) => block.text).join(' ') || content.trim();
}

/**
 * When no noun phrase repeats, the most frequent content word stands in for one; when there is no
 * content word at all, the first words of the text (`fromWords`: never a tag).
 */
function fallbackPhrase(parsed: ParsedText, content: string): { key: string; text: string; fromWords: boolean } {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (let i = 0; i < parsed.values.length; i += 1) {
    if (!parsed.isWord[i] || parsed.stopWords[i] || parsed.types[i] !== 'word') continue;
    const word = parsed.normals[i] ?? '';
    if (word.length < 2) continue;
    const count = (counts.get(word) ?? 0) + 1;
    counts.set(word, count);
    if (count > bestCount) {
      best = word;
      bestCount = count;
    }
  }
  // 40 characters at most, like every key phrase, so each title pattern stays under 70.
  const text = (best || readable(parsed, content).split(' ').slice(0, 5).join(' ')).slice(0, 40);
  return { key: text.toLowerCase(), text, fromWords: best === '' };
}

/**
 * Analyzes content for YouTube and search: text statistics, key phrases, checks, score, and
 * suggested titles, description and tags. Pure and deterministic: the same input gives the same
 * result. 5,000 words take well under 50 ms (bench/seo-analyzer.ts).
 */
export function analyzeSeo(input: SeoAnalyzerInput): SeoAnalysis {
  const audience = input.targetAudience ?? DEFAULT_SEO_AUDIENCE;
  const competition = input.competition ?? DEFAULT_SEO_COMPETITION;
  const parsed = parseContent(input.content);
  const stats = computeTextStats(parsed);

  const candidates = extractCandidates(parsed);
  const focus = orderByFocus(rankKeyPhrases(candidates, 'focus', stats.words));
  const top: KeyPhrase | undefined = focus[0];
  const main: { key: string; text: string; fromWords?: boolean } = top
    ? { key: top.key, text: top.text }
    : fallbackPhrase(parsed, input.content);
  const placement = locatePhrase(parsed, main);
  const forTags = rankKeyPhrases(candidates, competition, stats.words);
  const context = { parsed, stats, audience, main, related: focus.slice(1), forTags };

  const titles = suggestTitles(context);
  const description = suggestDescription(context, top?.sentences ?? []);
  const tags = suggestTags(main.fromWords ? undefined : main, forTags);

  const found = placement.count > 0 ? main : undefined;
  const language = input.language;
  const english = isEnglish(language);
  const checks = [
    ...contentChecks({ stats, audience, competition, main: found, placement, phrases: forTags }),
    ...metadataChecks({ titles, description, tags }, main.text),
  ].map((check) => (english || !englishOnlySeoChecks.includes(check.id) ? check : notRead(check, language!)));
  // Stuffing is measured on an English key phrase: in another language it is not held against the score.
  const stuffed = english && keywordStuffing(found?.text, placement, stats) !== null;
  return {
    seoScore: String(seoScore(checks, { words: stats.words, stuffed })),
    titles,
    description,
    tags,
    checks,
    engine: SEO_ANALYZER_ENGINE,
    mainKeyPhrase: main.text,
  };
}

/**
 * Re-runs the metadata checks on rewritten titles, description or tags (a text model's) and keeps
 * the content checks. The score stays: it measures the creator's text, not the suggestions. The
 * caller sets `engine` to the model that rewrote them.
 */
export function recheckMetadata(analysis: SeoAnalysis, rewrite: Partial<Metadata>): SeoAnalysis {
  const metadata: Metadata = {
    titles: rewrite.titles ?? analysis.titles,
    description: rewrite.description ?? analysis.description,
    tags: rewrite.tags ?? analysis.tags,
  };
  const fresh = new Map(metadataChecks(metadata, analysis.mainKeyPhrase).map((item) => [item.id, item]));
  const checks: SeoCheck[] = analysis.checks.map((item) => fresh.get(item.id) ?? item);
  return {
    ...analysis,
    titles: [...metadata.titles],
    description: metadata.description,
    tags: [...metadata.tags],
    checks,
  };
}
