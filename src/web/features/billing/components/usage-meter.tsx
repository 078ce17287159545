import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isPlanId, plans } from '@shared/catalog/plans';
import type { UsageResponse } from '@shared/contracts/usage';
import { useAuth } from '@/features/auth';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useUsage } from '../api/get-usage';

type Allowance = UsageResponse['scripts'];

function tone({ used, limit }: Allowance): string {
  if (limit === null) return 'bg-primary';
  if (used >= limit) return 'bg-red-600';
  if (used >= limit * 0.8) return 'bg-amber-500';
  return 'bg-primary';
}

function Count({ label, allowance, suffix }: { label: string; allowance: Allowance & { limit: number }; suffix?: string }) {
  const reached = allowance.used >= allowance.limit;
  const share = Math.min(100, Math.round((allowance.used / Math.max(allowance.limit, 1)) * 100));
  const format = useFormat();
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span>
        {label}{' '}
        <span className={cn('font-semibold tabular-nums', reached ? 'text-danger' : 'text-foreground')}>
          {format.number(allowance.used)}/{format.number(allowance.limit)}
        </span>
        {suffix && ` ${suffix}`}
      </span>
      <span aria-hidden className="hidden h-1.5 w-10 overflow-hidden rounded-full bg-accent sm:inline-block">
        <span className={cn('block h-full rounded-full', tone(allowance))} style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}

const limited = (allowance: Allowance): allowance is Allowance & { limit: number } => allowance.limit !== null;

/** What the meter counts: the plan's allowances while it is paid up, else the fair-use limits an administrator set. */
function countedBy(data: UsageResponse) {
  if (isPlanId(data.plan) && data.canGenerate && (limited(data.scripts) || limited(data.images))) {
    const { scripts, images, periodEnd } = data;
    return { kind: 'plan', scripts, images, period: plans[data.plan].interval, resets: periodEnd } as const;
  }
  const fairUse = data.fairUse;
  if (fairUse && (limited(fairUse.scripts) || limited(fairUse.images))) {
    const { scripts, images, resetsAt } = fairUse;
    return { kind: 'fairUse', scripts, images, period: fairUse.period, resets: resetsAt } as const;
  }
  return null;
}

/**
 * 'Scripts 3/25 this week · Images 1/15': the current period's generations on plans with limits
 * (weekly, basic), or against the fair-use limits an administrator set when payments are off.
 * Nothing for the trial, premium and administrators, who are unlimited.
 */
export function UsageMeter({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const { user } = useAuth();
  const planHasLimits =
    user !== null &&
    user.access === 'subscription' &&
    isPlanId(user.subscriptionPlan) &&
    plans[user.subscriptionPlan].limits.scripts !== null &&
    user.subscriptionStatus === 'active';
  // With payments off, an administrator may have set fair-use limits the user object does not carry.
  const enabled = planHasLimits || user?.access === 'payments_off';
  const usage = useUsage({ enabled });
  const counted = enabled && usage.data ? countedBy(usage.data) : null;
  if (!counted) return null;
  const { scripts, images } = counted;
  const period = t(`usageMeter.period.${counted.period}`);

  const resets = counted.resets ? format.date(counted.resets, { weekday: 'short', month: 'short', day: 'numeric' }) : null;
  return (
    <div
      data-slot="usage-meter"
      role="group"
      aria-label={t(`usageMeter.label.${counted.kind}`)}
      title={resets ? t(`usageMeter.resetsOn.${counted.kind}`, { date: resets }) : undefined}
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-border bg-card px-3 py-1.5 text-[0.8125rem] text-muted-foreground shadow-xs sm:gap-x-3 sm:px-3.5 sm:text-sm',
        className,
      )}
    >
      <Gauge className="size-4 shrink-0 text-primary" aria-hidden />
      {limited(scripts) && <Count label={t('usageMeter.scripts')} allowance={scripts} suffix={period} />}
      {limited(scripts) && limited(images) && <span aria-hidden> · </span>}
      {limited(images) && <Count label={t('usageMeter.images')} allowance={images} suffix={limited(scripts) ? undefined : period} />}
      {resets && <span className="hidden text-xs md:inline"> {t('usageMeter.resets', { date: resets })}</span>}
    </div>
  );
}
