import { useEffect, useRef, useState } from 'react';
import type { InterfaceLocale } from '@shared/i18n/locales';
import { toast } from '@/components/ui/use-toast';
import { activeLocale, i18n } from '@/i18n/i18n';

/** The tag speech input listens in for each interface language (English: US English, spec §9). */
const speechLanguages: Record<InterfaceLocale, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR', 'pt-BR': 'pt-BR' };

/** The language speech input listens in: the active interface language's (read when listening starts). */
export function speechLanguage(): string {
  const locale = activeLocale();
  return speechLanguages[locale] ?? locale;
}

/** The language the server transcribes in: the interface language's base ('pt-BR' → 'pt'). */
export function transcriptionLanguage(): string {
  return activeLocale().split('-')[0] ?? 'en';
}

/** The title of speech input's failure toasts. */
export const speechErrorTitle = (): string => i18n.t('chat:speech.errorTitle');

// The parts of the Web Speech API used here (not in TypeScript's DOM library).
type RecognitionResultEvent = { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export type SpeechInput = {
  supported: boolean;
  recording: boolean;
  /** Seconds since recording started. */
  seconds: number;
  /** The recording has gone to the server and its text is awaited (server-side speech input only). */
  transcribing: boolean;
  start: () => void;
  stop: () => void;
};

/**
 * Speech to text with the browser's Web Speech API, in the interface language (speechLanguage). Final phrases go to `onTranscript`;
 * errors other than 'no-speech' toast 'Speech Recognition Error'.
 */
export function useSpeechRecognition(onTranscript: (text: string) => void): SpeechInput {
  const [supported] = useState(() => recognitionConstructor() !== null);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recognitionRef = useRef<Recognition | null>(null);
  const deliverRef = useRef(onTranscript);
  useEffect(() => {
    deliverRef.current = onTranscript;
  });

  useEffect(() => {
    if (!recording) return;
    const startedAt = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [recording]);

  useEffect(() => () => recognitionRef.current?.stop(), []);

  function start() {
    const Constructor = recognitionConstructor();
    if (!Constructor || recognitionRef.current) return;
    const recognition = new Constructor();
    recognition.lang = speechLanguage();
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      let text = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result?.isFinal) text += result[0]?.transcript ?? '';
      }
      if (text.trim()) deliverRef.current(text.trim());
    };
    recognition.onerror = (event) => {
      if (event.error === 'no-speech') return;
      toast({ variant: 'destructive', title: speechErrorTitle(), description: i18n.t('chat:speech.failedWith', { error: event.error }) });
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      setRecording(false);
    };
    recognitionRef.current = recognition;
    setSeconds(0);
    setRecording(true);
    try {
      recognition.start();
    } catch {
      recognitionRef.current = null;
      setRecording(false);
      toast({ variant: 'destructive', title: speechErrorTitle(), description: i18n.t('chat:speech.couldNotStart') });
    }
  }

  function stop() {
    recognitionRef.current?.stop();
  }

  return { supported, recording, seconds, transcribing: false, start, stop };
}
