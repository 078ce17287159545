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
