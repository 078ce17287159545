import { useFormDraft } from '@/hooks/use-form-draft';
import { useStoryboardVoiceoverId } from '../api/storyboard';

export interface VideoVoice {
  /** The voice the creator chose in this tab, while the project still has it; null: none chosen. */
  chosen: string | null;
  /** The video's voice: the one chosen, else the storyboard's (the saved one's, else the newest); null without a voiceover. */
  voice: string | null;
  choose: (voiceoverId: string) => void;
}

/**
 * One voice for a project's storyboard and its video: the storyboard is timed on the voice the
 * video is rendered with, whichever panel it was chosen in. The choice is kept in this browser tab.
 */
export function useVideoVoice(projectId: string | null, voiceovers: readonly { id: string }[]): VideoVoice {
  const [stored, choose] = useFormDraft<string | null>(`videoVoice:${projectId ?? 'none'}`, () => null);
  const chosen = voiceovers.some((voiceover) => voiceover.id === stored) ? stored : null;
  const storyboards = useStoryboardVoiceoverId(projectId ?? '', chosen, projectId !== null && voiceovers.length > 0);
  const storyboardsVoice = voiceovers.find((voiceover) => voiceover.id === storyboards)?.id;
  return { chosen, voice: chosen ?? storyboardsVoice ?? voiceovers[0]?.id ?? null, choose };
}
