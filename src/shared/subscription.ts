import type { PublicUser, SubscriptionStatus } from './contracts/auth';

/** The status a stored trial has at `now`: a trial whose expiry has passed reads trial_expired. */
export function effectiveStatus(
  stored: SubscriptionStatus,
  trialExpiry: Date | null,
  now: Date,
): SubscriptionStatus {
  if (stored === 'trialing' && (!trialExpiry || trialExpiry.getTime() <= now.getTime())) {
    return 'trial_expired';
  }
  return stored;
}

export interface TrialState {
  /** Blocks the workspace (spec §4 Trial): expired trial, or any status but trialing or active. */
  expired: boolean;
  /** Shows the countdown banner. */
  trialing: boolean;
  remainingMs: number;
}

export function trialState(
  user: Pick<PublicUser, 'subscriptionStatus' | 'trialExpiry'>,
  now: Date,
): TrialState {
  const expiry = user.trialExpiry ? new Date(user.trialExpiry) : null;
  const status = effectiveStatus(user.subscriptionStatus, expiry, now);
  if (status === 'active') return { expired: false, trialing: false, remainingMs: 0 };
  if (status === 'trialing' && expiry) {
    return { expired: false, trialing: true, remainingMs: expiry.getTime() - now.getTime() };
  }
  return { expired: true, trialing: false, remainingMs: 0 };
}

/** '23h 59m 59s' */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${hours}h ${minutes}m ${seconds}s`;
}
