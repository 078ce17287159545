import { ArrowRight, Check, CircleCheckBig } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
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
  return (
    <div role="status" className={cn('text-muted-foreground', className)} {...props}>
      {plan ? (
        <p>Thank you! Your {plan.name} plan is active, and everything it includes is ready in the studio.</p>
      ) : confirmed ? (
        <p>Thank you! Your plan is active, and everything it includes is ready in the studio.</p>
      ) : gaveUp ? (
        <p>Thank you! Your payment is still being confirmed; this can take a minute. Your plan switches on by itself once it is.</p>
      ) : (
        <p className="inline-flex items-center gap-2">
          <Spinner className="size-4" /> Confirming your payment…
        </p>
      )}
    </div>
  );
}

export function ActivatedFeatures({ plan }: Pick<PaymentConfirmation, 'plan'>) {
  if (!plan) return null;
  return (
    <ul className="mx-auto mt-6 grid max-w-md gap-2.5 text-left text-sm sm:grid-cols-2">
      {plan.features.map((feature) => (
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
  const confirmation = usePaymentConfirmation(null);

  return (
    <section
      aria-labelledby="activated-title"
      className="mx-auto w-full max-w-xl rounded-3xl border border-border bg-card px-6 py-10 text-center shadow-xl shadow-violet-950/5 sm:px-10"
    >
      <ActivatedIcon />
      <h1 id="activated-title" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        Subscription Activated!
      </h1>
      <ActivationStatus {...confirmation} className="mt-3" />
      <ActivatedFeatures plan={confirmation.plan} />
      <Button asChild variant="brand" size="lg" className="mt-8">
        <Link href={pagePaths.app}>
          Start Creating Content
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
