import { open, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { modelMessages } from '@shared/contracts/models';
import { AiAddressRefused, aiServerFetch } from '../../providers/ai-server-address';

/** A download that cannot succeed by trying again (wrong file, no room, refused by the server): its message is the administrator's. */
export class DownloadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadRefused';
  }
}

/** Free space on the file system that holds a path (fs.promises.statfs's shape). */
export type StatFs = (path: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

export interface DownloadFileOptions {
  url: string;
  /** AI_ALLOWED_HOSTS: where the download (and every redirect it follows) may connect; empty: any http(s) address. */
  aiAllowedHosts: readonly string[];
  /** The file the bytes go to; what is already in it is kept and continued (HTTP Range) where the server allows. */
  partPath: string;
  signal: AbortSignal;
  statfs: StatFs;
  /** Called as bytes arrive: how many the file holds, and the whole file's size when the server said it. */
  onProgress(bytesDone: number, bytesTotal: number | null): void;
  /** The wait before the nth try again (1-based); grows so a server that is down is not hammered. */
  retryDelayMs?: (attempt: number) => number;
}

/** Space left free on the disk after a download: the database, renders and the system need room too. */
export const FREE_SPACE_MARGIN = 512 * 1024 * 1024;
/** Tries in a row that moved no byte before a download is given up. */
const MAX_ATTEMPTS = 5;
/** A connection that sends nothing for this long is dropped and tried again. */
const STALL_MS = 60_000;
/** Free space is looked at again after this many bytes. */
const SPACE_CHECK_BYTES = 64 * 1024 * 1024;
const GGUF_MAGIC = Buffer.from('GGUF', 'latin1');

const defaultRetryDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** (attempt - 1));

