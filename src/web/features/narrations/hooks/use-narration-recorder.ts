import { useCallback, useEffect, useState } from 'react';
import {
  abandonRecording,
  collectRecording,
  releaseRecording,
  useRecordingSession,
  type RecordingSession,
} from '@/hooks/use-recording-session';
import { openLiveLevel } from '../lib/live-level';
import {
  canRecordNarration,
  microphoneProblem,
  pickNarrationMimeType,
  type MicrophoneProblem,
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

interface Session extends RecordingSession {
  /** Recorded milliseconds before the current stretch, and when the current stretch started (null while paused). */
  recordedMs: number;
  stretchStartedAt: number | null;
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
  const [error, setError] = useState<MicrophoneProblem | null>(null);
  const { sessionRef, mountedRef } = useRecordingSession<Session>();

  // Each preview URL lives exactly as long as its take is the current one.
  useEffect(() => {
    if (!take) return;
    const { url } = take;
    return () => URL.revokeObjectURL(url);
  }, [take]);

  const stop = useCallback(() => {
    const current = sessionRef.current;
    if (!current) return;
    if (current.recorder && current.recorder.state !== 'inactive') {
      current.recordedMs = recordedMs(current);
      current.stretchStartedAt = null;
      current.recorder.stop();
      return;
    }
    // Stopped during the count-in: nothing was recorded.
    sessionRef.current = null;
    releaseRecording(current);
    setStatus('idle');
  }, [sessionRef]);

  const beginRecording = useCallback(
    (current: Session) => {
      const mimeType = pickNarrationMimeType();
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(current.stream, mimeType ? { mimeType } : {});
      } catch {
        sessionRef.current = null;
        releaseRecording(current);
        setStatus('idle');
        setError('unsupported');
        return;
      }
      collectRecording(recorder, sessionRef, mimeType || 'audio/webm', (blob) => {
        if (!mountedRef.current) return;
        const seconds = current.recordedMs / 1000;
        setElapsedSeconds(Math.floor(seconds));
        setLevel(0);
        setTake({ blob, url: URL.createObjectURL(blob), fileName: recordingFileName(blob.type, fileBase), seconds });
        setStatus('stopped');
      });
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
    [fileBase, maxSeconds, stop, sessionRef, mountedRef],
  );

  const start = useCallback(async () => {
    if (sessionRef.current) return;
    if (!canRecordNarration()) {
      setError('unsupported');
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
      if (!mountedRef.current) return;
      setStatus('idle');
      setError(microphoneProblem(problem));
      return;
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const meter = openLiveLevel(stream);
    const current: Session = {
      stream,
      recorder: null,
      timeouts: [],
      intervals: [],
      onRelease: () => meter?.close(),
      recordedMs: 0,
      stretchStartedAt: null,
    };
    sessionRef.current = current;
    if (meter) current.intervals.push(setInterval(() => setLevel(meter.read()), LEVEL_MS));
    setCountdown(COUNT_IN_FROM);
    setStatus('counting');
    for (let step = 1; step <= COUNT_IN_FROM; step++) {
      current.timeouts.push(
        setTimeout(() => {
          if (sessionRef.current !== current) return;
          if (step < COUNT_IN_FROM) setCountdown(COUNT_IN_FROM - step);
          else beginRecording(current);
        }, step * COUNT_STEP_MS),
      );
    }
  }, [beginRecording, sessionRef, mountedRef]);

  const pause = useCallback(() => {
    const current = sessionRef.current;
    if (!current?.recorder || current.recorder.state !== 'recording') return;
    current.recorder.pause();
    current.recordedMs = recordedMs(current);
    current.stretchStartedAt = null;
    setElapsedSeconds(Math.floor(current.recordedMs / 1000));
    setStatus('paused');
  }, [sessionRef]);

  const resume = useCallback(() => {
    const current = sessionRef.current;
    if (!current?.recorder || current.recorder.state !== 'paused') return;
    current.recorder.resume();
    current.stretchStartedAt = Date.now();
    setStatus('recording');
  }, [sessionRef]);

  const togglePause = useCallback(() => {
    if (status === 'recording') pause();
    else if (status === 'paused') resume();
  }, [status, pause, resume]);

  /** Drops the take (and anything being recorded) and goes back to the start. */
  const discard = useCallback(() => {
    const current = sessionRef.current;
    sessionRef.current = null;
    if (current) abandonRecording(current);
    setTake(null);
    setElapsedSeconds(0);
    setLevel(0);
    setStatus('idle');
  }, [sessionRef]);

  return {
    status,
    /** 3, 2, 1 while counting in. */
    countdown,
    elapsedSeconds,
    /** The microphone's level, 0 to 1. */
    level,
    take,
    /** Why the microphone could not be used, for the dialog to show (in words: `narrations:microphone.<problem>`). */
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
