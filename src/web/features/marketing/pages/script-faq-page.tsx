import { ArrowRight, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { CtaPanel } from '../components/cta-band';
import { FaqList } from '../components/faq-list';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { scriptFaqCategories } from '../content/script-faq';

export function ScriptFaqPage() {
  const { t, i18n } = useTranslation(['marketing', 'scriptFaq']);
  const categories = scriptFaqCategories(i18n.language);
  return (
    <MarketingLayout>
      <PageIntro eyebrow={t('scriptFaqPage.eyebrow')} title={t('scriptFaqPage.title')}>
        {t('scriptFaqPage.intro')}
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('scriptFaqPage.categories')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-foreground">{t('scriptFaqPage.categories')}</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.anchor}`}
                  className="block rounded-lg border border-border bg-card px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground lg:border-0 lg:bg-transparent lg:px-2"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {categories.map((category) => {
            const id = category.anchor;
            return (
              <section key={category.id} id={id} aria-labelledby={`${id}-heading`} className="mb-12 scroll-mt-24">
                <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
                  {category.name}
                </h2>
                <FaqList items={category.items} idPrefix={id} className="mt-5" />
              </section>
            );
          })}
          <CtaPanel
            title={t('scriptFaqPage.ctaTitle')}
            headingId="script-faq-cta"
            className="px-6 py-10 sm:px-10"
            secondary={
              <Link href={pagePaths.comparison}>
                <Scale aria-hidden />
                {t('scriptFaqPage.compare')}
                <ArrowRight aria-hidden />
              </Link>
            }
          >
            {t('scriptFaqPage.ctaText', { hours: freeTrial.durationHours })}
          </CtaPanel>
        </div>
      </div>
    </MarketingLayout>
  );
}
