import { blogSlugs } from './catalog/blog-slugs';

/** Every page path the client serves (spec §2). The server answers 404 with the shell for any other. */
export const pagePaths = {
  home: '/',
  about: '/about',
  features: '/features',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  blog: '/blog',
  comparison: '/ai-script-generator-comparison',
  scriptFaq: '/youtube-script-generator-faq',
  login: '/login',
  register: '/register',
  subscription: '/subscription',
  app: '/app',
  affiliate: '/affiliate',
  ownerVoice: '/owner-voice',
  voice: '/voice',
} as const;

const staticPaths = new Set<string>(Object.values(pagePaths));
const blogArticlePaths = new Set<string>(blogSlugs.map((slug) => `/blog/${slug}`));

export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return staticPaths.has(path) || blogArticlePaths.has(path);
}
