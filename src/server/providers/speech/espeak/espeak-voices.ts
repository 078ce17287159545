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

/**
 * The stock English voices: six accents, each with its own eSpeak variant (formants, breathiness),
 * pitch and pace, so no two sound alike. The first is the default.
 */
export const espeakStockVoices: readonly EspeakStockVoice[] = [
  { id: 'espeak-james', name: 'James (American)', voice: 'en-us+m3', pitch: 42, range: 50, wordsPerMinute: 170 },
  { id: 'espeak-emma', name: 'Emma (American)', voice: 'en-us+f2', pitch: 58, range: 65, wordsPerMinute: 172 },
  { id: 'espeak-oliver', name: 'Oliver (British)', voice: 'en-gb-x-rp+m1', pitch: 36, range: 45, wordsPerMinute: 165 },
  { id: 'espeak-sophie', name: 'Sophie (British)', voice: 'en+f4', pitch: 64, range: 60, wordsPerMinute: 168 },
  { id: 'espeak-callum', name: 'Callum (Scottish)', voice: 'en-gb-scotland+m4', pitch: 46, range: 55, wordsPerMinute: 160 },
  { id: 'espeak-maya', name: 'Maya (Caribbean)', voice: 'en-029+f3', pitch: 55, range: 70, wordsPerMinute: 165 },
  { id: 'espeak-tony', name: 'Tony (New York)', voice: 'en-us-nyc+m7', pitch: 38, range: 40, wordsPerMinute: 185 },
  { id: 'espeak-grace', name: 'Grace (Midlands)', voice: 'en-gb-x-gbcwmd+f5', pitch: 60, range: 55, wordsPerMinute: 160 },
];
