import type { PublicUser, SubscriptionStatus } from './contracts/auth';

/** A renewal may take the processor a while to report; a paid period stays usable this long after it ends. */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionFields {
  subscriptionStatus: SubscriptionStatus;
  trialExpiry: Date | string | null;
  currentPeriodEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * The status at `now` of what is stored: a trial past its expiry reads trial_expired; a plan set to
 * end reads canceled from its period end; a plan not renewed within the grace reads past_due.
 */
export function effectiveStatus(user: SubscriptionFields, now: Date): SubscriptionStatus {
  const at = now.getTime();
  const trialExpiry = time(user.trialExpiry);
  const periodEnd = time(user.currentPeriodEnd);
  if (user.subscriptionStatus === 'trialing' && (trialExpiry === null || trialExpiry <= at)) return 'trial_expired';
  if (user.subscriptionStatus === 'active' && periodEnd !== null) {
    if (user.cancelAtPeriodEnd && periodEnd <= at) return 'canceled';
    if (periodEnd + RENEWAL_GRACE_MS <= at) return 'past_due';
  }
  return user.subscriptionStatus;
}

/**
 * One free trial per mailbox: an account registered for a mailbox that had one already starts
 * without it, trial_expired from the start with no expiry ever set.
 */
export function startedWithoutTrial(user: Pick<SubscriptionFields, 'subscriptionStatus' | 'trialExpiry'>): boolean {
  return user.subscriptionStatus === 'trial_expired' && user.trialExpiry === null;
}

/** What an account that started without a trial is told, wherever it is stopped. */
export const withoutTrialMessages = {
  title: 'Free Trial Already Used',
  /** The workspace's blocking dialog. */
  dialog: 'This e-mail address has already had its 1-day free trial. Choose a plan to start using the product.',
  /** The plans page's notice (bold first sentence, then the rest). */
  notice: 'This e-mail address has already had its free trial.',
  /** A generation the server refuses (402). */
  refusal: 'This e-mail address has already had its free trial. Choose a plan to start creating.',
} as const;

/**
 * Whether the trial and the plans apply to the account (spec §4): not to an administrator, nor to
 * anyone on a server that sells no plans. Without them there is no trial banner, no Trial Expired
 * modal and no upgrade prompt.
 */
export const plansApply = (user: Pick<PublicUser, 'access'>): boolean => user.access === 'subscription';

export interface TrialState {
  /** Blocks the workspace (spec §4 Trial): expired trial, or any status but trialing or active. */
  expired: boolean;
  /** The account never had a trial (its mailbox had one already): the block says so instead. */
  withoutTrial: boolean;
  /** Shows the countdown banner. */
  trialing: boolean;
  remainingMs: number;
}

const noTrial: TrialState = { expired: false, withoutTrial: false, trialing: false, remainingMs: 0 };

export function trialState(
  user: Pick<PublicUser, 'subscriptionStatus' | 'trialExpiry' | 'access'> & Partial<SubscriptionFields>,
  now: Date,
): TrialState {
  if (!plansApply(user)) return noTrial;
  const expiry = user.trialExpiry ? new Date(user.trialExpiry) : null;
  const status = effectiveStatus({ currentPeriodEnd: null, cancelAtPeriodEnd: false, ...user, trialExpiry: expiry }, now);
  if (status === 'active') return noTrial;
  if (status === 'trialing' && expiry) {
    return { expired: false, withoutTrial: false, trialing: true, remainingMs: expiry.getTime() - now.getTime() };
  }
  return { expired: true, withoutTrial: startedWithoutTrial({ ...user, trialExpiry: expiry }), trialing: false, remainingMs: 0 };
}

/** '23h 59m 59s' */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${hours}h ${minutes}m ${seconds}s`;
}
