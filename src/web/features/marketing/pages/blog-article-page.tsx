import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { ComingSoon, PageIntro } from '../components/page-intro';
import { MarketingLayout } from '../components/marketing-layout';
import { blogTitles, type BlogSlug } from '../lib/blog-articles';

/** One article; the router only sends the known slugs here. */
export function BlogArticlePage({ slug }: { slug: string }) {
  const title = blogTitles[slug as BlogSlug] ?? 'Article';
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Blog" title={title} />
      <ComingSoon>
        <p>The full article is coming soon.</p>
        <Link
          href={pagePaths.blog}
          className="mt-4 inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Blog
        </Link>
      </ComingSoon>
    </MarketingLayout>
  );
}
