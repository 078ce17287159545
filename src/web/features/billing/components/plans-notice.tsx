import { Hourglass, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Plan } from '@shared/catalog/plans';
import { withoutTrialMessages } from '@shared/subscription';
import { cn } from '@/lib/cn';
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
  if (notice === 'past_due') {
    return (
      <div
        role="alert"
        className="flex flex-col gap-4 rounded-2xl border border-danger-line bg-danger-soft p-5 text-danger sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
          <div>
            <p className="font-semibold">Your last payment failed</p>
            <p className="mt-1 text-sm text-danger">
              {previousPlan ? `Your ${previousPlan.name} plan is on hold` : 'Your plan is on hold'} until a payment goes through. Subscribe
              again below to keep creating.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          {portal}
          <a
            href={`#${planCardId(previousPlan?.id ?? 'basic')}`}
            className="inline-flex h-10 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800"
          >
            Subscribe again
          </a>
        </div>
      </div>
    );
  }

  const { icon, title, text, tone } = {
    trialing: {
      icon: Info,
      title: 'You are on the free trial.',
      text: 'Pick a plan now to keep creating when your 24 hours are up.',
      tone: 'border-accent-line bg-accent text-accent-foreground',
    },
    trial_expired: {
      icon: Hourglass,
      title: 'Your free trial has ended.',
      text: `Choose a plan to continue using ${site.name}.`,
      tone: 'border-warning-line bg-warning-soft text-warning',
    },
    without_trial: {
      icon: Info,
      title: withoutTrialMessages.notice,
      text: `The free trial is one per e-mail address. Choose a plan to start creating with ${site.name}.`,
      tone: 'border-warning-line bg-warning-soft text-warning',
    },
    canceled: {
      icon: Hourglass,
      title: previousPlan ? `Your ${previousPlan.name} plan has ended.` : 'Your plan has ended.',
      text: `Choose a plan to continue using ${site.name}.`,
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
