import { VOICEOVER_MAX_CHARS } from '@shared/catalog/scripts';
import { VOICE_SAMPLE_MAX_BYTES } from '@shared/catalog/voice';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';

/** A toast's title and text (the spec's problem catalogue, §5 and §8). */
export interface Problem {
  title: string;
  message: string;
}

/**
 * The voice problems the client reports itself (spec §5, §8: @shared/catalog/voice's voiceProblems,
 * the server's English), plus the recorder's own.
 */
export type VoiceProblemId =
  | 'noScript'
  | 'scriptTooLong'
  | 'missingInformation'
  | 'invalidFileType'
  | 'noAudio'
  | 'consentRequired'
  | 'fileTooLarge'
  | 'recordingError'
  | 'silentRecording';

/** A problem's title and text in the interface language, read when it is shown. */
export function voiceProblem(id: VoiceProblemId): Problem {
  return {
    title: i18n.t(`voice:problems.${id}.title`),
    message: i18n.t(`voice:problems.${id}.message`, { max: VOICEOVER_MAX_CHARS, megabytes: VOICE_SAMPLE_MAX_BYTES / (1024 * 1024) }),
  };
}

/** Shows a problem as a destructive toast. */
export function toastProblem({ title, message }: Problem): void {
  toast({ variant: 'destructive', title, description: message });
}
