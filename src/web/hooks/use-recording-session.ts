import { useEffect, useRef } from 'react';

/** A microphone recording in progress: the recorder, its stream and the timer that counts its seconds. */
export interface RecordingSession {
  recorder: MediaRecorder;
  stream: MediaStream;
  timer: ReturnType<typeof setInterval>;
}

/** Stops the timer and gives the microphone back. */
export function releaseRecording(session: RecordingSession): void {
  clearInterval(session.timer);
  session.stream.getTracks().forEach((track) => track.stop());
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
 * releases the microphone and delivers nothing (the recorder's onstop is dropped first).
 */
export function useRecordingSession() {
  const session = useRef<RecordingSession | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = session.current;
      session.current = null;
      if (!current) return;
      current.recorder.onstop = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      releaseRecording(current);
    };
  }, []);
  return { sessionRef: session, mountedRef: mounted };
}
