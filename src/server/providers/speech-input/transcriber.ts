/** Turns recorded speech into text: an OpenAI-compatible transcription server (whisper.cpp, faster-whisper-server, OpenAI). */
export interface Transcriber {
  /** Engine id as GET /api/ai/status reports it, e.g. 'openai-compatible'. */
  readonly engine: string;
  readonly model: string;
  transcribe(request: { audio: Buffer; fileName: string; mimeType: string; language?: string; signal?: AbortSignal }): Promise<string>;
}

/**
 * The transcriber the settings choose right now (STT_BASE_URL, or the operator console's setting);
 * undefined: none, and the browser's own speech recognition is used. Read on every request: an
 * administrator's change applies without a restart.
 */
export interface SpeechInput {
  current(): Transcriber | undefined;
}
