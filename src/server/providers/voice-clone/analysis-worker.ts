// Runs analyzeVoice in a worker thread (see analyze-off-thread.ts): seconds of pitch tracking on a
// long sample must not stall every other request of the instance.
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http-error';
import { analyzeVoice } from './voice-analysis';

export type AnalysisReply =
  | { ok: ReturnType<typeof analyzeVoice> }
  | { problem: { statusCode: number; code: string; message: string } }
  | { failure: string };

parentPort?.once('message', ({ samples, sampleRate }: { samples: Float32Array; sampleRate: number }) => {
  let reply: AnalysisReply;
  try {
    reply = { ok: analyzeVoice(samples, sampleRate) };
  } catch (error) {
    reply =
      error instanceof HttpError
        ? { problem: { statusCode: error.statusCode, code: error.code, message: error.message } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
