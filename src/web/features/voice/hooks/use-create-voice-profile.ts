import type { VoiceProfile } from '@shared/contracts/voice';
import { useCloneVoice } from '../api/clone-voice';
import { announceProfileCreated, cloneFailureMessage, cloneFormData, draftProblem, type VoiceProfileDraft } from '../lib/clone-form';
import { toastProblem, type Problem } from '../lib/problem';
import { useSimulatedProgress } from './use-simulated-progress';
import type { VoiceSample } from './use-voice-recorder';

/**
 * Creating a profile from a sample and a draft, as the owner page and the setup dialog both do:
 * the form checks, the simulated progress (spec §4), the success and failure toasts. The two places
 * word a missing sample and a failure differently (spec §5, §8), so they say how.
 */
export function useCreateVoiceProfile(options: { noSample: Problem; failureTitle: string; onCreated: (profile: VoiceProfile) => void }) {
  const clone = useCloneVoice();
  const progress = useSimulatedProgress();

  function create(sample: VoiceSample | null, draft: VoiceProfileDraft) {
    const problem = draftProblem(sample, draft, options.noSample);
    if (problem || !sample) {
      toastProblem(problem ?? options.noSample);
      return;
    }
    progress.start();
    clone.mutate(cloneFormData(sample, draft), {
      onSuccess: ({ profile }) => {
        progress.finish();
        announceProfileCreated(profile);
        options.onCreated(profile);
      },
      onError: (error) => {
        progress.reset();
        toastProblem({ title: options.failureTitle, message: cloneFailureMessage(error) });
      },
    });
  }

  return { create, busy: clone.isPending, progress: progress.progress };
}
