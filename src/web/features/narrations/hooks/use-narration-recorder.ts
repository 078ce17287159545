import { useCallback, useEffect, useRef, useState } from 'react';
import { openLiveLevel, type LiveLevel } from '../lib/live-level';
import {
  canRecordNarration,
  microphoneProblem,
  microphoneProblems,
  pickNarrationMimeType,
  recordingFileName,
} from '../lib/recorder-format';

/**
 * idle → requesting (the microphone is asked for) → counting (3, 2, 1; the meter already moves) →
 * recording ⇄ paused → stopped (the take can be played, used or recorded again).
 */
export type NarrationRecorderStatus = 'idle' | 'requesting' | 'counting' | 'recording' | 'paused' | 'stopped';

export interface RecordedTake {
  blob: Blob;
  /** Object URL for the preview; revoked when the take is discarded or the recorder goes. */
  url: string;
  fileName: string;
  /** Recorded time, pauses left out. */
  seconds: number;
}

/** The count-in before recording starts: 3, 2, 1. */
export const COUNT_IN_FROM = 3;
const COUNT_STEP_MS = 1_000;
const TICK_MS = 200;
const LEVEL_MS = 60;
/** The recorder hands over a chunk every second, so a long take is never held in one piece. */
const CHUNK_MS = 1_000;

/**
 * The microphone as a narration needs it: the voice as it is. Echo cancellation, noise suppression
 * and automatic gain are for calls: they pump the level between words, gate quiet word endings and
 * smear breaths, which both the aligner (it compares the take's spectrum with the script's) and the
 * clean-up (its own denoise and loudness, chosen by the creator) do better on an untouched signal.
 */
export const NARRATION_AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
  channelCount: 1,
};

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder | null;
  level: LiveLevel | null;
  timers: ReturnType<typeof setTimeout>[];
  intervals: ReturnType<typeof setInterval>[];
  /** Recorded milliseconds before the current stretch, and when the current stretch started (null while paused). */
  recordedMs: number;
  stretchStartedAt: number | null;
}

function release(session: Session) {
  session.timers.forEach(clearTimeout);
  session.intervals.forEach(clearInterval);
  session.timers = [];
  session.intervals = [];
  session.level?.close();
  session.level = null;
  session.stream.getTracks().forEach((track) => track.stop());
}

const recordedMs = (session: Session) =>
  session.recordedMs + (session.stretchStartedAt === null ? 0 : Date.now() - session.stretchStartedAt);

