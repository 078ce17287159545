import { ArrowRight, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { slug } from 'github-slugger';
import { CtaPanel } from '../components/cta-band';
import { FaqList } from '../components/faq-list';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { scriptFaqCategories } from '../content/script-faq';

export function ScriptFaqPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Help center" title="YouTube Script Generator FAQ">
        Everything creators ask about AI script generation, voice cloning, YouTube growth and getting started.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Categories" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-foreground">Categories</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {scriptFaqCategories.map((category) => (
              <li key={category.name}>
                <a
                  href={`#${slug(category.name)}`}
                  className="block rounded-lg border border-border bg-card px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground lg:border-0 lg:bg-transparent lg:px-2"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {scriptFaqCategories.map((category) => {
            const id = slug(category.name);
            return (
              <section key={category.name} id={id} aria-labelledby={`${id}-heading`} className="mb-12 scroll-mt-24">
                <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
                  {category.name}
                </h2>
                <FaqList items={category.items} idPrefix={id} className="mt-5" />
              </section>
            );
          })}
          <CtaPanel
            title="Write your next script in minutes"
            headingId="script-faq-cta"
            className="px-6 py-10 sm:px-10"
            secondary={
              <Link href={pagePaths.comparison}>
                <Scale aria-hidden />
                Compare AI Script Generators
                <ArrowRight aria-hidden />
              </Link>
            }
          >
            Try every tool free for {freeTrial.durationHours} hours, no credit card required, or see how Genesis Studio compares with other
            AI script generators.
          </CtaPanel>
        </div>
      </div>
    </MarketingLayout>
  );
}
