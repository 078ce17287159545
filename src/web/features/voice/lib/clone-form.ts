import type { VoiceProfile } from '@shared/contracts/voice';
import { TOAST_DURATIONS } from '@/components/ui/toast-durations';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { errorBodyMessage } from '@/lib/api-client';
import type { VoiceSample } from '../hooks/use-voice-recorder';
import { voiceProblem, type Problem } from './problem';

/** What the user fills in for a new profile, beside the sample itself. */
export interface VoiceProfileDraft {
  name: string;
  description: string;
  sampleText: string;
  consent: boolean;
}

/**
 * The first reason a profile cannot be created yet, or null (spec §5): no sample (the dialog and the
 * owner page word that differently, so the caller says how), no name, or the consent box unticked.
 */
export function draftProblem(sample: VoiceSample | null, draft: VoiceProfileDraft, noSample: Problem): Problem | null {
  if (!sample) return noSample;
  if (!draft.name.trim()) return voiceProblem('missingInformation');
  if (!draft.consent) return voiceProblem('consentRequired');
  return null;
}

/** The multipart body of POST /api/voice/clone: the sample as `audio`, then the text fields. */
export function cloneFormData(sample: VoiceSample, draft: VoiceProfileDraft): FormData {
  const form = new FormData();
  form.append('audio', sample.blob, sample.fileName);
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  form.append('sampleText', draft.sampleText.trim());
  if (draft.consent) form.append('consent', 'true');
  return form;
}

/** Spec §8: the server's message, else 'Failed to clone voice'. */
export function cloneFailureMessage(error: unknown): string {
  return errorBodyMessage(error) ?? i18n.t('voice:create.failed');
}

/** The success toast, shown 3 s (spec §9). */
export function announceProfileCreated(profile: VoiceProfile): void {
  toast({
    title: i18n.t('voice:create.createdTitle'),
    description: i18n.t('voice:create.createdDescription', { name: profile.profileName }),
    duration: TOAST_DURATIONS.voiceProfileCreated,
  });
}
