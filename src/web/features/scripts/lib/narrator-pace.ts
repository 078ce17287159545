import { WORDS_PER_MINUTE } from '@shared/catalog/scripts';
import type { VoiceOption } from '@shared/contracts/voice';
import { i18n } from '@/i18n/i18n';

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
      label: i18n.t('scripts:pace.typical'),
      detail: voice
        ? i18n.t('scripts:pace.typicalDetailUnmeasured', { wordsPerMinute, voice: voice.name })
        : i18n.t('scripts:pace.typicalDetail', { wordsPerMinute }),
    };
  }
  const detail = voice.paceSource === 'measured' ? 'scripts:pace.measuredDetail' : 'scripts:pace.sampleDetail';
  return {
    wordsPerMinute: voice.wordsPerMinute,
    label: i18n.t('scripts:pace.voice', { voice: shortName(voice.name) }),
    detail: i18n.t(detail, { voice: voice.name, wordsPerMinute: voice.wordsPerMinute }),
  };
}
