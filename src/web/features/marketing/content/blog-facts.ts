import type { blogSlugs } from '@shared/catalog/blog-slugs';

export type BlogSlug = (typeof blogSlugs)[number];

/** Each article's numbers and date; its words are in the `marketing` catalogue (blog.articles.{slug}). */
export const blogFacts: Record<BlogSlug, { id: string; publishDate: string; readTime: number }> = {
  'ai-youtube-script-writing-guide': { id: '1', publishDate: '2025-07-15', readTime: 8 },
  'ai-image-generation-tips': { id: '2', publishDate: '2025-07-15', readTime: 10 },
  'seo-optimization-ai-content': { id: '3', publishDate: '2025-07-15', readTime: 12 },
};
