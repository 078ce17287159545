import { isPlanId, plans, type Plan, type PlanId } from '@shared/catalog/plans';
import type { PublicUser, SubscriptionStatus } from '@shared/contracts/auth';
import { plansApply, startedWithoutTrial } from '@shared/subscription';
import { formatDate } from '@/i18n/format';

/** The `plan` query parameter: honoured only for weekly, basic or premium (spec §5); anything else is ignored. */
export function requestedPlan(search: string): PlanId | null {
  const value = new URLSearchParams(search).get('plan');
  return isPlanId(value) ? value : null;
}

/** `success=true`: back from a completed payment (spec §2). */
export function isCheckoutSuccess(search: string): boolean {
  return new URLSearchParams(search).get('success') === 'true';
}

/**
 * Where a signed-in user without an active plan stands; the page says a line about it above the
 * cards. `without_trial`: the account's mailbox had its free trial already, on another account.
 */
export type PlansNotice = 'trialing' | 'trial_expired' | 'without_trial' | 'past_due' | 'canceled';

export type SubscriptionView =
  | { kind: 'signed-out' }
  | { kind: 'activated' }
  | {
      kind: 'active';
      plan: Plan;
      /** Weekly and Basic subscribers also see the other plans to change to. */
      showPlans: boolean;
      renewsOrEnds: { ends: boolean; date: Date } | null;
    }
  /** No notice where the trial and plans do not apply (an administrator, or payments off): there is no trial to speak of. */
  | { kind: 'plans'; notice: PlansNotice | null; previousPlan: Plan | null };

/** A stored plan name as a catalogue plan. An active subscription of unknown plan reads as Premium (spec §2). */
function planOf(user: Pick<PublicUser, 'subscriptionPlan'>): Plan | null {
  return isPlanId(user.subscriptionPlan) ? plans[user.subscriptionPlan] : null;
}

/** Which face of /subscription a visitor gets. */
export function subscriptionView(user: PublicUser | null, search: string): SubscriptionView {
  if (!user) return { kind: 'signed-out' };
  if (isCheckoutSuccess(search)) return { kind: 'activated' };
  // The server reports the status in force (a lapsed trial reads trial_expired, and so on).
  const status: SubscriptionStatus = user.subscriptionStatus;
  if (status === 'active') {
    const plan = planOf(user) ?? plans.premium;
    return {
      kind: 'active',
      plan,
      showPlans: plan.id !== 'premium',
      renewsOrEnds: user.currentPeriodEnd ? { ends: user.cancelAtPeriodEnd, date: new Date(user.currentPeriodEnd) } : null,
    };
  }
  const notice = !plansApply(user) ? null : startedWithoutTrial(user) ? 'without_trial' : status;
  return { kind: 'plans', notice, previousPlan: planOf(user) };
}

/** 'July 21, 2025', '21 de julio de 2025': in the interface language unless `locale` is given. */
export function formatLongDate(date: Date | string, locale?: string): string {
  return formatDate(date, { month: 'long', day: 'numeric', year: 'numeric' }, locale);
}

/** The e-mail rule before subscribing (spec §5): non-empty and containing '@'. */
export function isSubscribableEmail(email: string | null | undefined): boolean {
  const trimmed = email?.trim() ?? '';
  return trimmed !== '' && trimmed.includes('@');
}
