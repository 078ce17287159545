/**
 * SEO analysis constants (spec §9) and the YouTube limits the analyzer checks against. The server
 * enforces them, the client shows them; both import them from here.
 */
export const seoAudiences = ['General', 'Business Professionals', 'Content Creators', 'Students', 'Tech Enthusiasts'] as const;
export type SeoAudience = (typeof seoAudiences)[number];
export const DEFAULT_SEO_AUDIENCE: SeoAudience = 'General';

export const seoCompetitionLevels = ['Low', 'Medium', 'High'] as const;
export type SeoCompetition = (typeof seoCompetitionLevels)[number];
export const DEFAULT_SEO_COMPETITION: SeoCompetition = 'Medium';

export type ScoreBand = 'green' | 'yellow' | 'red';

/** Score card colour: 80 or above green, 60 to 79 yellow, below 60 red. Accepts the numeric string too. */
export function scoreBand(score: number | string): ScoreBand {
  const value = typeof score === 'string' ? Number(score) : score;
  if (!Number.isFinite(value)) return 'red';
  if (value >= 80) return 'green';
  if (value >= 60) return 'yellow';
  return 'red';
}

export const YOUTUBE_LIMITS = {
  /** Titles are shown in full below this many characters; a suggestion must be shorter. */
  titleMaxChars: 70,
  /** Search results and the collapsed description show this many characters: the hook goes here. */
  descriptionPreviewChars: 150,
  /** YouTube's hard limit on a description. */
  descriptionMaxChars: 5000,
  /**
   * Total tag length, counted as YouTube counts it: the characters of every tag, a comma between
   * tags, and two quote characters around a tag that contains a space.
   */
  tagsMaxTotalChars: 500,
} as const;

/** The analyzer's own aims for tags and hashtags. */
export const SEO_TAG_COUNT = { min: 5, max: 15 } as const;
export const SEO_HASHTAG_COUNT = { min: 3, max: 5 } as const;
export const SEO_TITLE_COUNT = 5;

/**
 * Content of this many bytes (UTF-8) or more is refused before analysis: the route answers 413
 * with SEO_CONTENT_TOO_LARGE_MESSAGE. "100 KB" is read as 100,000 bytes, and 100 KB itself is refused.
 */
export const SEO_CONTENT_LIMIT_BYTES = 100_000;
export const SEO_CONTENT_TOO_LARGE_MESSAGE = 'Content is too large to analyze. Please keep it under 100 KB.';

const utf8 = new TextEncoder();

export function seoContentBytes(content: string): number {
  return utf8.encode(content).length;
}

export function isSeoContentTooLarge(content: string): boolean {
  // Every UTF-16 unit is at most 3 UTF-8 bytes, so short texts skip the encoding.
  if (content.length * 3 < SEO_CONTENT_LIMIT_BYTES) return false;
  return seoContentBytes(content) >= SEO_CONTENT_LIMIT_BYTES;
}
