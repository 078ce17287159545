import { Hourglass, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/catalog/plans';
import { cn } from '@/lib/cn';
import { planName } from '@/lib/plan-text';
import { site } from '@/lib/site';
import type { PlansNotice as Notice } from '../lib/subscription-view';
import { planCardId } from './plan-card';

type PlansNoticeProps = {
  notice: Notice;
  previousPlan: Plan | null;
  /** Stripe subscribers can also fix a failed payment in the billing portal. */
  portal?: ReactNode;
};

/** One line above the cards saying where the user stands: on the trial, trial over, plan ended, payment failed. */
export function PlansNotice({ notice, previousPlan, portal }: PlansNoticeProps) {
  const { t } = useTranslation('billing');
  const previousName = previousPlan ? planName(previousPlan.id) : null;
  if (notice === 'past_due') {
    return (
      <div
        role="alert"
        className="flex flex-col gap-4 rounded-2xl border border-danger-line bg-danger-soft p-5 text-danger sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          <div>
            <p className="font-semibold">{t('plansNotice.pastDue.title')}</p>
            <p className="mt-1 text-sm text-danger">
              {previousName ? t('plansNotice.pastDue.textPlan', { plan: previousName }) : t('plansNotice.pastDue.text')}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          {portal}
          <a
            href={`#${planCardId(previousPlan?.id ?? 'basic')}`}
            className="inline-flex h-10 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800"
          >
            {t('plansNotice.pastDue.subscribeAgain')}
          </a>
        </div>
      </div>
    );
  }

  const { icon, title, text, tone } = {
    trialing: {
      icon: Info,
      title: t('plansNotice.trialing.title'),
      text: t('plansNotice.trialing.text'),
      tone: 'border-accent-line bg-accent text-accent-foreground',
    },
    trial_expired: {
      icon: Hourglass,
      title: t('plansNotice.trialExpired.title'),
      text: t('plansNotice.continueUsing', { site: site.name }),
      tone: 'border-warning-line bg-warning-soft text-warning',
    },
    without_trial: {
      icon: Info,
      title: t('plansNotice.withoutTrial.title'),
      text: t('plansNotice.withoutTrial.text', { site: site.name }),
      tone: 'border-warning-line bg-warning-soft text-warning',
    },
    canceled: {
      icon: Hourglass,
      title: previousName ? t('plansNotice.canceled.titlePlan', { plan: previousName }) : t('plansNotice.canceled.title'),
      text: t('plansNotice.continueUsing', { site: site.name }),
      tone: 'border-warning-line bg-warning-soft text-warning',
    },
  }[notice];
  const Icon = icon;
  return (
    <p className={cn('flex items-start gap-3 rounded-2xl border px-5 py-4 text-sm sm:items-center', tone)}>
      <Icon className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden />
      <span>
        <strong className="font-semibold">{title}</strong> {text}
      </span>
    </p>
  );
}
