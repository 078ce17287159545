// Takes whose true word times are known, for the aligner's tests and bench (bench/narration-alignment.ts):
// the script read by another eSpeak voice at another pace, with pauses of chosen lengths, skipped
// lines, retakes and ad-libs, at another level and with noise, at 16 kHz as the caller decodes a take.
import type { EspeakSpeechEngine } from '../providers/speech/espeak/espeak-engine';
import type { EspeakVoiceSettings } from '../providers/speech/espeak/espeak-voices';

/** How a line of the script is read in the take. */
export type TakeLine =
  | { line: string; read?: 'once' | 'skipped' | 'twice'; pauseAfter?: number; newParagraph?: boolean }
  | { adlib: string; pauseAfter?: number };

export interface SyntheticTake {
  pcm: Float32Array;
  sampleRate: number;
  /** The script as the aligner is given it: every line, read or not, ad-libs left out; a new paragraph on a line of its own. */
  script: string;
  /** For each script line, in order: when its first word starts in the take, seconds (each reading of a retake), none if skipped. */
  lineStarts: number[][];
  /** For each script line, its reading's words (the last reading of a retake), seconds; NaN for a skipped line's. */
  lineWords: { text: string; start: number; end: number }[][];
}

export const takeSampleRate = 16_000;

type Spoken = Awaited<ReturnType<EspeakSpeechEngine['synthesizeWith']>>;
/** Each engine's lines by voice and text: takes of one script in one voice share their lines' synthesis (read only). */
const spokenLines = new WeakMap<EspeakSpeechEngine, Map<string, Promise<Spoken>>>();

function speak(engine: EspeakSpeechEngine, voice: EspeakVoiceSettings, text: string): Promise<Spoken> {
  const lines = spokenLines.get(engine) ?? new Map<string, Promise<Spoken>>();
  spokenLines.set(engine, lines);
  const key = JSON.stringify([voice, text]);
  let spoken = lines.get(key);
  if (spoken === undefined) {
    spoken = engine.synthesizeWith(voice, { text });
    lines.set(key, spoken);
    spoken.catch(() => lines.delete(key));
  }
  return spoken;
}

/** Linear interpolation to `rate` (the test takes' own audio; a real take is resampled by ffmpeg). */
function resample(pcm: Int16Array, from: number, to: number): Float32Array {
  const out = new Float32Array(Math.floor((pcm.length * to) / from));
  for (let k = 0; k < out.length; k++) {
    const at = (k * from) / to;
    const i = Math.floor(at);
    const frac = at - i;
    out[k] = (((pcm[i] ?? 0) * (1 - frac) + (pcm[i + 1] ?? pcm[i] ?? 0) * frac) / 32768) as number;
  }
  return out;
}

/**
 * Reads `lines` with `voice`, one line at a time, with `pauseAfter` seconds of room tone after each
 * (default 0.4 s) and `lead` seconds before the first, scaled by `gain`, plus white noise at `noiseDb` dBFS.
 */
export async function syntheticTake(
  engine: EspeakSpeechEngine,
  lines: TakeLine[],
  options: { voice: EspeakVoiceSettings; gain?: number; noiseDb?: number; lead?: number; seed?: number },
): Promise<SyntheticTake> {
  const pieces: Float32Array[] = [];
  let samples = 0;
  const silence = (seconds: number) => {
    const piece = new Float32Array(Math.round(seconds * takeSampleRate));
    pieces.push(piece);
    samples += piece.length;
  };
  const lineStarts: number[][] = [];
  const lineWords: SyntheticTake['lineWords'] = [];
  const script: string[] = [];
  silence(options.lead ?? 0.3);
  for (const entry of lines) {
    const text = 'adlib' in entry ? entry.adlib : entry.line;
    const readings = 'adlib' in entry ? 1 : entry.read === 'skipped' ? 0 : entry.read === 'twice' ? 2 : 1;
    const starts: number[] = [];
    let words: SyntheticTake['lineWords'][number] = [];
    for (let reading = 0; reading < Math.max(1, readings); reading++) {
      const spoken = await speak(engine, options.voice, text);
      const offset = samples / takeSampleRate;
      words = spoken.words.map((word) => ({ text: word.text, start: offset + word.startMs / 1000, end: offset + word.endMs / 1000 }));
      if (readings === 0) break;
      starts.push(words[0]?.start ?? offset);
      const piece = resample(spoken.pcm, spoken.sampleRate, takeSampleRate);
      pieces.push(piece);
      samples += piece.length;
      silence(reading + 1 < readings ? 0.8 : (entry.pauseAfter ?? 0.4));
    }
    if (!('adlib' in entry)) {
      lineWords.push(readings === 0 ? words.map((word) => ({ ...word, start: Number.NaN, end: Number.NaN })) : words);
      lineStarts.push(starts);
      script.push(script.length > 0 && entry.newParagraph ? `\n${text}` : text);
    }
  }

  const pcm = new Float32Array(samples);
  let at = 0;
  for (const piece of pieces) {
    pcm.set(piece, at);
    at += piece.length;
  }
  const gain = options.gain ?? 0.6;
  const noise = 10 ** ((options.noiseDb ?? -55) / 20) * Math.sqrt(3);
  let seed = options.seed ?? 7;
  for (let k = 0; k < pcm.length; k++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    pcm[k] = (pcm[k] ?? 0) * gain + (seed / 4294967296 - 0.5) * 2 * noise;
  }
  return { pcm, sampleRate: takeSampleRate, script: script.join(' ').replace(/ \n/g, '\n'), lineStarts, lineWords };
}
