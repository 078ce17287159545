import { contentLanguage, isEnglish, type ContentLanguageTag } from '@shared/catalog/languages';
import { embeddedStockVoices, type EmbeddedStockVoiceId } from '@shared/catalog/voice';

/** How eSpeak NG is set up to speak as one voice. */
export interface EspeakVoiceSettings {
  /** eSpeak voice name with an optional variant: 'en-us', 'en-gb-scotland+m4'. */
  voice: string;
  /** Base pitch 0–100 (eSpeak's default is 50). */
  pitch: number;
  /** Pitch range 0–100: how much the intonation moves (default 50). */
  range: number;
  /**
   * eSpeak's rate setting at rate 1, words per minute (its default is 175). eSpeak really says more
   * words a minute than this, pauses included: the pace measured for each stock voice is in
   * src/shared/catalog/voice-pace.ts (bench/voice-pace.ts); measure again after changing a voice.
   */
  wordsPerMinute: number;
}

export interface EspeakStockVoice extends EspeakVoiceSettings {
  id: string;
  name: string;
}

/** How each stock voice is spoken: its own eSpeak variant (formants, breathiness), pitch and pace. */
const stockVoiceSettings: Record<EmbeddedStockVoiceId, EspeakVoiceSettings> = {
  'espeak-james': { voice: 'en-us+m3', pitch: 42, range: 50, wordsPerMinute: 170 },
  'espeak-emma': { voice: 'en-us+f2', pitch: 58, range: 65, wordsPerMinute: 172 },
  'espeak-oliver': { voice: 'en-gb-x-rp+m1', pitch: 36, range: 45, wordsPerMinute: 165 },
  'espeak-sophie': { voice: 'en+f4', pitch: 64, range: 60, wordsPerMinute: 168 },
  'espeak-callum': { voice: 'en-gb-scotland+m4', pitch: 46, range: 55, wordsPerMinute: 160 },
  'espeak-maya': { voice: 'en-029+f3', pitch: 55, range: 70, wordsPerMinute: 165 },
  'espeak-tony': { voice: 'en-us-nyc+m7', pitch: 38, range: 40, wordsPerMinute: 185 },
  'espeak-grace': { voice: 'en-gb-x-gbcwmd+f5', pitch: 60, range: 55, wordsPerMinute: 160 },
};

/**
 * The stock English voices (the voice catalogue's embeddedStockVoices: ids, names and order), each
 * with its own accent, variant, pitch and pace, so no two sound alike. The first is the default.
 */
export const espeakStockVoices: readonly EspeakStockVoice[] = embeddedStockVoices.map((voice) => ({
  ...voice,
  ...stockVoiceSettings[voice.id],
}));

/**
 * The eSpeak voice for text in `language`: English keeps the voice's own accent; another language
 * takes that language's eSpeak voice with the same variant ('en-us+m3' → 'es+m3'), so the voice
 * still sounds like itself.
 */
export function espeakVoiceFor(voice: string, language: ContentLanguageTag | undefined): string {
  if (isEnglish(language)) return voice;
  const variant = voice.includes('+') ? voice.slice(voice.indexOf('+')) : '';
  return `${contentLanguage(language).espeakVoice}${variant}`;
}
