import type { SpeechEngineId } from '@shared/contracts/voice';
import type { ContentLanguageTag } from '@shared/catalog/languages';

export type { SpeechEngineId };

/** One voice the active engine offers; `id` is what a request passes back as voiceId. */
export interface Voice {
  id: string;
  name: string;
  engine: SpeechEngineId;
}

/** One spoken word (or, where an engine gives only coarser timings, one phrase) on the audio's clock. */
export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  /** The last word of a sentence or line, where a caption cue ends even without a full stop (a heading). */
  endsSentence?: true;
  /** False for a word of the script that a narration take does not say: its times are a guess, and captions leave it out. */
  aligned?: boolean;
}

/** What to speak; the text is already cleaned (speech-text.ts) and at most 5000 characters. */
export interface SpeechRequest {
  text: string;
  voiceId: string;
  /** Speaking-rate multiplier, 1 = the voice's normal pace; engines clamp it to what they support. */
  rate?: number;
  /** The language the text is in (a project's); unset, English. eSpeak NG speaks it with that language's voice. */
  language?: ContentLanguageTag | undefined;
  signal?: AbortSignal;
}

/** Mono 16-bit PCM plus the word timings measured (or estimated) by the engine. */
export interface SpeechResult {
  pcm: Int16Array;
  sampleRate: number;
  words: TimedWord[];
  /** How the word timings were obtained, so captions can say so and tests can check it. */
  timing: 'word' | 'sentence' | 'estimated';
}

/**
 * One interface over every speech vendor (DESIGN.md §5). The caller encodes the PCM as MP3 (mp3.ts)
 * and turns the words into captions (captions.ts). Failures are thrown as EngineError
 * (../engine-error.ts); an unknown voiceId is an EngineError 'rejected'.
 */
export interface SpeechEngine {
  readonly engine: SpeechEngineId;
  voices(): Voice[];
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}