/** Records a narration from the microphone: count-in, pause and resume, a timer, a live level, stopped at `maxSeconds`. */
export function useNarrationRecorder({ maxSeconds, fileBase = 'narration' }: { maxSeconds: number; fileBase?: string }) {
  const [status, setStatus] = useState<NarrationRecorderStatus>('idle');
  const [countdown, setCountdown] = useState(COUNT_IN_FROM);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [level, setLevel] = useState(0);
  const [take, setTake] = useState<RecordedTake | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const mounted = useRef(true);

  // Each preview URL lives exactly as long as its take is the current one.
  useEffect(() => {
    if (!take) return;
    const { url } = take;
    return () => URL.revokeObjectURL(url);
  }, [take]);

  // Leaving mid-recording gives the microphone back and keeps nothing.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = session.current;
      session.current = null;
      if (!current) return;
      if (current.recorder) {
        current.recorder.onstop = null;
        if (current.recorder.state !== 'inactive') current.recorder.stop();
      }
      release(current);
    };
  }, []);

  const stop = useCallback(() => {
    const current = session.current;
    if (!current) return;
    if (current.recorder && current.recorder.state !== 'inactive') {
      current.recordedMs = recordedMs(current);
      current.stretchStartedAt = null;
      current.recorder.stop();
      return;
    }
    // Stopped during the count-in: nothing was recorded.
    session.current = null;
    release(current);
    setStatus('idle');
  }, []);

  const beginRecording = useCallback(
    (current: Session) => {
      const mimeType = pickNarrationMimeType();
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(current.stream, mimeType ? { mimeType } : {});
      } catch {
        session.current = null;
        release(current);
        setStatus('idle');
        setError(microphoneProblems.unsupported);
        return;
      }
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        if (session.current === current) session.current = null;
        release(current);
        if (!mounted.current) return;
        const type = recorder.mimeType || mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type });
        const seconds = current.recordedMs / 1000;
        setElapsedSeconds(Math.floor(seconds));
        setLevel(0);
        setTake({ blob, url: URL.createObjectURL(blob), fileName: recordingFileName(type, fileBase), seconds });
        setStatus('stopped');
      };
      current.recorder = recorder;
      current.recordedMs = 0;
      current.stretchStartedAt = Date.now();
      recorder.start(CHUNK_MS);
      setElapsedSeconds(0);
      setStatus('recording');
      current.intervals.push(
        setInterval(() => {
          const ms = recordedMs(current);
          setElapsedSeconds(Math.floor(ms / 1000));
          if (ms >= maxSeconds * 1000) stop();
        }, TICK_MS),
      );
    },
    [fileBase, maxSeconds, stop],
  );

  const start = useCallback(async () => {
    if (session.current) return;
    if (!canRecordNarration()) {
      setError(microphoneProblems.unsupported);
      return;
    }
    setError(null);
    setTake(null);
    setElapsedSeconds(0);
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: NARRATION_AUDIO_CONSTRAINTS });
    } catch (problem) {
      if (!mounted.current) return;
      setStatus('idle');
      setError(microphoneProblem(problem));
      return;
    }
    if (!mounted.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const current: Session = {
      stream,
      recorder: null,
      level: openLiveLevel(stream),
      timers: [],
      intervals: [],
      recordedMs: 0,
      stretchStartedAt: null,
    };
    session.current = current;
    if (current.level) {
      const meter = current.level;
      current.intervals.push(setInterval(() => setLevel(meter.read()), LEVEL_MS));
    }
    setCountdown(COUNT_IN_FROM);
    setStatus('counting');
    for (let step = 1; step <= COUNT_IN_FROM; step++) {
      current.timers.push(
        setTimeout(() => {
          if (session.current !== current) return;
          if (step < COUNT_IN_FROM) setCountdown(COUNT_IN_FROM - step);
          else beginRecording(current);
        }, step * COUNT_STEP_MS),
      );
    }
  }, [beginRecording]);

  const pause = useCallback(() => {
    const current = session.current;
    if (!current?.recorder || current.recorder.state !== 'recording') return;
    current.recorder.pause();
    current.recordedMs = recordedMs(current);
    current.stretchStartedAt = null;
    setElapsedSeconds(Math.floor(current.recordedMs / 1000));
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    const current = session.current;
    if (!current?.recorder || current.recorder.state !== 'paused') return;
    current.recorder.resume();
    current.stretchStartedAt = Date.now();
    setStatus('recording');
  }, []);

  const togglePause = useCallback(() => {
    if (status === 'recording') pause();
    else if (status === 'paused') resume();
  }, [status, pause, resume]);

  /** Drops the take (and anything being recorded) and goes back to the start. */
  const discard = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (current) {
      if (current.recorder) {
        current.recorder.onstop = null;
        if (current.recorder.state !== 'inactive') current.recorder.stop();
      }
      release(current);
    }
    setTake(null);
    setElapsedSeconds(0);
    setLevel(0);
    setStatus('idle');
  }, []);

  return {
    status,
    /** 3, 2, 1 while counting in. */
    countdown,
    elapsedSeconds,
    /** The microphone's level, 0 to 1. */
    level,
    take,
    /** Why the microphone could not be used, for the dialog to show. */
    error,
    isSupported: canRecordNarration(),
    start,
    pause,
    resume,
    togglePause,
    stop,
    discard,
  };
}

export type NarrationRecorder = ReturnType<typeof useNarrationRecorder>;
