// Build-time only (imported by entry-prerender): the <head> of each pre-rendered page.
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { interfaceLocales, localePath, splitLocalePath } from '@shared/i18n/locales';
import { normalizePath, pagePaths } from '@shared/routes';
import { blogIndex } from '@/features/marketing/content/blog-index';
import { faqItems, type FaqItem } from '@/features/marketing/content/faq';
import { scriptFaqCategories } from '@/features/marketing/content/script-faq';
import { notFoundMeta, pageMeta } from './page-meta';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function faqPage(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The page's JSON-LD, in its language (the build loads that language's marketing catalogues first). */
function structuredData(path: string, url: string, locale: string): object | null {
  if (path === pagePaths.faq) return faqPage(faqItems(locale));
  if (path === pagePaths.scriptFaq) return faqPage(scriptFaqCategories(locale).flatMap((category) => category.items));
  const slug = blogSlugs.find((candidate) => path === `/blog/${candidate}`);
  if (!slug) return null;
  const article = blogIndex[slug];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    author: { '@type': 'Organization', name: article.author },
    datePublished: article.publishDate,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: 'Genesis Studio' },
  };
}

/**
 * Title, description, canonical URL, Open Graph tags and JSON-LD for `path`; a noindex head for the
 * 404 page and for the studio's frame (/app: nothing in it is for search engines).
 */
export function headTags(pathname: string, origin: string, notFound = false): string {
  const address = normalizePath(pathname);
  const { locale, path } = splitLocalePath(address);
  const meta = notFound ? notFoundMeta() : pageMeta(path);
  const url = `${origin}${address}`;
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (notFound || path === pagePaths.app) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  tags.push(
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // The page in every interface language, English's for any other.
    ...interfaceLocales.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${origin}${localePath(other, path)}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}" />`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
    `<meta property="og:site_name" content="Genesis Studio" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  );
  const data = structuredData(path, url, locale);
  if (data) {
    // "<" escaped so the JSON can never close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}
