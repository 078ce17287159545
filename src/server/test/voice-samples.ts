import { DEFAULT_SAMPLE_TEXT } from '@shared/catalog/voice';
import { createEspeakEngine } from '../providers/speech/espeak/espeak-engine';
import type { EspeakVoiceSettings } from '../providers/speech/espeak/espeak-voices';
import { encodeMp3 } from '../providers/speech/mp3';
import { encodeWav } from '../providers/speech/wav';

/** What users read aloud for their sample (the offline match is calibrated on it), repeated as needed. */
const passage = `${DEFAULT_SAMPLE_TEXT} `;

export interface SpeechSampleOptions {
  /** eSpeak voice with variant; a low male voice by default. */
  voice?: string;
  /** eSpeak pitch 0–100. */
  pitch: number;
  range?: number;
  wordsPerMinute?: number;
  /** Length of the sample: the passage is spoken as often as needed and cut there. */
  seconds: number;
}

const engine = createEspeakEngine();
const passages = new Map<string, Promise<{ pcm: Int16Array; sampleRate: number }>>();
const spoken = new Map<string, Promise<{ pcm: Int16Array; sampleRate: number }>>();

/** Real speech from the embedded engine, as 16-bit PCM; cached per options within a process (tests share it read-only). */
export function speechPcm(options: SpeechSampleOptions): Promise<{ pcm: Int16Array; sampleRate: number }> {
  const settings: EspeakVoiceSettings = {
    voice: options.voice ?? 'en-us+m3',
    pitch: options.pitch,
    range: options.range ?? 50,
    wordsPerMinute: options.wordsPerMinute ?? 170,
  };
  const key = JSON.stringify([settings, options.seconds]);
  let result = spoken.get(key);
  if (result === undefined) {
    result = speakFor(settings, options.seconds);
    spoken.set(key, result);
  }
  return result;
}

/** The passage spoken once with `settings` (about 14 s at 170 wpm), once per process whatever the lengths asked. */
function passageWith(settings: EspeakVoiceSettings): Promise<{ pcm: Int16Array; sampleRate: number }> {
  const key = JSON.stringify(settings);
  let result = passages.get(key);
  if (result === undefined) {
    result = engine.synthesizeWith(settings, { text: passage });
    passages.set(key, result);
  }
  return result;
}

/** The passage cut to `seconds`, or read again after itself as often as the length needs (speaking minutes anew would take seconds). */
async function speakFor(settings: EspeakVoiceSettings, seconds: number) {
  const once = await passageWith(settings);
  const length = Math.ceil(seconds * once.sampleRate);
  if (length <= once.pcm.length) return { pcm: once.pcm.subarray(0, length), sampleRate: once.sampleRate };
  const pcm = new Int16Array(length);
  for (let at = 0; at < length; at += once.pcm.length) pcm.set(once.pcm.subarray(0, length - at), at);
  return { pcm, sampleRate: once.sampleRate };
}

/** A spoken sample as a WAV or MP3 file, cut to the requested length. */
export async function speechSample(options: SpeechSampleOptions & { format: 'wav' | 'mp3' }): Promise<Buffer> {
  const { pcm, sampleRate } = await speechPcm(options);
  return options.format === 'wav' ? encodeWav(pcm, sampleRate) : await encodeMp3(pcm, sampleRate);
}
