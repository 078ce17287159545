import { i18n } from '@/i18n/i18n';
import { blogFacts, type BlogSlug } from './blog-facts';

export type { BlogSlug } from './blog-facts';

/** An article's card and head data: everything but the text (spec §3 Blog article). */
export interface BlogArticleSummary {
  id: string;
  slug: BlogSlug;
  /** The words (title, excerpt, author, category, tags) are read in the active language each time. */
  readonly title: string;
  readonly excerpt: string;
  readonly author: string;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  /** Minutes, at about 200 words a minute. */
  readTime: number;
  readonly category: string;
  readonly tags: string[];
}

/** An article's facts, and its words from the `marketing` catalogue (blog.articles.{slug}) in the active language. */
function summary(slug: BlogSlug): BlogArticleSummary {
  return {
    ...blogFacts[slug],
    slug,
    get title() {
      return i18n.t(`marketing:blog.articles.${slug}.title`);
    },
    get excerpt() {
      return i18n.t(`marketing:blog.articles.${slug}.excerpt`);
    },
    get author() {
      return i18n.t('marketing:blog.author');
    },
    get category() {
      return i18n.t(`marketing:blog.articles.${slug}.category`);
    },
    get tags() {
      return [...i18n.t(`marketing:blog.articles.${slug}.tags`, { returnObjects: true })];
    },
  };
}

/**
 * The articles by slug, without their text: small enough for page metadata and the blog list.
 * content/documents holds the text, in each language.
 */
export const blogIndex: Record<BlogSlug, BlogArticleSummary> = {
  'ai-youtube-script-writing-guide': summary('ai-youtube-script-writing-guide'),
  'ai-image-generation-tips': summary('ai-image-generation-tips'),
  'seo-optimization-ai-content': summary('seo-optimization-ai-content'),
};
