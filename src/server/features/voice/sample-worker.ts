// Decodes and measures a voice sample in a worker thread (see measure-off-thread.ts): seconds of
// decoding and pitch tracking must not stall every other request of the instance, and a file that
// decodes to far more than its header promised must exhaust this thread's budget, not the server's.
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http/http-error';
import { analyzeVoice } from '../../providers/voice-clone/voice-analysis';
import type { SampleHeader } from './audio-sample';
import { decodeSample } from './decode-sample';

export interface SampleJob {
  /** The file, moved here and moved back with the measures. */
  audio: Uint8Array;
  header: SampleHeader;
}

export type SampleReply =
  | { ok: { analysis: ReturnType<typeof analyzeVoice>; durationSeconds: number }; audio: Uint8Array }
  | { problem: { statusCode: number; code: string; message: string } }
  | { failure: string };

parentPort?.once('message', async ({ audio, header }: SampleJob) => {
  let reply: SampleReply;
  try {
    const sample = await decodeSample(audio, header);
    reply = { ok: { analysis: analyzeVoice(sample.samples, sample.sampleRate), durationSeconds: sample.durationSeconds }, audio };
  } catch (error) {
    reply =
      error instanceof HttpError
        ? { problem: { statusCode: error.statusCode, code: error.code, message: error.message } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply, 'ok' in reply ? [audio.buffer as ArrayBuffer] : []);
});
