import { Gauge } from 'lucide-react';
import { isPlanId, plans } from '@shared/catalog/plans';
import type { UsageResponse } from '@shared/contracts/usage';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useUsage } from '../api/get-usage';
import { periodPhrase } from '../lib/subscription-view';

type Allowance = UsageResponse['scripts'];

const shortDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

function tone({ used, limit }: Allowance): string {
  if (limit === null) return 'bg-primary';
  if (used >= limit) return 'bg-red-600';
  if (used >= limit * 0.8) return 'bg-amber-500';
  return 'bg-primary';
}

function Count({ label, allowance, suffix }: { label: string; allowance: Allowance & { limit: number }; suffix?: string }) {
  const reached = allowance.used >= allowance.limit;
  const share = Math.min(100, Math.round((allowance.used / Math.max(allowance.limit, 1)) * 100));
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span>
        {label}{' '}
        <span className={cn('font-semibold tabular-nums', reached ? 'text-red-700' : 'text-foreground')}>
          {allowance.used}/{allowance.limit}
        </span>
        {suffix && ` ${suffix}`}
      </span>
      <span aria-hidden className="hidden h-1.5 w-10 overflow-hidden rounded-full bg-violet-100 sm:inline-block">
        <span className={cn('block h-full rounded-full', tone(allowance))} style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}

const limited = (allowance: Allowance): allowance is Allowance & { limit: number } => allowance.limit !== null;

/**
 * 'Scripts 3/25 this week · Images 1/15': the current period's generations on plans with limits
 * (weekly, basic). Nothing for the trial and premium, which are unlimited.
 */
export function UsageMeter({ className }: { className?: string }) {
  const { user } = useAuth();
  const hasLimits =
    user !== null &&
    isPlanId(user.subscriptionPlan) &&
    plans[user.subscriptionPlan].limits.scripts !== null &&
    user.subscriptionStatus === 'active';
  const usage = useUsage({ enabled: hasLimits });
  const data = usage.data;
  if (!hasLimits || !data || !isPlanId(data.plan) || !data.canGenerate) return null;
  const { scripts, images } = data;
  if (!limited(scripts) && !limited(images)) return null;

  const period = periodPhrase(plans[data.plan].interval);
  const resets = data.periodEnd ? shortDate.format(new Date(data.periodEnd)) : null;
  return (
    <div
      data-slot="usage-meter"
      role="group"
      aria-label="Plan usage"
      title={resets ? `Your allowance resets on ${resets}` : undefined}
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-border bg-card px-3 py-1.5 text-[0.8125rem] text-muted-foreground shadow-xs sm:gap-x-3 sm:px-3.5 sm:text-sm',
        className,
      )}
    >
      <Gauge className="size-4 shrink-0 text-primary" aria-hidden />
      {limited(scripts) && <Count label="Scripts" allowance={scripts} suffix={period} />}
      {limited(scripts) && limited(images) && <span aria-hidden> · </span>}
      {limited(images) && <Count label="Images" allowance={images} suffix={limited(scripts) ? undefined : period} />}
      {resets && <span className="hidden text-xs md:inline"> Resets {resets}</span>}
    </div>
  );
}
