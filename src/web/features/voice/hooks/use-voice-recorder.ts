import { useCallback, useEffect, useState } from 'react';
import { RECORDING_BITS_PER_SECOND, RECORDING_CONSTRAINTS, VOICE_SAMPLE_MAX_BYTES, VOICE_SAMPLE_MAX_SECONDS } from '@shared/catalog/voice';
import { canMeasureRecordings, isNearSilent, measureRecordingLevel } from '../lib/recording-level';
import { toastProblem, voiceProblem } from '../lib/problem';
import { collectRecording, useRecordingSession } from '@/hooks/use-recording-session';

/** A voice sample ready to preview and send: a recording or an uploaded file. */
export interface VoiceSample {
  blob: Blob;
  /** Object URL for the preview; revoked when the sample is replaced, discarded or unmounted. */
  url: string;
  /** The name the file is sent under. */
  fileName: string;
  source: 'recording' | 'upload';
  /** Length measured while recording; null for uploads (the player reads it from the file). */
  seconds: number | null;
}

/** 'checking': the take has stopped and its level is being measured. */
export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'checking';

/**
 * What stands in the way of a recording, said under the capture (voice:capture.errors.*): the
 * microphone refused, no recording support here, or a take too quiet to use.
 */
export type RecorderError = 'microphone' | 'unsupported' | 'silent';

/** Recorder formats in order of preference; the browser's own default when it supports none. */
const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
/** The recorder hands over a chunk every second (spec §9), so a long take is never held in one piece. */
const CHUNK_MS = 1000;

/** Whether this page can record: a secure context with getUserMedia and MediaRecorder. */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function pickMimeType(): string | undefined {
  return PREFERRED_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported?.(type));
}

function extensionOf(mimeType: string): string {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('mp4')) return 'm4a';
  return 'webm';
}

/**
 * Records a voice sample from the microphone (44.1 kHz, echo cancellation and noise suppression,
 * 64 kbit/s; spec §9) or takes an uploaded audio file, and keeps one sample with a preview URL.
 * Recording: idle → recording (elapsed seconds tick) → idle with the sample ready (spec §4).
 */
export function useVoiceRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [sample, setSample] = useState<VoiceSample | null>(null);
  const [error, setError] = useState<RecorderError | null>(null);
  const { sessionRef, mountedRef } = useRecordingSession();

  // Each preview URL lives exactly as long as its sample is the current one.
  useEffect(() => {
    if (!sample) return;
    const { url } = sample;
    return () => URL.revokeObjectURL(url);
  }, [sample]);

  const stop = useCallback(() => {
    const current = sessionRef.current;
    if (current?.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
  }, [sessionRef]);

  const start = useCallback(async () => {
    if (sessionRef.current) return;
    if (!canRecord()) {
      setError('unsupported');
      return;
    }
    setError(null);
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { ...RECORDING_CONSTRAINTS } });
    } catch {
      if (!mountedRef.current) return;
      setStatus('idle');
      setError('microphone');
      toastProblem(voiceProblem('recordingError'));
      return;
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }

    let recorder: MediaRecorder;
    const mimeType = pickMimeType();
    try {
      recorder = new MediaRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
      });
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setStatus('idle');
      setError('unsupported');
      return;
    }

    const startedAt = Date.now();
    const elapsed = () => Math.floor((Date.now() - startedAt) / 1000);
    collectRecording(recorder, sessionRef, mimeType || 'audio/webm', (blob) => {
      const type = blob.type;
      const seconds = (Date.now() - startedAt) / 1000;
      const keep = () => {
        setStatus('idle');
        setSample({ blob, url: URL.createObjectURL(blob), fileName: `voice-sample.${extensionOf(type)}`, source: 'recording', seconds });
      };
      if (!canMeasureRecordings()) return keep();
      // A silent or near-silent take (a muted or wrong microphone) is turned away here, at step 2.
      setStatus('checking');
      void measureRecordingLevel(blob).then((level) => {
        if (!mountedRef.current) return;
        if (!level || !isNearSilent(level)) return keep();
        setStatus('idle');
        setError('silent');
        toastProblem(voiceProblem('silentRecording'));
      });
    });

    const timer = setInterval(() => {
      const seconds = elapsed();
      setElapsedSeconds(seconds);
      // The server takes at most VOICE_SAMPLE_MAX_SECONDS: stop a second short of it, as the
      // recorder's last chunk can run past the timer.
      if (seconds >= VOICE_SAMPLE_MAX_SECONDS - 1) stop();
    }, 1000);
    sessionRef.current = { recorder, stream, timeouts: [], intervals: [timer] };
    setSample(null);
    setElapsedSeconds(0);
    setStatus('recording');
    recorder.start(CHUNK_MS);
  }, [stop, sessionRef, mountedRef]);

  /** Takes an uploaded file as the sample; anything but audio is refused with a toast (spec §5). */
  const acceptFile = useCallback((file: File): boolean => {
    if (!file.type.startsWith('audio/')) {
      toastProblem(voiceProblem('invalidFileType'));
      return false;
    }
    if (file.size > VOICE_SAMPLE_MAX_BYTES) {
      toastProblem(voiceProblem('fileTooLarge'));
      return false;
    }
    setError(null);
    setSample({ blob: file, url: URL.createObjectURL(file), fileName: file.name, source: 'upload', seconds: null });
    return true;
  }, []);

  /** 'Record Again': drops the sample (spec §4). */
  const discard = useCallback(() => {
    setSample(null);
    setElapsedSeconds(0);
    setError(null);
  }, []);

  return {
    status,
    isRecording: status === 'recording',
    elapsedSeconds,
    sample,
    /** Inline message: refused microphone, no recording support, or a silent take. */
    error,
    isSupported: canRecord(),
    start,
    stop,
    acceptFile,
    discard,
  };
}

export type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;
