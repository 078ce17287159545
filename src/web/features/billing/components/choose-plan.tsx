import { FlaskConical, ShieldCheck } from 'lucide-react';
import type { PlanId } from '@shared/catalog/plans';
import { authProblems } from '@shared/contracts/auth';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { catalogPlaceholder, usePlans } from '../api/get-plans';
import { isSubscribableEmail } from '../lib/subscription-view';
import { PlanCards } from './plan-cards';

type ChoosePlanProps = {
  requested: PlanId | null;
  current?: PlanId | null;
  headingLevel?: 'h2' | 'h3';
};

/** The plan cards wired to checkout: e-mail rule, 'Setting up...' on the chosen card, errors as toasts. */
export function ChoosePlan({ requested, current = null, headingLevel = 'h2' }: ChoosePlanProps) {
  const { user } = useAuth();
  const plans = usePlans();
  const checkout = useCreateCheckoutSession();
  // The button keeps saying 'Setting up...' while the browser leaves for the checkout.
  const settingUp = checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null;
  const processor = plans.isPlaceholderData ? null : (plans.data?.processor ?? null);

  const subscribe = (planId: PlanId) => {
    if (!isSubscribableEmail(user?.email)) {
      toast({
        variant: 'destructive',
        title: authProblems.invalidEmail.title,
        description: authProblems.invalidEmail.message,
      });
      return;
    }
    checkout.mutate(planId);
  };

  return (
    <div>
      <PlanCards
        plans={(plans.data ?? catalogPlaceholder).plans}
        requested={requested}
        current={current}
        settingUp={settingUp}
        headingLevel={headingLevel}
        onSubscribe={subscribe}
      />
      <p className="mt-8 min-h-5 text-center text-sm text-muted-foreground">
        {processor === 'local' && (
          <>
            <FlaskConical className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
            This server uses the local test checkout: no card is charged.
          </>
        )}
        {processor === 'stripe' && (
          <>
            <ShieldCheck className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
            Secure checkout by Stripe. Cancel anytime from your billing settings.
          </>
        )}
      </p>
    </div>
  );
}
