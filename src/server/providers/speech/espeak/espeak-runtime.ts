import createEspeakModule, { type ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';

let worker: Promise<ESpeakNGWorker> | undefined;

/**
 * The one eSpeak NG instance of this process (WASM, ≈ 130 ms and 24 MB of voice data to start),
 * made on first use. Its calls are synchronous, so two requests never run inside it at once; each
 * sentence sets its own voice, pitch and pace, so requests may interleave between sentences.
 */
export function espeakWorker(): Promise<ESpeakNGWorker> {
  worker ??= createEspeakModule().then((module) => new module.eSpeakNGWorker());
  // A failed start is not cached: the next request tries again.
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}
