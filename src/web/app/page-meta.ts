import { blogSlugs } from '@shared/catalog/blog-slugs';
import { isPagePath, normalizePath, pagePaths } from '@shared/routes';
import { blogIndex } from '@/features/marketing/content/blog-index';
import { i18n } from '@/i18n/i18n';

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
}

/** The public pages and the sign-in, sign-up and plans pages: a title and description each (`pages` catalogue). */
const describedPages = {
  [pagePaths.home]: 'home',
  [pagePaths.about]: 'about',
  [pagePaths.features]: 'features',
  [pagePaths.faq]: 'faq',
  [pagePaths.blog]: 'blog',
  [pagePaths.comparison]: 'comparison',
  [pagePaths.scriptFaq]: 'scriptFaq',
  [pagePaths.privacy]: 'privacy',
  [pagePaths.login]: 'login',
  [pagePaths.register]: 'register',
  [pagePaths.subscription]: 'subscription',
  [pagePaths.terms]: 'terms',
} as const;

/** The signed-in and account pages: not indexed, but each with its own tab title. */
const titledPages = {
  [pagePaths.app]: 'app',
  [pagePaths.affiliate]: 'affiliate',
  [pagePaths.ownerVoice]: 'ownerVoice',
  [pagePaths.voice]: 'voice',
  [pagePaths.account]: 'account',
  [pagePaths.calendar]: 'calendar',
  [pagePaths.forgotPassword]: 'forgotPassword',
  [pagePaths.resetPassword]: 'resetPassword',
  [pagePaths.verifyEmail]: 'verifyEmail',
  [pagePaths.confirmEmail]: 'confirmEmail',
  [pagePaths.admin]: 'admin',
} as const;

const t = i18n.getFixedT(null, 'pages');
const titled = (title: string) => t('titled', { title });
const defaultMeta = (): PageMeta => ({ title: t('site'), description: t('home.description'), type: 'website' });
const appMeta = (title: string): PageMeta => ({ ...defaultMeta(), title: titled(title) });

function describedMeta(key: (typeof describedPages)[keyof typeof describedPages]): PageMeta {
  const title = t(`${key}.title`);
  return { title: key === 'home' ? title : titled(title), description: t(`${key}.description`), type: 'website' };
}

export const notFoundMeta = (): PageMeta => ({ title: titled(t('notFound')), description: '', type: 'website' });

/** Loads the titles in the active language (the router asks on each navigation, the build for each page). */
export const loadPageMeta = () => i18n.loadNamespaces(['pages', 'marketing']);

/** The head of `pathname`: its own title, or the 404 page's for a path the client does not serve. */
export function pageMeta(pathname: string): PageMeta {
  const path = normalizePath(pathname);
  if (path in describedPages) return describedMeta(describedPages[path as keyof typeof describedPages]);
  if (path in titledPages) return appMeta(t(titledPages[path as keyof typeof titledPages]));
  const slug = blogSlugs.find((candidate) => path === `/blog/${candidate}`);
  if (slug) return { title: titled(blogIndex[slug].title), description: blogIndex[slug].excerpt, type: 'article' };
  if (path.startsWith('/checkout/local/') && isPagePath(path)) return appMeta(t('checkout'));
  return isPagePath(path) ? defaultMeta() : notFoundMeta();
}
