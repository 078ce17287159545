import { sniffAudioFormat, type SampleHeader } from '../../lib/audio-format/sniff-audio-format';
import { createWorkerPool } from '../../lib/worker-pool';
import { VendorOutputError } from '../vendor-request';
import type { SpeechDecodeReply, SpeechDecodeTask } from './speech-decode-worker';

/**
 * The speech answers' decoder threads (../../worker-pool.ts): one pool for the process, started by
 * the first answer that is not raw PCM; its idle threads end by themselves.
 */
const decoder = createWorkerPool<SpeechDecodeTask, SpeechDecodeReply>({
  source: new URL('./speech-decode-worker.ts', import.meta.url),
  bundleName: 'speech-decode-worker',
});

/** What a header may declare before it is decoded: the decoder makes an array per channel. */
const headerLimits = { maxChannels: 8, minRate: 8_000, maxRate: 192_000, wholeFileSamples: 40_000_000 };

/** An error page or a JSON answer some servers send with a 200. */
const textType = /^text\/|json|xml|html/i;

/**
 * The longest a text may take to speak, with room to spare (4 characters a second at the slowest
 * rate, plus 10 s): an answer longer than this is not the text spoken but a misread format, or a
 * server sending far more than asked (decoding stops there).
 */
export function longestSpeechSeconds(text: string, rate = 1): number {
  return 10 + (text.length * 0.25) / Math.min(1, Math.max(0.25, rate));
}

/** Little-endian 16-bit PCM bytes (what vendors send when asked for PCM) as samples. */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const count = Math.floor(bytes.byteLength / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  const pcm = new Int16Array(count);
  for (let i = 0; i < count; i++) pcm[i] = view.getInt16(i * 2, true);
  return pcm;
}

/** What is wrong with decoding what a header declares, if anything. */
function headerProblem(header: SampleHeader, maxSeconds: number): string | undefined {
  const { channels, sampleRate, declaredSeconds } = header;
  if (!(channels >= 1 && channels <= headerLimits.maxChannels)) return `its header declares ${channels} channels`;
  if (!(sampleRate >= headerLimits.minRate && sampleRate <= headerLimits.maxRate)) return `its header declares ${sampleRate} Hz`;
  if (declaredSeconds !== undefined && declaredSeconds > maxSeconds) return `its header declares ${Math.round(declaredSeconds)} s of audio`;
  if (header.format === 'm4a' && channels * sampleRate * (declaredSeconds ?? Infinity) > headerLimits.wholeFileSamples)
    return 'it is too long to decode whole';
  return undefined;
}

/**
 * A speech server's answer as mono 16-bit PCM at the engine's `sampleRate`. Servers answer in the
 * format they were asked for (raw PCM, which has no header) or in their own (WAV, MP3, Opus, AAC):
 * the format is told from the bytes, never the declared type (which only marks text, not audio).
 * A container is decoded and resampled on a worker thread; raw PCM is taken as it is. An answer
 * that is text, in a format not decoded here, broken, or longer than `maxSeconds` is a
 * VendorOutputError saying which.
 */
export async function speechPcm(
  bytes: Uint8Array,
  answer: { contentType: string | null; sampleRate: number; maxSeconds: number; signal?: AbortSignal | undefined },
): Promise<Int16Array> {
  const { contentType, sampleRate, maxSeconds } = answer;
  if (bytes.length === 0) throw new VendorOutputError('The speech server sent no audio');
  if (contentType && textType.test(contentType)) throw new VendorOutputError(`The speech server answered with ${contentType}, not audio`);
  const sniffed = sniffAudioFormat(bytes, { stopAfterSeconds: maxSeconds, mpegAtStart: true });
  if (sniffed.kind === 'unsupported')
    throw new VendorOutputError(`The speech server answered in ${sniffed.name}, which is not read here (PCM, WAV, MP3, Opus and AAC are)`);
  if (sniffed.kind === 'broken')
    throw new VendorOutputError(`The speech server's audio is broken${sniffed.problem ? `: ${sniffed.problem}` : ''}`);
  if (sniffed.kind === 'not-audio') {
    const pcm = pcmFromBytes(bytes);
    if (pcm.length / sampleRate > maxSeconds) throw new VendorOutputError('The speech server sent far more audio than the text takes');
    return pcm;
  }
  const { kind: _kind, ...header } = sniffed;
  const problem = headerProblem(header, maxSeconds);
  if (problem) throw new VendorOutputError(`The speech server's ${header.format.toUpperCase()} answer cannot be used: ${problem}`);
  // A view of part of a larger buffer (Node's small-Buffer pool) cannot be moved without taking the rest.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  const reply = await decoder.run({ bytes: owned, header, sampleRate, maxSeconds }, answer.signal);
  if ('problem' in reply)
    throw new VendorOutputError(`The speech server's ${header.format.toUpperCase()} answer cannot be used: ${reply.problem}`);
  return reply;
}
