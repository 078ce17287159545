import { WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import type { VoiceOption } from '@shared/contracts/voice';

/** The pace a script's running time is shown at, and what to call it. */
export interface NarratorPace {
  wordsPerMinute: number;
  /** What the running time is at: "James's pace", 'a typical narration pace'. */
  label: string;
  /** Where the figure comes from (the label's tooltip). */
  detail: string;
}

/** The voice that will narrate: the one chosen in the voiceover card if the list still has it, else the default (the first). */
export function narratorVoice(voices: readonly VoiceOption[] | undefined, voiceId: string | null): VoiceOption | undefined {
  return voices?.find((voice) => voice.id === voiceId) ?? voices?.[0];
}

/** 'James (American)' → 'James'. */
const shortName = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, '') || name;

/**
 * The narrating voice's pace (the server's figure in the voice list): measured for a stock voice,
 * measured in the sample for a profile; a voice nobody measured, or no voice list yet, is timed at
 * the typical narration pace and says so.
 */
export function narratorPace(voice: VoiceOption | undefined): NarratorPace {
  if (!voice || voice.paceSource === 'typical') {
    const wordsPerMinute = voice?.wordsPerMinute ?? WORDS_PER_MINUTE;
    return {
      wordsPerMinute,
      label: 'a typical narration pace',
      detail: `${wordsPerMinute} words a minute${voice ? `: ${voice.name}'s own pace has not been measured` : ''}`,
    };
  }
  const source = voice.paceSource === 'measured' ? 'measured on its audio' : 'measured in the voice sample';
  return {
    wordsPerMinute: voice.wordsPerMinute,
    label: `${shortName(voice.name)}'s pace`,
    detail: `${voice.name}: ${voice.wordsPerMinute} words a minute, ${source}`,
  };
}
