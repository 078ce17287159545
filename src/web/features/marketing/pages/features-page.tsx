import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CtaBand } from '../components/cta-band';
import { TrialAndLogin } from '../components/trial-and-login';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { featureDetails } from '../content/features';

export function FeaturesPage() {
  const { t, i18n } = useTranslation(['marketing', 'features']);
  return (
    <MarketingLayout>
      <PageIntro eyebrow={t('featuresPage.eyebrow')} title={t('featuresPage.title')}>
        <p>{t('featuresPage.intro')}</p>
        <TrialAndLogin />
      </PageIntro>
      <section aria-label={t('featuresPage.listLabel')} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {featureDetails(i18n.language).map(({ id, title, summary, points, icon: Icon, links }) => (
            <li key={id} id={id} className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon className="size-6" aria-hidden />
                </span>
                <div>
                  <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
                  <p className="mt-1 text-muted-foreground">{summary}</p>
                </div>
              </div>
              <ul className="mt-6 grid gap-2.5 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2.5">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              {links && (
                <div className="mt-6 flex flex-wrap gap-3">
                  {links.map(({ label, href }) => (
                    <Button key={href} asChild variant="outline">
                      <a href={href}>{label}</a>
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <CtaBand title={t('featuresPage.cta')} />
    </MarketingLayout>
  );
}
