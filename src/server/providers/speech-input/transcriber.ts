import type { TimedWord } from '../speech/speech-engine';

/** One recording to transcribe. */
export interface TranscriptionRequest {
  audio: Buffer;
  fileName: string;
  mimeType: string;
  language?: string;
  signal?: AbortSignal;
}

/** Turns recorded speech into text: an OpenAI-compatible transcription server (whisper.cpp, faster-whisper-server, OpenAI). */
export interface Transcriber {
  /** Engine id as GET /api/ai/status reports it, e.g. 'openai-compatible'. */
  readonly engine: string;
  readonly model: string;
  transcribe(request: TranscriptionRequest): Promise<string>;
  /**
   * The text and each word's time in the recording, with the text's punctuation on the words
   * (captions and sentence boundaries need it). An engine that gives no word times fails with a
   * 'bad-output' EngineError.
   */
  transcribeWords(request: TranscriptionRequest): Promise<{ text: string; words: TimedWord[] }>;
}

/** A word's letters, marks and digits, lower-cased: how a transcript's words are compared whatever their punctuation. */
export function bareWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/**
 * The transcriber the settings choose right now (STT_BASE_URL, or the operator console's setting);
 * undefined: none, and the browser's own speech recognition is used. Read on every request: an
 * administrator's change applies without a restart.
 */
export interface SpeechInput {
  current(): Transcriber | undefined;
}
