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

export const microphoneProblems = {
  unsupported: 'This browser cannot record audio here. Upload a recording instead.',
  denied: 'The studio was not allowed to use your microphone. Allow the microphone for this site in your browser, then try again.',
  notFound: 'No microphone was found. Connect one and try again, or upload a recording instead.',
  busy: 'Your microphone is being used by another app or could not be started. Close the other app and try again.',
  failed: 'Recording could not start. Try again, or upload a recording instead.',
} as const;

/** What a refused or failed getUserMedia means for the creator. */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return microphoneProblems.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return microphoneProblems.notFound;
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return microphoneProblems.busy;
  return microphoneProblems.failed;
}
