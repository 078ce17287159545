import { ArrowRight, CalendarClock, CalendarX, Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Plan } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { planFeatureLines, planName, planPrice } from '@/lib/plan-text';
import { useProcessor } from '../api/get-plans';
import { formatLongDate } from '../lib/subscription-view';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ManageBillingButton } from './manage-billing-button';
import { UsageMeter } from './usage-meter';

type SubscriptionActivePanelProps = {
  plan: Plan;
  renewsOrEnds: { ends: boolean; date: Date } | null;
};

/** '{Plan} Active' / "You're All Set!": what the plan includes, when it renews or ends, how to manage it. */
export function SubscriptionActivePanel({ plan, renewsOrEnds }: SubscriptionActivePanelProps) {
  // Known once the server answered GET /api/plans; until then no billing action is offered.
  const { t } = useTranslation('billing');
  const { locale } = useFormat();
  const name = planName(plan.id, locale);
  const processor = useProcessor();
  const ends = renewsOrEnds?.ends ?? false;
  return (
    <section
      aria-labelledby="plan-active-title"
      className="mx-auto w-full max-w-3xl overflow-hidden rounded-3xl border border-border bg-card shadow-xl shadow-violet-950/5"
    >
      <div className="bg-gradient-to-br from-violet-600 to-indigo-600 px-6 py-8 text-center text-white sm:px-10 sm:py-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
          <Crown className="size-7" aria-hidden />
        </span>
        <h1 id="plan-active-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          {t('activePanel.title', { plan: name })}
        </h1>
        <p className="mt-2 text-lg font-medium text-violet-100">{t('activePanel.allSet')}</p>
      </div>
      <div className="px-6 py-8 sm:px-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold">{t('activePanel.benefits', { plan: name })}</h2>
          <span className="text-sm text-muted-foreground">{planPrice(plan, locale)}</span>
        </div>
        <ul className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {planFeatureLines(plan.id, locale).map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
                <Check className="size-3.5" strokeWidth={3} aria-hidden />
              </span>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <UsageMeter className="mt-6" />
        {renewsOrEnds && (
          <p
            className={
              ends
                ? 'mt-6 flex items-center gap-2 rounded-xl bg-warning-soft px-4 py-3 text-sm font-medium text-warning'
                : 'mt-6 flex items-center gap-2 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground'
            }
          >
            {ends ? <CalendarX className="size-4 shrink-0" aria-hidden /> : <CalendarClock className="size-4 shrink-0" aria-hidden />}
            <span>
              {ends
                ? t('activePanel.endsOn', { date: formatLongDate(renewsOrEnds.date, locale) })
                : t('activePanel.renewsOn', { date: formatLongDate(renewsOrEnds.date, locale) })}
            </span>
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button asChild variant="brand" size="lg">
            <Link href={pagePaths.app}>
              {t('activation.startCreating')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          {processor === 'stripe' && <ManageBillingButton />}
          {processor === 'local' && !ends && <CancelSubscriptionDialog plan={plan} periodEnd={renewsOrEnds?.date ?? null} />}
        </div>
      </div>
    </section>
  );
}
