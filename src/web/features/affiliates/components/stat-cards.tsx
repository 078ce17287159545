import { DollarSign, MousePointerClick, Percent, UsersRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffiliateDashboard } from '@shared/contracts/affiliates';
import { formatNumber } from '@/i18n/format';
import { formatConversionRate, formatDollars } from '../lib/format';

function StatCard({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label}
        <Icon aria-hidden className="size-4 text-primary" />
      </dt>
      <dd data-testid={testId} className="mt-2 text-3xl font-bold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** Total Earnings, Total Referrals, Total Clicks and Conversion Rate (spec §2). */
export function StatCards({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { t, i18n } = useTranslation('affiliates');
  const locale = i18n.language;
  const { affiliate, stats } = dashboard;
  return (
    <dl aria-label={t('stats.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={DollarSign}
        label={t('stats.totalEarnings')}
        value={formatDollars(affiliate.totalEarnings, locale)}
        testId="stat-total-earnings"
      />
      <StatCard
        icon={UsersRound}
        label={t('stats.totalReferrals')}
        value={formatNumber(affiliate.totalReferrals, undefined, locale)}
        testId="stat-total-referrals"
      />
      <StatCard
        icon={MousePointerClick}
        label={t('stats.totalClicks')}
        value={formatNumber(stats.clicks, undefined, locale)}
        testId="stat-total-clicks"
      />
      <StatCard
        icon={Percent}
        label={t('stats.conversionRate')}
        value={formatConversionRate(stats.conversionRate, locale)}
        testId="stat-conversion-rate"
      />
    </dl>
  );
}
