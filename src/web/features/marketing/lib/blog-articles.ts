import type { blogSlugs } from '@shared/catalog/blog-slugs';

export type BlogSlug = (typeof blogSlugs)[number];

/** Titles of the published articles, by slug. */
export const blogTitles: Record<BlogSlug, string> = {
  'ai-youtube-script-writing-guide': 'The Complete Guide to AI YouTube Script Writing',
  'ai-image-generation-tips': 'AI Image Generation Tips for Content Creators',
  'seo-optimization-ai-content': 'SEO Optimization for AI-Generated Content',
};
