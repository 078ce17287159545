import type { PublicUser } from '@shared/contracts/auth';
import { useTrialState } from '../hooks/use-trial-state';
import { TrialBanner } from './trial-banner';
import { TrialExpiredDialog } from './trial-expired-dialog';

/** The trial's two faces: the countdown banner while it runs, the blocking modal once it ended. */
export function TrialGate({ user }: { user: Pick<PublicUser, 'subscriptionStatus' | 'trialExpiry' | 'access'> }) {
  const trial = useTrialState(user);
  return (
    <>
      {trial.trialing && <TrialBanner remainingMs={trial.remainingMs} />}
      <TrialExpiredDialog open={trial.expired} withoutTrial={trial.withoutTrial} />
    </>
  );
}
