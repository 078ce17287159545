import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { ArticleMeta, TagList } from '../components/article-meta';
import { Markdown } from '@/components/markdown';
import { MarketingLayout } from '../components/marketing-layout';
import { StartTrialButton } from '../components/start-trial-button';
import { blogIndex, type BlogSlug } from '../content/blog-index';
import { useDocument } from '../content/documents';

function BackToBlog() {
  const { t } = useTranslation('marketing');
  return (
    <Link href={pagePaths.blog} className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t('article.backToBlog')}
    </Link>
  );
}

/** One article in full; the router sends only the known slugs here. */
export function BlogArticlePage({ slug }: { slug: BlogSlug }) {
  const { t } = useTranslation('marketing');
  const article = blogIndex[slug];
  const content = useDocument(slug);
  return (
    <MarketingLayout>
      <article aria-labelledby="article-title">
        <header className="border-b border-border bg-studio-grid">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
            <BackToBlog />
            <div className="mt-8">
              <Badge variant="soft">{article.category}</Badge>
            </div>
            <h1 id="article-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground">{article.excerpt}</p>
            <ArticleMeta article={article} className="mt-6" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <Markdown source={content} />
          <footer className="mt-12 border-t border-border pt-6">
            <TagList tags={article.tags} />
          </footer>
        </div>
      </article>
      <aside aria-labelledby="article-cta" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <div className="rounded-3xl border border-primary/20 bg-accent p-8 text-center">
          <h2 id="article-cta" className="text-2xl font-bold tracking-tight">
            {t('article.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-muted-foreground">{t('article.ctaText', { hours: freeTrial.durationHours })}</p>
          <StartTrialButton size="lg" className="mt-6" />
        </div>
        <div className="mt-10">
          <BackToBlog />
        </div>
      </aside>
    </MarketingLayout>
  );
}
