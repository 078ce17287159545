import type { blogSlugs } from '@shared/catalog/blog-slugs';

export type BlogSlug = (typeof blogSlugs)[number];

/** An article's card and head data: everything but the text (spec §3 Blog article). */
export interface BlogArticleSummary {
  id: string;
  slug: BlogSlug;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  /** Minutes, at about 200 words a minute. */
  readTime: number;
  category: string;
  tags: string[];
}

const author = 'Genesis Studio Team';

/**
 * The articles by slug, without their text: small enough for page metadata and the blog list.
 * blog-articles.ts adds the text.
 */
export const blogIndex: Record<BlogSlug, BlogArticleSummary> = {
  'ai-youtube-script-writing-guide': {
    id: '1',
    slug: 'ai-youtube-script-writing-guide',
    title: 'The Complete Guide to AI YouTube Script Writing',
    excerpt:
      'How to brief an AI script generator, pick the right length and tone, write a hook that holds viewers and turn a first draft into a script that sounds like you.',
    author,
    publishDate: '2025-07-15',
    readTime: 8,
    category: 'Script Writing',
    tags: ['YouTube', 'Script Writing', 'AI Tools', 'Audience Retention'],
  },
  'ai-image-generation-tips': {
    id: '2',
    slug: 'ai-image-generation-tips',
    title: 'AI Image Generation Tips for Content Creators',
    excerpt:
      'Write prompts that work, choose styles, lighting and composition on purpose, and build thumbnails and visuals that stand out in a crowded feed.',
    author,
    publishDate: '2025-07-15',
    readTime: 10,
    category: 'Image Generation',
    tags: ['AI Art', 'Thumbnails', 'Prompt Writing', 'Design'],
  },
  'seo-optimization-ai-content': {
    id: '3',
    slug: 'seo-optimization-ai-content',
    title: 'SEO Optimization for AI-Generated Content',
    excerpt:
      'How search engines treat AI-assisted content, and a practical checklist for research, structure, on-page SEO and YouTube metadata that gets your work found.',
    author,
    publishDate: '2025-07-15',
    readTime: 12,
    category: 'SEO',
    tags: ['SEO', 'YouTube SEO', 'Content Strategy', 'AI Writing'],
  },
};
