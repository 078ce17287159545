import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { plans, type PlanId } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { authPath } from '@/features/auth';
import { useFormat } from '@/i18n/format';
import { planName, planPrice } from '@/lib/plan-text';

/**
 * A visitor must sign in before subscribing (spec §2, §6). Creating an account or logging in comes
 * back here, to the plan asked for.
 */
export function AccountRequired({ requested }: { requested: PlanId | null }) {
  const { t } = useTranslation('billing');
  const { locale } = useFormat();
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
        {t('accountRequired.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {plan
          ? t('accountRequired.subscribeTo', { plan: planName(plan.id, locale), price: planPrice(plan, locale) })
          : t('accountRequired.choosePlan')}{' '}
        {t('accountRequired.trial')}
      </p>
      <div className="mt-7 flex flex-col gap-3">
        <Button asChild variant="brand" size="lg">
          <Link href={authPath(pagePaths.register, { redirect })}>
            <UserPlus aria-hidden />
            {t('accountRequired.createAccount')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={authPath(pagePaths.login, { redirect })}>
            <LogIn aria-hidden />
            {t('accountRequired.logIn')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
