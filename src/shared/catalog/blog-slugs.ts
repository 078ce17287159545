/** The published articles' slugs; /blog/{slug} serves these and 404s any other. */
export const blogSlugs = ['ai-youtube-script-writing-guide', 'ai-image-generation-tips', 'seo-optimization-ai-content'] as const;
