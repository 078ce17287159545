import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { PlanId } from '@shared/catalog/plans';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useProcessor } from '../api/get-plans';
import { AccountRequired } from '../components/account-required';
import { ChoosePlan } from '../components/choose-plan';
import { ManageBillingButton } from '../components/manage-billing-button';
import { PlansNotice } from '../components/plans-notice';
import { SubscriptionActivatedPanel } from '../components/subscription-activated-panel';
import { SubscriptionActivePanel } from '../components/subscription-active-panel';
import { requestedPlan, subscriptionView, type SubscriptionView } from '../lib/subscription-view';

function PageHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
      <Logo />
      <Link
        href={signedIn ? pagePaths.app : pagePaths.home}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {signedIn ? t('subscriptionPage.backToApp') : t('subscriptionPage.backToHome')}
      </Link>
    </header>
  );
}

function PlansIntro() {
  const { t } = useTranslation('billing');
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Trans t={t} i18nKey="subscriptionPage.title" components={{ highlight: <span className="text-brand-gradient" /> }} />
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('subscriptionPage.intro')}</p>
    </div>
  );
}

function PlansView({ view, requested }: { view: Extract<SubscriptionView, { kind: 'plans' }>; requested: PlanId | null }) {
  const processor = useProcessor();
  return (
    <>
      <PlansIntro />
      {view.notice && (
        <div className="mx-auto mt-8 max-w-3xl">
          <PlansNotice
            notice={view.notice}
            previousPlan={view.previousPlan}
            portal={processor === 'stripe' ? <ManageBillingButton size="default" /> : undefined}
          />
        </div>
      )}
      <div className="mt-12">
        <ChoosePlan requested={requested} />
      </div>
    </>
  );
}

function ActiveView({ view, requested }: { view: Extract<SubscriptionView, { kind: 'active' }>; requested: PlanId | null }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <SubscriptionActivePanel plan={view.plan} renewsOrEnds={view.renewsOrEnds} />
      {view.showPlans && (
        <section aria-labelledby="change-plan-title" className="mt-16 sm:mt-20">
          <div className="mb-10 text-center">
            <h2 id="change-plan-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('subscriptionPage.changePlan')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('subscriptionPage.changePlanText')}</p>
          </div>
          <ChoosePlan requested={requested} current={view.plan.id} headingLevel="h3" />
        </section>
      )}
    </>
  );
}

/** /subscription: Account Required, the plan cards, the active plan, or the return from a payment. */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const { user, isAuthenticated, isLoading } = useAuth();
  const search = useSearch();
  const requested = requestedPlan(search);
  const view = subscriptionView(isAuthenticated ? user : null, search);

  // Subscription problems are told as toasts: have the toast UI ready.
  useEffect(preloadToaster, []);

  if (isLoading) return <FullScreenSpinner label={t('subscriptionPage.checkingSession')} />;
  return (
    <div className="flex min-h-dvh flex-col bg-background bg-studio-grid">
      <PageHeader signedIn={isAuthenticated} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-20 sm:px-6 sm:pt-10">
        {view.kind === 'signed-out' && <AccountRequired requested={requested} />}
        {view.kind === 'activated' && <SubscriptionActivatedPanel />}
        {view.kind === 'active' && <ActiveView view={view} requested={requested} />}
        {view.kind === 'plans' && <PlansView view={view} requested={requested} />}
      </main>
    </div>
  );
}
