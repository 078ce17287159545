import { mkdir, open, rename, rm, statfs as fsStatfs, stat } from 'node:fs/promises';
import {
  modelFileNameFromUrl,
  modelMessages,
  type LocalModel,
  type ModelDownload,
  type ModelsResponse,
  type StartModelDownloadInput,
  type LocalModelRuntime,
} from '@shared/contracts/models';
import type { AppDeps } from '../../app/deps';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { JobQueueStopping, type Job, type JobQueue } from '../../providers/jobs/job-queue';
import type { AuditLog } from '../admin';
import { aiAddressProblem } from '../../providers/ai-server-address';
import { downloadFile, DownloadRefused, type StatFs } from './download-file';
import { listLocalModels, modelPath, modelsDir, sha256OfFile } from './model-files';
import type { RuntimeInstaller } from './runtime-installer';
import type { ModelDownloadRepository, ModelDownloadRow } from './repository';

/** The queue model downloads go through (a job only asks for its download to run; the row says what). */
export const MODEL_DOWNLOAD_QUEUE = 'model-download';
/** Progress is written at most this often; the write also says the download is alive. */
const PROGRESS_MS = 500;
/** A download with no progress written for this long is alive still: it says so this often. */
const HEARTBEAT_MS = 5_000;
/** A running download not heard of for this long lost its instance: it is queued again (its .part is continued). */
const STALE_AFTER_MS = 60_000;
const SWEEP_MS = 20_000;
/** A queued download untouched this long is asked for again, in case its job was lost. */
const QUEUED_RESEND_MS = 60_000;
/** Downloads one instance runs at once. */
const CONCURRENCY = 2;
/** How many of the latest downloads the console is shown. */
const RECENT_DOWNLOADS = 20;

type Actor = { id: string; email: string };

