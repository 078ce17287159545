import { Ban, FlaskConical, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@shared/catalog/plans';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCreateSubscriptionIntent } from '../api/create-subscription-intent';
import { catalogPlaceholder, embeddedPaymentOf, usePlans } from '../api/get-plans';
import { isSubscribableEmail } from '../lib/subscription-view';
import { PaymentForm } from './payment-form';
import { PlanCards } from './plan-cards';

type ChoosePlanProps = {
  requested: PlanId | null;
  current?: PlanId | null;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The plan cards wired to checkout: e-mail rule, 'Setting up...' on the chosen card, errors as toasts.
 * 'Subscribe to {plan}' leaves for the processor's checkout page; where the payment can be taken on
 * this page (the local test form, or Stripe with a publishable key), 'Pay on this page' opens the
 * embedded 'Complete Your Subscription' form in place of the cards.
 */
export function ChoosePlan({ requested, current = null, headingLevel = 'h2' }: ChoosePlanProps) {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const plans = usePlans();
  const checkout = useCreateCheckoutSession();
  const intent = useCreateSubscriptionIntent();
  // The button keeps saying 'Setting up...' while the browser leaves for the checkout.
  const settingUp =
    checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : intent.isPending ? (intent.variables ?? null) : null;
  const processor = plans.isPlaceholderData ? null : (plans.data?.processor ?? null);
  const embedded = plans.isPlaceholderData ? null : embeddedPaymentOf(plans.data);

  const withSubscribableEmail = (start: (planId: PlanId) => void) => (planId: PlanId) => {
    if (!isSubscribableEmail(user?.email)) {
      toast({
        variant: 'destructive',
        title: t('choosePlan.invalidEmailTitle'),
        description: t('choosePlan.invalidEmailMessage'),
      });
      return;
    }
    start(planId);
  };

  if (intent.data && embedded) {
    return <PaymentForm intent={intent.data} embedded={embedded} onBack={() => intent.reset()} />;
  }

  return (
    <div>
      {processor === 'off' && (
        <p
          role="status"
          className="mx-auto mb-10 flex max-w-3xl items-start gap-3 rounded-2xl border border-warning-line bg-warning-soft px-5 py-4 text-sm text-warning sm:items-center"
        >
          <Ban className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden />
          <span>
            <strong className="font-semibold">{t('choosePlan.paymentsOff')}</strong> {t('choosePlan.paymentsOffDetail')}
          </span>
        </p>
      )}
      <PlanCards
        plans={(plans.data ?? catalogPlaceholder).plans}
        requested={requested}
        current={current}
        settingUp={settingUp}
        unavailable={processor === 'off'}
        headingLevel={headingLevel}
        onSubscribe={withSubscribableEmail((planId) => checkout.mutate(planId))}
        onPayHere={embedded ? withSubscribableEmail((planId) => intent.mutate(planId)) : undefined}
      />
      <p className="mt-8 min-h-5 text-center text-sm text-muted-foreground">
        {processor === 'local' && (
          <>
            <FlaskConical className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
            {t('choosePlan.localCheckout')}
          </>
        )}
        {processor === 'stripe' && (
          <>
            <ShieldCheck className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
            {t('choosePlan.stripeCheckout')}
          </>
        )}
      </p>
    </div>
  );
}
