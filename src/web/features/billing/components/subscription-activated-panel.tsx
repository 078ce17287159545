import { ArrowRight, Check, CircleCheckBig } from 'lucide-react';
import { Link } from 'wouter';
import { isPlanId, plans } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useSubscriptionConfirmation } from '../api/get-subscription-status';
import { useOncePerVisit } from '../hooks/use-once-per-visit';

/**
 * Back from a paid checkout (success=true). The processor may confirm a moment after the redirect,
 * so the status is asked until it reads active; then the user is verified again once, which brings
 * the header, the trial banner and the upgrade button up to date everywhere.
 */
export function SubscriptionActivatedPanel() {
  const { user, reverify } = useAuth();
  const confirmation = useSubscriptionConfirmation(user?.email);
  const confirmed = confirmation.isActive || user?.subscriptionStatus === 'active';
  const gaveUp = !confirmed && confirmation.settled;
  useOncePerVisit('billing:reverified-after-checkout', confirmed || gaveUp, reverify);

  const plan = user && isPlanId(user.subscriptionPlan) && confirmed ? plans[user.subscriptionPlan] : null;

  return (
    <section
      aria-labelledby="activated-title"
      className="mx-auto w-full max-w-xl rounded-3xl border border-border bg-card px-6 py-10 text-center shadow-xl shadow-violet-950/5 sm:px-10"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50">
        <CircleCheckBig className="size-8" aria-hidden />
      </span>
      <h1 id="activated-title" className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        Subscription Activated!
      </h1>
      <div role="status" className="mt-3 text-muted-foreground">
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
      {plan && (
        <ul className="mx-auto mt-6 grid max-w-md gap-2.5 text-left text-sm sm:grid-cols-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" strokeWidth={3} aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="brand" size="lg" className="mt-8">
        <Link href={pagePaths.app}>
          Start Creating Content
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