const toDownload = (row: ModelDownloadRow): ModelDownload => ({
  id: row.id,
  url: row.url,
  fileName: row.fileName,
  sha256: row.sha256,
  status: row.status,
  bytesDone: row.bytesDone,
  bytesTotal: row.bytesTotal,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const downloadMissing = () => notFound(modelMessages.downloadNotFound, 'MODEL_DOWNLOAD_NOT_FOUND');

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function startsWithGguf(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(4);
    await file.read(header, 0, 4, 0);
    return header.toString('latin1') === 'GGUF';
  } finally {
    await file.close();
  }
}

/**
 * Local models: GGUF files an administrator downloads by URL into DATA_DIR/models, as
 * durable jobs (pg-boss) that continue an interrupted transfer, check the disk's free space and
 * the file's SHA-256, and end in `<name>.gguf` (`<name>.gguf.part` while under way).
 * The files are on the disk of the instance that downloaded them.
 */
export function createModelService(
  deps: Pick<AppDeps, 'clock' | 'log' | 'config'> & {
    jobs: JobQueue;
    downloads: ModelDownloadRepository;
    auditLog: AuditLog;
    /** The disk's free space (tests give a small one); fs.statfs by default. */
    statfs?: StatFs;
    /** Whether an AI engine setting runs on this model file (it is then not deleted). */
    modelInUse?: (path: string) => boolean;
    /** Installs node-llama-cpp on demand. */
    runtime: RuntimeInstaller;
    retryDelayMs?: (attempt: number) => number;
  },
) {
  const { downloads, jobs, log, auditLog } = deps;
  const { dataDir } = deps.config;
  const statfs = deps.statfs ?? ((path: string) => fsStatfs(path));
  /** Downloads running on this instance: a cancel here stops the transfer at once. */
  const running = new Map<string, AbortController>();
  let sweeper: NodeJS.Timeout | undefined;

  /** Downloads the row's file to its .part, checks it, and renames it to the model's name. */
  async function fetchModel(row: ModelDownloadRow, signal: AbortSignal, onProgress: (done: number, total: number | null) => void) {
    const finalPath = modelPath(dataDir, row.fileName);
    const partPath = `${finalPath}.part`;
    await mkdir(modelsDir(dataDir), { recursive: true });
    try {
      const bytes = await downloadFile({
        url: row.url,
        aiAllowedHosts: deps.config.aiAllowedHosts,
        partPath,
        signal,
        statfs,
        onProgress,
        ...(deps.retryDelayMs ? { retryDelayMs: deps.retryDelayMs } : {}),
      });
      if (!(await startsWithGguf(partPath))) throw new DownloadRefused(modelMessages.notGguf);
      // The whole file is hashed from its first byte, however many connections brought it.
      if (row.sha256 && (await sha256OfFile(partPath, signal)) !== row.sha256) throw new DownloadRefused(modelMessages.checksumMismatch);
      if (await exists(finalPath)) throw new DownloadRefused(modelMessages.exists);
      await rename(partPath, finalPath);
      return bytes;
    } catch (error) {
      // A refused file is of no use to continue; one stopped by this instance's stop is continued later.
      if (!(signal.aborted && signal.reason instanceof JobQueueStopping)) await rm(partPath, { force: true });
      throw error;
    }
  }

  /** One job: claim the download, keep it alive, run it, and settle it however it ends. */
  async function run({ data, signal }: Job<{ downloadId: string }>): Promise<void> {
    const row = await downloads.claim(data.downloadId);
    if (!row) return;
    const stop = new AbortController();
    running.set(row.id, stop);
    let lastWrite = 0;
    let writing = Promise.resolve();
    let latest = { bytesDone: row.bytesDone, bytesTotal: row.bytesTotal };
    const write = () => {
      lastWrite = Date.now();
      const bytes = latest;
      writing = writing
        .then(async () => {
          if (!(await downloads.progress(row.id, bytes))) stop.abort(new Error('download no longer running'));
        })
        .catch((err: unknown) => log.warn({ err, downloadId: row.id }, 'model download progress was not written'));
    };
    const heartbeat = setInterval(() => {
      if (Date.now() - lastWrite >= HEARTBEAT_MS) write();
    }, HEARTBEAT_MS);
    try {
      const bytes = await fetchModel(row, AbortSignal.any([signal, stop.signal]), (bytesDone, bytesTotal) => {
        latest = { bytesDone, bytesTotal };
        if (Date.now() - lastWrite >= PROGRESS_MS) write();
      });
      clearInterval(heartbeat);
      await writing;
      if (!(await downloads.settle(row.id, { status: 'done', bytesDone: bytes }))) {
        // Canceled while the file was being checked: it goes too.
        await rm(modelPath(dataDir, row.fileName), { force: true });
      }
    } catch (error) {
      clearInterval(heartbeat);
      await writing;
      if (signal.aborted && signal.reason instanceof JobQueueStopping) {
        // This instance is stopping: the download goes back to the queue and its .part is continued.
        if (await downloads.settle(row.id, { status: 'queued' })) await jobs.send(MODEL_DOWNLOAD_QUEUE, data);
        return;
      }
      // Canceled: the cancel settled the row.
      if (stop.signal.aborted) return;
      log.warn({ err: error, downloadId: row.id, url: row.url }, 'model download failed');
      const message =
        error instanceof DownloadRefused ? error.message : 'The model could not be downloaded. Check the address, then download again.';
      await downloads.settle(row.id, { status: 'failed', error: message });
    } finally {
      running.delete(row.id);
    }
  }

  /** Downloads whose instance went quiet go back to the queue; lost jobs are asked for again. */
  async function sweep(staleBefore?: Date): Promise<void> {
    for (const id of await downloads.requeueStale(staleBefore)) await jobs.send(MODEL_DOWNLOAD_QUEUE, { downloadId: id });
    const waitingSince = new Date(deps.clock.now().getTime() - QUEUED_RESEND_MS);
    for (const id of await downloads.queued(waitingSince)) await jobs.send(MODEL_DOWNLOAD_QUEUE, { downloadId: id });
  }

  return {
    /** Queues the download of a .gguf file by URL (202); 409 when that file is already here or on its way. */
    async download(actor: Actor, input: StartModelDownloadInput): Promise<ModelDownload> {
      const fileName = modelFileNameFromUrl(input.url);
      if (!fileName) throw badRequest(modelMessages.notGgufUrl, 'NOT_A_GGUF_URL');
      const refused = aiAddressProblem(input.url, deps.config.aiAllowedHosts);
      if (refused) throw badRequest(`The model cannot be downloaded from there: ${refused}`, 'ADDRESS_NOT_ALLOWED');
      if (await exists(modelPath(dataDir, fileName))) throw conflict(modelMessages.exists, 'MODEL_EXISTS');
      const row = await downloads.create({
        url: input.url,
        fileName,
        sha256: input.sha256?.toLowerCase() ?? null,
        requestedBy: actor.id,
      });
      if (!row) throw conflict(modelMessages.downloading, 'MODEL_DOWNLOADING');
      await auditLog.record({
        admin: actor,
        action: 'model.download',
        target: { type: 'model_download', id: row.id },
        details: { url: row.url, fileName, sha256: row.sha256 },
      });
      await jobs.send(MODEL_DOWNLOAD_QUEUE, { downloadId: row.id });
      return toDownload(row);
    },

    async list(): Promise<ModelsResponse> {
      const [models, recent] = await Promise.all([listLocalModels(dataDir), downloads.recent(RECENT_DOWNLOADS)]);
      const runtime = deps.runtime.state();
      return { runtimeInstalled: runtime.status === 'installed', runtime, models, downloads: recent.map(toDownload) };
    },

    async get(id: string): Promise<ModelDownload> {
      const row = await downloads.find(id);
      if (!row) throw downloadMissing();
      return toDownload(row);
    },

    /** Stops a waiting or running download: at once on this instance, within a progress write on another. */
    async cancel(actor: Actor, id: string): Promise<ModelDownload> {
      const result = await downloads.cancel(id);
      if (!result) throw downloadMissing();
      if (!result.canceled) throw conflict(modelMessages.notCancelable, 'MODEL_DOWNLOAD_NOT_CANCELABLE');
      running.get(id)?.abort(new Error('canceled'));
      await auditLog.record({
        admin: actor,
        action: 'model.download.cancel',
        target: { type: 'model_download', id },
        details: { fileName: result.row.fileName },
      });
      return toDownload(result.row);
    },

    /** Installs the local model runtime in the background (audited); the state at once. */
    async installRuntime(actor: Actor): Promise<LocalModelRuntime> {
      const runtime = deps.runtime.install();
      await auditLog.record({
        admin: actor,
        action: 'model.runtime.install',
        details: { package: deps.config.localModelRuntimePackage, status: runtime.status },
      });
      return runtime;
    },

    /** Deletes a downloaded model file; 404 for a name not in the models folder. */
    async remove(actor: Actor, fileName: string): Promise<LocalModel> {
      let path: string;
      try {
        path = modelPath(dataDir, fileName);
      } catch {
        throw notFound(modelMessages.modelNotFound, 'MODEL_NOT_FOUND');
      }
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFound(modelMessages.modelNotFound, 'MODEL_NOT_FOUND');
      if (deps.modelInUse?.(path)) throw conflict(modelMessages.modelInUse, 'MODEL_IN_USE');
      await rm(path);
      await auditLog.record({
        admin: actor,
        action: 'model.delete',
        target: { type: 'model_file', id: fileName },
        details: { bytes: info.size },
      });
      return { fileName, bytes: info.size, modifiedAt: info.mtime.toISOString() };
    },

    /**
     * Starts this instance's download workers and the sweep for downloads whose instance died.
     * `embedded`: this is the only instance, so downloads left running by the previous start are
     * queued again at once (their .part files are continued).
     */
    async start(options: { embedded: boolean }): Promise<void> {
      if (options.embedded) {
        await sweep();
        for (const id of await downloads.queued(deps.clock.now())) await jobs.send(MODEL_DOWNLOAD_QUEUE, { downloadId: id });
      }
      await jobs.work<{ downloadId: string }>(MODEL_DOWNLOAD_QUEUE, CONCURRENCY, run);
      sweeper = setInterval(() => {
        sweep(new Date(deps.clock.now().getTime() - STALE_AFTER_MS)).catch((err: unknown) =>
          log.warn({ err }, 'model download sweep failed'),
        );
      }, SWEEP_MS);
      sweeper.unref();
    },

    stop(): void {
      clearInterval(sweeper);
    },

    sweep,
  };
}

export type ModelService = ReturnType<typeof createModelService>;
