import { Check, Crown, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@shared/catalog/plans';
import type { PlanResponse } from '@shared/contracts/plans';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { planBadge, planFeatureLines, planName } from '@/lib/plan-text';

export type PlanCardState = 'available' | 'current' | 'setting-up' | 'waiting' | 'unavailable';

type PlanCardProps = {
  plan: PlanResponse;
  state: PlanCardState;
  /** Picked through ?plan=: outlined and scrolled to. */
  highlighted: boolean;
  headingLevel: 'h2' | 'h3';
  onSubscribe: (planId: PlanId) => void;
  /** Set when this deployment can take the payment on the page: the second, embedded option. */
  onPayHere?: ((planId: PlanId) => void) | undefined;
};

const badgeStyles: Record<string, string> = {
  'Best Value': 'bg-emerald-700 text-white',
  'Most Popular': 'bg-gradient-to-r from-violet-600 to-indigo-600 text-white',
};

export const planCardId = (planId: PlanId) => `plan-${planId}`;

/** One plan: name, badge, price per interval, features and its subscribe button. */
export function PlanCard({ plan, state, highlighted, headingLevel: Heading, onSubscribe, onPayHere }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const name = planName(plan.id);
  const popular = plan.badge === 'Most Popular';
  const headingId = `${planCardId(plan.id)}-name`;
  return (
    <article
      id={planCardId(plan.id)}
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      data-current={state === 'current' || undefined}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow sm:p-7',
        popular ? 'border-accent-line shadow-lg shadow-violet-900/10' : 'border-border',
        highlighted && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
        state === 'current' && 'border-success-line bg-success-soft/40',
      )}
    >
      {plan.badge && (
        <span
          className={cn(
            'absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold shadow-sm',
            badgeStyles[plan.badge] ?? 'bg-primary text-primary-foreground',
          )}
        >
          {popular ? <Crown className="size-3.5" aria-hidden /> : <Star className="size-3.5" aria-hidden />}
          {planBadge(plan.badge)}
        </span>
      )}
      <div className="flex items-start justify-between gap-3 pt-1">
        <Heading id={headingId} className="text-lg font-semibold tracking-tight">
          {name}
        </Heading>
        {state === 'current' ? (
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">{t('planCard.yourPlan')}</span>
        ) : (
          highlighted && (
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
              {t('planCard.selected')}
            </span>
          )
        )}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{format.price(plan.priceCents, 'USD')}</span>
        <span className="text-base font-medium text-muted-foreground">{t(`planCard.per.${plan.interval}`)}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{t(`planCard.billed.${plan.interval}`)}</p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {planFeatureLines(plan.id).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Check className="size-3.5" strokeWidth={3} aria-hidden />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {state === 'current' ? (
          <Button variant="outline" size="lg" className="w-full" disabled>
            {t('planCard.currentPlan')}
          </Button>
        ) : (
          <Button
            variant={popular ? 'brand' : 'default'}
            size="lg"
            className="w-full"
            disabled={state !== 'available'}
            aria-busy={state === 'setting-up' || undefined}
            onClick={() => onSubscribe(plan.id)}
          >
            {state === 'setting-up' ? (
              <>
                <Spinner className="size-4 text-current" />
                {t('planCard.settingUp')}
              </>
            ) : state === 'unavailable' ? (
              t('planCard.notAvailable')
            ) : (
              t('planCard.subscribeTo', { plan: name })
            )}
          </Button>
        )}
        {onPayHere && state !== 'current' && (
          <Button
            variant="link"
            size="sm"
            className="mt-2 w-full"
            disabled={state !== 'available'}
            aria-label={t('planCard.payHereFor', { plan: name })}
            onClick={() => onPayHere(plan.id)}
          >
            {t('planCard.payHere')}
          </Button>
        )}
      </div>
    </article>
  );
}
