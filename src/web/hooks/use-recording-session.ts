import { useEffect, useRef } from 'react';

/** A microphone recording in progress: the stream, its recorder and the timers that run beside it. */
export interface RecordingSession {
  stream: MediaStream;
  /** Null while a count-in runs before the recorder starts. */
  recorder: MediaRecorder | null;
  timeouts: ReturnType<typeof setTimeout>[];
  intervals: ReturnType<typeof setInterval>[];
  /** Anything else the session holds (a level meter), let go when it ends. */
  onRelease?: () => void;
}

/** Stops the timers and gives the microphone back. */
export function releaseRecording(session: RecordingSession): void {
  session.timeouts.forEach(clearTimeout);
  session.intervals.forEach(clearInterval);
  session.timeouts = [];
  session.intervals = [];
  session.onRelease?.();
  session.stream.getTracks().forEach((track) => track.stop());
}

/** Ends the session and keeps nothing: the recorder's onstop is dropped before it stops. */
export function abandonRecording(session: RecordingSession): void {
  if (session.recorder) {
    session.recorder.onstop = null;
    if (session.recorder.state !== 'inactive') session.recorder.stop();
  }
  releaseRecording(session);
}

/**
 * Keeps what `recorder` records; once it stops, the session ends, the microphone is given back and
 * `stopped` gets the recording as one Blob of the recorder's type (else `fallbackType`).
 */
export function collectRecording(
  recorder: MediaRecorder,
  sessionRef: { current: RecordingSession | null },
  fallbackType: string,
  stopped: (recording: Blob) => void,
): void {
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    const current = sessionRef.current;
    sessionRef.current = null;
    if (current) releaseRecording(current);
    stopped(new Blob(chunks, { type: recorder.mimeType || fallbackType }));
  };
}

/**
 * The recording in progress and whether its component is still mounted. Leaving mid-recording
 * releases the microphone and delivers nothing.
 */
export function useRecordingSession<Session extends RecordingSession = RecordingSession>() {
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = session.current;
      session.current = null;
      if (current) abandonRecording(current);
    };
  }, []);
  return { sessionRef: session, mountedRef: mounted };
}
