import { WORDS_PER_MINUTE } from './scripts';

/**
 * Voice paces ('Lengths that fit'): spoken words (countSpokenWords) a voice says in a
 * minute of its audio at rate 1, pauses between sentences and lines included. A script is written
 * to its length at the chosen voice's pace, and its running time is shown at that pace. The server
 * tells the client each voice's pace in the voice list (GET /api/voice/voices).
 */

/**
 * The embedded engine's stock voices, measured by `npx tsx bench/voice-pace.ts` (bench/RESULTS.md)
 * on offline '3-5 minutes' scripts. eSpeak NG says more words a minute than its rate setting
 * (espeak-voices.ts) names, pauses included. Measure again after changing a voice's settings.
 */
export const measuredVoicePaces: Readonly<Record<string, number>> = {
  'espeak-james': 195,
  'espeak-emma': 189,
  'espeak-oliver': 188,
  'espeak-sophie': 186,
  'espeak-callum': 179,
  'espeak-maya': 185,
  'espeak-tony': 211,
  'espeak-grace': 175,
};

/** Where a voice's pace comes from: measured here, measured in a profile's sample, or the typical pace (nobody measured it). */
export const voicePaceSources = ['measured', 'sample', 'typical'] as const;
export type VoicePaceSource = (typeof voicePaceSources)[number];

export interface VoicePace {
  wordsPerMinute: number;
  source: VoicePaceSource;
}

/**
 * A stock voice's pace: its measured figure, else (a vendor's voice: OpenAI, ElevenLabs, which
 * cannot be measured without their keys) the typical narration pace, WORDS_PER_MINUTE.
 */
export function stockVoicePace(voiceId: string): VoicePace {
  const measured = measuredVoicePaces[voiceId];
  return measured ? { wordsPerMinute: measured, source: 'measured' } : { wordsPerMinute: WORDS_PER_MINUTE, source: 'typical' };
}

/** Sample paces outside this range are a failed measure, not a speaker. */
const SAMPLE_PACE = { min: 60, max: 320 } as const;

/**
 * A voice profile's pace: the pace the offline voice match measured in its sample (the voice it
 * makes speaks at that pace; an ElevenLabs clone copies the speaker), else the typical pace.
 */
export function profileVoicePace(samplePaceWpm: number | null | undefined): VoicePace {
  return samplePaceWpm && samplePaceWpm >= SAMPLE_PACE.min && samplePaceWpm <= SAMPLE_PACE.max
    ? { wordsPerMinute: Math.round(samplePaceWpm), source: 'sample' }
    : { wordsPerMinute: WORDS_PER_MINUTE, source: 'typical' };
}
