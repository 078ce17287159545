import { isPlanId, plans, type Plan, type PlanId } from '@shared/catalog/plans';
import { useAuth } from '@/features/auth';
import { useSubscriptionConfirmation } from '../api/get-subscription-status';
import { useOncePerVisit } from './use-once-per-visit';

export interface PaymentConfirmation {
  /** The plan now active, once the server says so (the one bought when it is known). */
  plan: Plan | null;
  confirmed: boolean;
  /** The processor had not confirmed after the last poll. */
  gaveUp: boolean;
}

/**
 * Back from a payment. The processor may confirm a moment after the redirect, so the status is
 * asked until it reads active; then the user is verified again once, which brings the header, the
 * trial banner and the upgrade button up to date everywhere. That is skipped when the signed-in user
 * already reads the plan `bought` as active (the local checkout activates it before the page loads).
 */
export function usePaymentConfirmation(bought: PlanId | null): PaymentConfirmation {
  const { user, reverify } = useAuth();
  const upToDate = bought !== null && user?.subscriptionStatus === 'active' && user.subscriptionPlan === bought;
  const confirmation = useSubscriptionConfirmation(upToDate ? undefined : user?.email);
  const confirmed = upToDate || confirmation.isActive || user?.subscriptionStatus === 'active';
  const gaveUp = !confirmed && confirmation.settled;
  useOncePerVisit('billing:reverified-after-checkout', !upToDate && (confirmed || gaveUp), reverify);

  const planId = bought ?? (user && isPlanId(user.subscriptionPlan) ? user.subscriptionPlan : null);
  return { plan: confirmed && planId ? plans[planId] : null, confirmed, gaveUp };
}
