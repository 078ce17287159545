import { useState } from 'react';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useStoryboardVoiceoverId } from '../api/storyboard';

export interface VideoVoice {
  /** The voice the creator chose in this tab, while the project still has it; null: none chosen. */
  chosen: string | null;
  /** The video's voice: the one chosen, else the storyboard's (the saved one's, else the newest); null until that is known. */
  voice: string | null;
  choose: (voiceoverId: string) => void;
  /** While the storyboard has unsaved changes its voice stays: they are timed on it. */
  locked: boolean;
  setLocked: (locked: boolean) => void;
}

/**
 * One voice for a project's storyboard and its video: the storyboard is timed on the voice the
 * video is rendered with, whichever panel it was chosen in. The choice is kept in this browser tab.
 */
export function useVideoVoice(projectId: string | null, voiceovers: readonly { id: string }[]): VideoVoice {
  const [stored, choose] = useFormDraft<string | null>(`videoVoice:${projectId ?? 'none'}`, () => null);
  const chosen = voiceovers.some((voiceover) => voiceover.id === stored) ? stored : null;
  const [locked, setLocked] = useState(false);
  const storyboardVoiceoverId = useStoryboardVoiceoverId(projectId ?? '', chosen, projectId !== null && voiceovers.length > 0);
  const storyboardVoice = voiceovers.find((voiceover) => voiceover.id === storyboardVoiceoverId)?.id ?? null;
  return { chosen, voice: chosen ?? storyboardVoice, choose, locked, setLocked };
}