const formatBytes = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${bytes} bytes`;

async function freeBytes(statfs: StatFs, path: string): Promise<number> {
  const info = await statfs(path);
  return Number(info.bavail) * Number(info.bsize);
}

/** Refuses when `needed` more bytes would leave less than `margin` free. */
async function assertRoom(statfs: StatFs, path: string, needed: number, margin: number): Promise<void> {
  const free = await freeBytes(statfs, path);
  if (needed > free - margin) {
    throw new DownloadRefused(
      `Not enough free disk space for this model: ${formatBytes(needed)} more are needed and ${formatBytes(free)} are free ` +
        `(${formatBytes(FREE_SPACE_MARGIN)} are kept free for the app). Free some space or choose a smaller model.`,
    );
  }
}

async function sizeOf(path: string): Promise<number> {
  return (await stat(path).catch(() => undefined))?.size ?? 0;
}

/** `bytes start-end/total` (or `bytes * /total`): start and total, when given. */
function contentRange(header: string | null): { start?: number; total?: number } {
  const match = /^bytes (?:(\d+)-\d+|\*)\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (!match) return {};
  return {
    ...(match[1] !== undefined ? { start: Number(match[1]) } : {}),
    ...(match[2] !== '*' ? { total: Number(match[2]) } : {}),
  };
}

/** A try that failed for a reason worded here (a stall, a cut body, a server error's status). */
class TryFailed extends Error {}

/**
 * A try that got no HTTP answer: nothing listening, a reset, a service that is not HTTP (Redis,
 * PostgreSQL), a name that does not resolve, or silence. All are the same to the administrator, and
 * nothing of the socket's own message is kept: a download must not tell which ports are open.
 */
class Unanswered extends Error {}

/** A failed try in words of ours: never the socket's own message. */
function reasonOf(error: unknown): string {
  if (error instanceof TryFailed) return error.message;
  return error instanceof Unanswered ? 'the server could not be reached' : 'the connection broke off';
}

/** Whether a failure of one try is worth another: the connection, the server's side, a stall. */
function retryable(error: unknown): boolean {
  return !(error instanceof DownloadRefused);
}

/**
 * One try: continues the part file from its size (Range) when the server answers 206, starts over
 * on 200, and writes what arrives. Resolves with the file's size when the body ended complete.
 */
async function transfer(options: DownloadFileOptions): Promise<{ bytes: number; moved: boolean }> {
  const { partPath, signal, statfs } = options;
  let offset = await sizeOf(partPath);
  const stall = new AbortController();
  let stallTimer = setTimeout(() => stall.abort(new TryFailed('the server sent nothing for a minute')), STALL_MS);
  const heard = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => stall.abort(new TryFailed('the server sent nothing for a minute')), STALL_MS);
  };
  try {
    let response: Response;
    try {
      // Redirects are followed (Hugging Face sends files from a CDN), each checked as the first address is.
      response = await aiServerFetch(options.aiAllowedHosts)(options.url, {
        headers: { 'accept-encoding': 'identity', ...(offset > 0 ? { range: `bytes=${offset}-` } : {}) },
        signal: AbortSignal.any([signal, stall.signal]),
      });
    } catch (error) {
      if (error instanceof AiAddressRefused) throw new DownloadRefused(`The model could not be downloaded: ${error.message}`);
      signal.throwIfAborted();
      throw new Unanswered('no answer', { cause: error });
    }
    let total: number | null;
    if (response.status === 416 && offset > 0) {
      await response.body?.cancel();
      const { total: size } = contentRange(response.headers.get('content-range'));
      if (size === offset) return { bytes: offset, moved: false };
      // The part file is longer than the file now on the server: it is not the same file.
      await rm(partPath, { force: true });
      throw new TryFailed('the file on the server changed; starting again');
    }
    if (response.status === 206) {
      const range = contentRange(response.headers.get('content-range'));
      if (range.start !== offset) {
        await response.body?.cancel();
        await rm(partPath, { force: true });
        throw new TryFailed(`the server resumed at byte ${range.start ?? '?'} instead of ${offset}; starting again`);
      }
      total = range.total ?? null;
    } else if (response.ok) {
      // The server sends the whole file (it ignores Range): start over.
      offset = 0;
      const length = response.headers.get('content-length');
      total = length !== null && /^\d+$/.test(length) ? Number(length) : null;
    } else {
      await response.body?.cancel();
      const message = `the server answered ${response.status} ${response.statusText}`.trim();
      if (response.status >= 500 || response.status === 408 || response.status === 429) throw new TryFailed(message);
      throw new DownloadRefused(`The model could not be downloaded: ${message}. Check the address.`);
    }
    if (!response.body) throw new TryFailed('the server sent no body');
    const directory = dirname(partPath);
    if (total !== null) await assertRoom(statfs, directory, total - offset, FREE_SPACE_MARGIN);
    options.onProgress(offset, total);

    const file = await open(partPath, offset > 0 ? 'a' : 'w');
    let done = offset;
    let sinceSpaceCheck = 0;
    let header = offset >= GGUF_MAGIC.length ? undefined : Buffer.alloc(0);
    try {
      for await (const chunk of Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) as AsyncIterable<Buffer>) {
        heard();
        // The first bytes say whether this is a model at all (a web page is refused at once).
        if (header) {
          header = Buffer.concat([header, chunk]);
          if (header.length >= GGUF_MAGIC.length) {
            if (!header.subarray(0, GGUF_MAGIC.length).equals(GGUF_MAGIC)) throw new DownloadRefused(modelMessages.notGguf);
            header = undefined;
          }
        }
        await file.write(chunk);
        done += chunk.byteLength;
        sinceSpaceCheck += chunk.byteLength;
        if (sinceSpaceCheck >= SPACE_CHECK_BYTES) {
          sinceSpaceCheck = 0;
          // Something else may be filling the disk: half the margin must stay free beyond what is still to come.
          await assertRoom(statfs, directory, total === null ? 0 : total - done, FREE_SPACE_MARGIN / 2);
        }
        options.onProgress(done, total);
      }
    } finally {
      await file.close();
    }
    if (total !== null && done < total) throw new TryFailed(`the connection ended after ${done} of ${total} bytes`);
    if (header) throw new DownloadRefused(modelMessages.notGguf);
    return { bytes: done, moved: done > offset };
  } catch (error) {
    signal.throwIfAborted();
    // A stall mid-body is the stall's reason, not the stream's own error.
    throw stall.signal.aborted && !(error instanceof DownloadRefused) ? stall.signal.reason : error;
  } finally {
    clearTimeout(stallTimer);
  }
}

/**
 * Downloads `url` into `partPath`, continuing after an interrupted connection (HTTP Range when the
 * server allows it, from the start when not) and trying again with growing waits; gives up after
 * MAX_ATTEMPTS tries in a row that brought nothing. Checks free space before and while writing and
 * that the file starts with GGUF. Resolves with the file's size.
 */
export async function downloadFile(options: DownloadFileOptions): Promise<number> {
  const delay = options.retryDelayMs ?? defaultRetryDelay;
  let failures = 0;
  for (;;) {
    const before = await sizeOf(options.partPath);
    try {
      const { bytes } = await transfer(options);
      return bytes;
    } catch (error) {
      options.signal.throwIfAborted();
      if (!retryable(error)) throw error;
      // A try that moved bytes counts as progress: only tries in a row that brought nothing add up.
      failures = (await sizeOf(options.partPath)) > before ? 1 : failures + 1;
      if (failures >= MAX_ATTEMPTS) {
        throw new DownloadRefused(
          error instanceof Unanswered
            ? `Could not reach the server at ${new URL(options.url).origin} (tried ${MAX_ATTEMPTS} times). Check the address and the connection, then download again.`
            : `The download failed ${MAX_ATTEMPTS} times in a row (${reasonOf(error)}). Check the address and the connection, then download again.`,
        );
      }
      await sleep(delay(failures), undefined, { signal: options.signal });
    }
  }
}
