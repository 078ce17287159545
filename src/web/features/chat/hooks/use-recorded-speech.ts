import { useEffect, useRef, useState } from 'react';
import { SPEECH_INPUT_MAX_SECONDS } from '@shared/contracts/transcribe';
import { toast } from '@/components/ui/use-toast';
import { errorBodyMessage } from '@/lib/api-client';
import { transcribeRecording } from '../api/transcribe';
import { i18n } from '@/i18n/i18n';
import { chatProblem } from '../lib/chat-problems';
import { speechErrorTitle, transcriptionLanguage, type SpeechInput } from './use-speech-recognition';
import { collectRecording, useRecordingSession } from '@/hooks/use-recording-session';

/** Recorder formats every transcription server takes, in order of preference; else the browser's default. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** Whether this page can record: a secure context with getUserMedia and MediaRecorder. */
const canRecord = () => typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

const extensionOf = (type: string) => (type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm');

/**
 * Speech to text on the server: press to record, press again (or wait SPEECH_INPUT_MAX_SECONDS) to
 * stop; the recording goes to POST /api/transcribe and its text to `onTranscript`. Failures toast
 * 'Speech Recognition Error' with the server's message.
 */
export function useRecordedSpeech(onTranscript: (text: string) => void): SpeechInput {
  const [status, setStatus] = useState<'idle' | 'starting' | 'recording' | 'transcribing'>('idle');
  const [seconds, setSeconds] = useState(0);
  const { sessionRef, mountedRef } = useRecordingSession();
  const deliverRef = useRef(onTranscript);
  useEffect(() => {
    deliverRef.current = onTranscript;
  });

  function fail(description: string) {
    toast({ variant: 'destructive', title: speechErrorTitle(), description });
  }
  const nothingHeard = () => fail(i18n.t('chat:speech.nothingHeard'));

  async function transcribe(recording: Blob) {
    if (recording.size === 0) {
      setStatus('idle');
      return nothingHeard();
    }
    setStatus('transcribing');
    try {
      const { text } = await transcribeRecording(recording, `speech.${extensionOf(recording.type)}`, transcriptionLanguage());
      if (!mountedRef.current) return;
      if (text.trim()) deliverRef.current(text.trim());
      else nothingHeard();
    } catch (error) {
      if (mountedRef.current) fail(errorBodyMessage(error) ?? i18n.t('chat:speech.transcriptionFailed'));
    } finally {
      if (mountedRef.current) setStatus('idle');
    }
  }

  function stop() {
    const current = sessionRef.current;
    if (current?.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
  }

  async function start() {
    if (status !== 'idle' || !canRecord()) return;
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (!mountedRef.current) return;
      setStatus('idle');
      toast({ variant: 'destructive', ...chatProblem('microphoneRefused') });
      return;
    }
    if (!mountedRef.current) return stream.getTracks().forEach((track) => track.stop());

    const preferred = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported?.(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, preferred ? { mimeType: preferred } : {});
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setStatus('idle');
      return fail(i18n.t('chat:speech.couldNotStart'));
    }
    collectRecording(recorder, sessionRef, preferred || 'audio/webm', (recording) => void transcribe(recording));
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= SPEECH_INPUT_MAX_SECONDS) stop();
    }, 1000);
    sessionRef.current = { recorder, stream, timeouts: [], intervals: [timer] };
    setSeconds(0);
    setStatus('recording');
    recorder.start(1000);
  }

  return {
    supported: canRecord(),
    recording: status === 'recording',
    seconds,
    transcribing: status === 'transcribing',
    start: () => void start(),
    stop,
  };
}
