import { DollarSign, MousePointerClick, Percent, UsersRound } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AffiliateDashboard } from '@shared/contracts/affiliates';
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
  const { affiliate, stats } = dashboard;
  return (
    <dl aria-label="Affiliate statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={DollarSign} label="Total Earnings" value={formatDollars(affiliate.totalEarnings)} testId="stat-total-earnings" />
      <StatCard icon={UsersRound} label="Total Referrals" value={String(affiliate.totalReferrals)} testId="stat-total-referrals" />
      <StatCard icon={MousePointerClick} label="Total Clicks" value={String(stats.clicks)} testId="stat-total-clicks" />
      <StatCard icon={Percent} label="Conversion Rate" value={formatConversionRate(stats.conversionRate)} testId="stat-conversion-rate" />
    </dl>
  );
}
