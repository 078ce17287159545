import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { storeSubscriptionRecord } from '@/lib/auth-storage';

/** The local subscription record written at free-trial start (spec §3). A UI hint; the server decides. */
export interface LocalTrialRecord {
  subscriptionId: null;
  clientSecret: null;
  isTrial: true;
  isFreeTrial: true;
  trialStart: string;
  trialExpiry: string;
  priceId: 'free_trial';
}

export function localTrialRecord(now: Date): LocalTrialRecord {
  return {
    subscriptionId: null,
    clientSecret: null,
    isTrial: true,
    isFreeTrial: true,
    trialStart: now.toISOString(),
    trialExpiry: new Date(now.getTime() + TRIAL_DURATION_MS).toISOString(),
    priceId: 'free_trial',
  };
}

export function startLocalTrial(now = new Date()): void {
  storeSubscriptionRecord(localTrialRecord(now));
}
