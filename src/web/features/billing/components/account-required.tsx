import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { formatPlanPrice, plans, type PlanId } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { authPath } from '@/features/auth';

/**
 * A visitor must sign in before subscribing (spec §2, §6). Creating an account or logging in comes
 * back here, to the plan asked for.
 */
export function AccountRequired({ requested }: { requested: PlanId | null }) {
  const plan = requested ? plans[requested] : null;
  const redirect = plan ? `${pagePaths.subscription}?plan=${plan.id}` : pagePaths.subscription;
  return (
    <section
      aria-labelledby="account-required-title"
      className="mx-auto w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-xl shadow-violet-950/5"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <UserRound className="size-7" aria-hidden />
      </span>
      <h1 id="account-required-title" className="mt-5 text-2xl font-bold tracking-tight">
        Account Required
      </h1>
      <p className="mt-3 text-muted-foreground">
        {plan
          ? `Create an account or log in to subscribe to ${plan.name} (${formatPlanPrice(plan)}).`
          : 'Create an account or log in to choose a plan.'}{' '}
        New accounts start with a free 24-hour trial, no card needed.
      </p>
      <div className="mt-7 flex flex-col gap-3">
        <Button asChild variant="brand" size="lg">
          <Link href={authPath(pagePaths.register, { redirect })}>
            <UserPlus aria-hidden />
            Create Account
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={authPath(pagePaths.login, { redirect })}>
            <LogIn aria-hidden />
            Log In
          </Link>
        </Button>
      </div>
    </section>
  );
}
