import type { PublicUser } from '@shared/contracts/auth';
import { trialState, type TrialState } from '@shared/subscription';
import { useNow } from './use-now';

/** Spec §4 Trial, re-evaluated every second. */
export function useTrialState(user: Pick<PublicUser, 'subscriptionStatus' | 'trialExpiry' | 'access'>): TrialState {
  return trialState(user, useNow(1000));
}
