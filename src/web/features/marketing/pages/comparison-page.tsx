import { Check, ExternalLink, Minus, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { freeTrial } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { StartTrialButton } from '../components/start-trial-button';
import {
  comparisonCheckedOn,
  comparisonRows,
  platformName,
  platforms,
  type ComparisonRow,
  type Platform,
  type PlatformId,
} from '../content/comparison';
import { formatIsoDate } from '../lib/format-date';

const columns: PlatformId[] = ['genesis', 'jasper', 'copyai'];

function WinnerLabel({ winner }: { winner: PlatformId | 'tie' }) {
  const { t } = useTranslation('marketing');
  if (winner === 'tie') {
    return (
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Minus aria-hidden className="size-4" />
        {t('comparisonPage.tie')}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold', winner === 'genesis' ? 'text-success' : 'text-foreground')}>
      <Trophy aria-hidden className="size-4" />
      {platformName(winner)}
    </span>
  );
}

function ComparisonTable({ rows }: { rows: ComparisonRow[] }) {
  const { t } = useTranslation('marketing');
  return (
    <div
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
      className="hidden overflow-x-auto rounded-2xl border border-border bg-card shadow-sm md:block"
    >
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption id="comparison-caption" className="px-5 pt-5 pb-2 text-left">
          <span className="text-lg font-semibold text-foreground">{t('comparisonPage.tableTitle')}</span>
          <span className="mt-1 block text-sm font-normal text-muted-foreground">
            {t('comparisonPage.tableDescription', { first: platformName('jasper'), second: platformName('copyai') })}
          </span>
        </caption>
        <thead>
          <tr className="border-b border-border bg-muted/60">
            <th scope="col" className="px-5 py-3 font-semibold">
              {t('comparisonPage.feature')}
            </th>
            {columns.map((id) => (
              <th key={id} scope="col" className={cn('px-5 py-3 font-semibold', id === 'genesis' && 'text-primary')}>
                {platformName(id)}
              </th>
            ))}
            <th scope="col" className="px-5 py-3 font-semibold">
              {t('comparisonPage.winner')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              <th scope="row" className="px-5 py-4 font-medium text-foreground">
                {row.feature}
              </th>
              {columns.map((id) => (
                <td
                  key={id}
                  className={cn(
                    'px-5 py-4 text-muted-foreground',
                    id === 'genesis' && 'bg-accent/50 text-foreground',
                    row.winner === id && 'font-medium',
                  )}
                >
                  {row[id]}
                </td>
              ))}
              <td className="px-5 py-4 whitespace-nowrap">
                <WinnerLabel winner={row.winner} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same comparison on narrow screens: one card per feature instead of a wide table. */
function ComparisonCards({ rows }: { rows: ComparisonRow[] }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="md:hidden">
      <h2 className="text-lg font-semibold">{t('comparisonPage.tableTitle')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('comparisonPage.tableDescription', { first: platformName('jasper'), second: platformName('copyai') })}
      </p>
      <ul className="mt-5 grid gap-4">
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">{row.feature}</h3>
            <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
              {columns.map((id) => (
                <div key={id} className="contents">
                  <dt className={cn('font-medium', id === 'genesis' ? 'text-primary' : 'text-foreground')}>{platformName(id)}</dt>
                  <dd className="text-muted-foreground">{row[id]}</dd>
                </div>
              ))}
              <div className="contents">
                <dt className="font-medium text-foreground">{t('comparisonPage.winner')}</dt>
                <dd>
                  <WinnerLabel winner={row.winner} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlatformCard({ platform }: { platform: Platform }) {
  const { t } = useTranslation('marketing');
  const ours = platform.id === 'genesis';
  const headingId = `platform-${platform.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        ours ? 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {platform.name}
        </h3>
        {ours && <Badge>{t('comparisonPage.ourPick')}</Badge>}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{platform.tagline}</p>
      <p className="mt-4 text-2xl font-bold tracking-tight">{platform.price}</p>
      <ul className="mt-5 grid gap-2.5 text-sm">
        {platform.highlights.map((highlight) => (
          <li key={highlight} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {highlight}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2 pt-6">
        {ours && <StartTrialButton className="w-full" />}
        <Button asChild variant="outline" className="w-full">
          {platform.visitUrl.startsWith('/') ? (
            <Link href={platform.visitUrl}>{t('comparisonPage.visit', { name: platform.name })}</Link>
          ) : (
            <a href={platform.visitUrl} target="_blank" rel="noopener noreferrer">
              {t('comparisonPage.visit', { name: platform.name })}
              <ExternalLink aria-hidden />
              <span className="sr-only">{t('comparisonPage.newTab')}</span>
            </a>
          )}
        </Button>
      </div>
    </li>
  );
}

export function ComparisonPage() {
  const { t } = useTranslation(['marketing', 'comparison']);
  const { locale } = useFormat();
  const rows = comparisonRows(locale);
  return (
    <MarketingLayout>
      <PageIntro eyebrow={t('comparisonPage.eyebrow')} title={t('comparisonPage.title')}>
        {t('comparisonPage.intro')}
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ComparisonTable rows={rows} />
        <ComparisonCards rows={rows} />
        <p className="mt-4 text-xs text-muted-foreground">
          {t('comparisonPage.checkedOn', { date: formatIsoDate(comparisonCheckedOn, locale) })}
        </p>

        <section aria-labelledby="platforms-heading" className="mt-16">
          <h2 id="platforms-heading" className="text-3xl font-bold tracking-tight">
            {t('comparisonPage.platformsTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {platforms(locale).map((platform) => (
              <PlatformCard key={platform.id} platform={platform} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="comparison-cta" className="mt-16 rounded-3xl border border-border bg-studio-grid p-8 text-center sm:p-12">
          <h2 id="comparison-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('comparisonPage.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t('comparisonPage.ctaText', { hours: freeTrial.durationHours })}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <StartTrialButton size="lg" />
            <Button asChild size="lg" variant="outline">
              <Link href={pagePaths.scriptFaq}>{t('comparisonPage.readScriptFaq')}</Link>
            </Button>
          </div>
        </section>
      </div>
    </MarketingLayout>
  );
}
