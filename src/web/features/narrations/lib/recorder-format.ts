/** Recorder formats in order of preference (Opus keeps speech small and clear); else the browser's own default. */
export const NARRATION_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

export function pickNarrationMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return NARRATION_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** The file name a recording is sent under (the server reads the format from the bytes anyway). */
export function recordingFileName(mimeType: string, base = 'narration'): string {
  if (mimeType.includes('ogg')) return `${base}.ogg`;
  if (mimeType.includes('mp4') || mimeType.includes('aac')) return `${base}.m4a`;
  if (mimeType.includes('wav')) return `${base}.wav`;
  return `${base}.webm`;
}

export function canRecordNarration(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Why the microphone could not be used (its text is `narrations:microphone.<problem>`). */
export type MicrophoneProblem = 'unsupported' | 'denied' | 'notFound' | 'busy' | 'failed';

/** What a refused or failed getUserMedia means for the creator. */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'failed';
}
