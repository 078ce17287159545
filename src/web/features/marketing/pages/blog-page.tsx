import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { Badge } from '@/components/ui/badge';
import { ArticleMeta, TagList } from '../components/article-meta';
import { MarketingLayout } from '../components/marketing-layout';
import { NewsletterForm } from '../components/newsletter-form';
import { PageIntro } from '../components/page-intro';
import { blogIndex } from '../content/blog-index';

export function BlogPage() {
  const { t } = useTranslation('marketing');
  const articles = blogSlugs.map((slug) => blogIndex[slug]);
  return (
    <MarketingLayout>
      <PageIntro eyebrow={t('blog.eyebrow')} title={t('blog.title')}>
        {t('blog.intro')}
      </PageIntro>
      <section aria-label={t('blog.articlesLabel')} className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => {
            const headingId = `article-${article.slug}`;
            return (
              <li key={article.slug}>
                <article
                  aria-labelledby={headingId}
                  className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
                >
                  <Badge variant="soft">{article.category}</Badge>
                  <h2 id={headingId} className="mt-4 text-xl leading-snug font-bold tracking-tight">
                    <Link href={`/blog/${article.slug}`} className="hover:text-primary">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
                  <ArticleMeta article={article} className="mt-5" />
                  <TagList tags={article.tags} className="mt-4" />
                  <div className="mt-auto pt-6">
                    <Link
                      href={`/blog/${article.slug}`}
                      aria-describedby={headingId}
                      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
                    >
                      {t('blog.readMore')}
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-3xl rounded-3xl bg-gradient-to-br from-violet-700 to-indigo-700 px-6 py-10 text-center text-white shadow-xl sm:px-12">
          <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('blog.newsletter.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-violet-100">{t('blog.newsletter.text')}</p>
          <NewsletterForm />
        </div>
      </section>
    </MarketingLayout>
  );
}
