import { createRequire } from 'node:module';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { MODEL_FILE_NAME, type LocalModel } from '@shared/contracts/models';

/** The folder downloaded models live in: DATA_DIR/models. */
export const modelsDir = (dataDir: string) => join(dataDir, 'models');

/** The path of a model file in DATA_DIR/models; throws on a name that is not a plain .gguf file name (no folders, no leading dot). */
export function modelPath(dataDir: string, fileName: string): string {
  if (!MODEL_FILE_NAME.test(fileName)) throw new Error(`Not a model file name: ${JSON.stringify(fileName)}`);
  return join(modelsDir(dataDir), fileName);
}

/** The downloaded models (finished .gguf files; downloads in progress are .part files), by name. */
export async function listLocalModels(dataDir: string): Promise<LocalModel[]> {
  let names: string[];
  try {
    names = await readdir(modelsDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const models = await Promise.all(
    names
      .filter((name) => MODEL_FILE_NAME.test(name))
      .map(async (fileName) => {
        const info = await stat(join(modelsDir(dataDir), fileName)).catch(() => undefined);
        return info?.isFile() ? { fileName, bytes: info.size, modifiedAt: info.mtime.toISOString() } : undefined;
      }),
  );
  return models.filter((model) => model !== undefined).sort((a, b) => a.fileName.localeCompare(b.fileName));
}

/** Whether node-llama-cpp can be found from the app (resolved only: loading it takes seconds and hundreds of MB). */
export function runtimeInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('node-llama-cpp');
    return true;
  } catch (error) {
    // An ESM-only package refuses require's conditions: it is there all the same.
    return (error as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
  }
}

// Plain JavaScript run as a worker thread: a multi-gigabyte file is hashed off the server's event loop.
const HASH_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { createReadStream } = require('node:fs');
const hash = createHash('sha256');
createReadStream(workerData.path)
  .on('data', (chunk) => hash.update(chunk))
  .on('error', (error) => { throw error; })
  .on('end', () => parentPort.postMessage(hash.digest('hex')));
`;

/** The SHA-256 (hex) of a file, computed in a worker thread; the signal stops it. */
export function sha256OfFile(path: string, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(HASH_WORKER, { eval: true, workerData: { path } });
    const abort = () => {
      void worker.terminate();
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    worker.once('message', (hex: string) => {
      done();
      resolve(hex);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      done();
      reject(error);
    });
  });
}
