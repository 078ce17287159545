import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { MarketingLayout } from './marketing-layout';
import { Markdown, markdownOutline } from '@/components/markdown';
import { LEGAL_LAST_UPDATED } from '../content/site-facts';
import { formatIsoDate } from '../lib/format-date';

/** A legal text: title, last-updated date, a table of contents of its sections and the text itself. */
export function LegalDocument({ title, summary, source }: { title: string; summary: string; source: string }) {
  const { t, i18n } = useTranslation('marketing');
  const sections = useMemo(() => markdownOutline(source).filter((heading) => heading.depth === 2), [source]);
  return (
    <MarketingLayout>
      <header className="border-b border-border bg-studio-grid">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('legal.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{summary}</p>
          <p className="mt-4 text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="legal.lastUpdated"
              values={{ date: formatIsoDate(LEGAL_LAST_UPDATED, i18n.language) }}
              components={{ time: <time dateTime={LEGAL_LAST_UPDATED} /> }}
            />
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t('legal.onThisPage')} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <p className="text-sm font-semibold">{t('legal.onThisPage')}</p>
          <ol className="mt-3 grid gap-1 border-l border-border text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-3 text-muted-foreground hover:border-primary hover:text-foreground"
                >
                  {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Markdown source={source} className="max-w-3xl text-base sm:text-base sm:leading-7" />
      </div>
    </MarketingLayout>
  );
}
