import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { blogTitles } from '../lib/blog-articles';

export function BlogPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Blog" title="Genesis Studio Blog">
        Guides and ideas for creating better content with AI.
      </PageIntro>
      <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ul className="grid gap-4">
          {blogSlugs.map((slug) => (
            <li key={slug}>
              <Link
                href={`/blog/${slug}`}
                className="group flex items-center justify-between gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="font-semibold">{blogTitles[slug]}</span>
                <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                  Read More
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </MarketingLayout>
  );
}
