import { blogSlugs } from '@shared/catalog/blog-slugs';
import { aiImageGenerationTips } from './articles/ai-image-generation-tips';
import { aiYoutubeScriptWritingGuide } from './articles/ai-youtube-script-writing-guide';
import { seoOptimizationAiContent } from './articles/seo-optimization-ai-content';
import { blogIndex, type BlogArticleSummary, type BlogSlug } from './blog-index';

export type { BlogSlug } from './blog-index';

/** A blog article (spec §3). `content` is the markdown-like subset the Markdown component renders. */
export interface BlogArticle extends BlogArticleSummary {
  content: string;
}

const contentBySlug: Record<BlogSlug, string> = {
  'ai-youtube-script-writing-guide': aiYoutubeScriptWritingGuide,
  'ai-image-generation-tips': aiImageGenerationTips,
  'seo-optimization-ai-content': seoOptimizationAiContent,
};

/** The three published articles, in the order of blogSlugs, each with its full text. */
export const blogArticles: BlogArticle[] = blogSlugs.map((slug) => ({ ...blogIndex[slug], content: contentBySlug[slug] }));

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}
