import { ArrowRight, Check, CircleCheckBig } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { planFeatureLines, planName } from '@/lib/plan-text';
import { usePaymentConfirmation, type PaymentConfirmation } from '../hooks/use-payment-confirmation';

export function ActivatedIcon() {
  return (
    <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-emerald-50">
      <CircleCheckBig className="size-8" aria-hidden />
    </span>
  );
}

/** What 'Subscription Activated!' says while the payment is confirmed, and the plan's features once it is. */
export function ActivationStatus({ plan, confirmed, gaveUp, className, ...props }: PaymentConfirmation & ComponentProps<'div'>) {
  const { t } = useTranslation('billing');
  return (
    <div role="status" className={cn('text-muted-foreground', className)} {...props}>
      {plan ? (
        <p>{t('activation.activePlan', { plan: planName(plan.id) })}</p>
      ) : confirmed ? (
        <p>{t('activation.active')}</p>
      ) : gaveUp ? (
        <p>{t('activation.stillConfirming')}</p>
      ) : (
        <p className="inline-flex items-center gap-2">
          <Spinner className="size-4" /> {t('activation.confirming')}
        </p>
      )}
    </div>
  );
}

export function ActivatedFeatures({ plan }: Pick<PaymentConfirmation, 'plan'>) {
  const { locale } = useFormat();
  if (!plan) return null;
  return (
    <ul className="mx-auto mt-6 grid max-w-md gap-2.5 text-left text-sm sm:grid-cols-2">
      {planFeatureLines(plan.id, locale).map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" strokeWidth={3} aria-hidden />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Back from a paid checkout (success=true) on /subscription. */
export function SubscriptionActivatedPanel() {
  const { t } = useTranslation('billing');
  const confirmation = usePaymentConfirmation(null);

  return (
    <section
      aria-labelledby="activated-title"
      className="mx-auto w-full max-w-xl rounded-3xl border border-border bg-card px-6 py-10 text-center shadow-xl shadow-violet-950/5 sm:px-10"
    >
      <ActivatedIcon />
      <h1 id="activated-title" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        {t('activation.title')}
      </h1>
      <ActivationStatus {...confirmation} className="mt-3" />
      <ActivatedFeatures plan={confirmation.plan} />
      <Button asChild variant="brand" size="lg" className="mt-8">
        <Link href={pagePaths.app}>
          {t('activation.startCreating')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
