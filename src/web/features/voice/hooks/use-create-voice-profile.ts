import { useState } from 'react';
import type { VoiceProfile } from '@shared/contracts/voice';
import { ApiError } from '@/lib/api-client';
import { useCloneVoice } from '../api/clone-voice';
import { announceProfileCreated, cloneFailureMessage, cloneFormData, draftProblem, type VoiceProfileDraft } from '../lib/clone-form';
import { toastProblem, type Problem } from '../lib/problem';
import { useSimulatedProgress } from './use-simulated-progress';
import type { VoiceSample } from './use-voice-recorder';

/** The server's code for a profile name the user already has (409). */
const NAME_TAKEN_CODE = 'VOICE_PROFILE_NAME_TAKEN';

/**
 * Creating a profile from a sample and a draft, as the owner page and the setup dialog both do:
 * the form checks, the simulated progress (spec §4), the success and failure toasts. The two places
 * word a missing sample and a failure differently (spec §5, §8), so they say how.
 */
export function useCreateVoiceProfile(options: { noSample: Problem; failureTitle: string; onCreated: (profile: VoiceProfile) => void }) {
  const clone = useCloneVoice();
  const progress = useSimulatedProgress();
  // The server refuses a name the user already has (409): said beside the name until it changes.
  const [nameError, setNameError] = useState<{ name: string; message: string } | null>(null);

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
        const message = cloneFailureMessage(error);
        if (error instanceof ApiError && error.code === NAME_TAKEN_CODE) setNameError({ name: draft.name.trim(), message });
        toastProblem({ title: options.failureTitle, message });
      },
    });
  }

  return {
    create,
    busy: clone.isPending,
    progress: progress.progress,
    /** The server's 'name already taken' message while the name field still holds that name. */
    nameErrorFor: (name: string) => (nameError && nameError.name.toLowerCase() === name.trim().toLowerCase() ? nameError.message : null),
  };
}
