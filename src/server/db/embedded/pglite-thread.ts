import type { MessagePort, Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { startWorker } from '../../lib/start-worker';
import type { PgliteReply, PgliteRequest, ThreadError } from './pglite-worker';

/** What the server uses of a PGlite (drizzle's driver, the job queue's SQL, backups): in-process or on its thread alike. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

/** An error PGlite raised on the database's thread, with PostgreSQL's fields (code, constraint, detail…) as they were. */
export class DatabaseThreadError extends Error {
  constructor(error: ThreadError) {
    super(error.message);
    Object.assign(this, error.fields);
    this.name = error.name;
  }
}

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database on a thread of its own (pglite-worker.ts): queries run beside the event loop,
 * so a slow one delays the answers that wait for the database, not every request. `open` opens the
 * folder once its lock is held; `client` takes queries at once (they wait on the thread until the
 * folder is open), so the server builds its app meanwhile.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** Set once the thread is gone: every request after it fails with it. */
  private stopped: Error | undefined;
  /** Runs every query on the thread; those sent before the open wait for it there. */
  readonly client: PgliteClient = this.clientOf();

  constructor() {
    this.worker = startWorker(new URL('./pglite-worker.ts', import.meta.url), 'pglite-worker');
    this.worker.on('message', (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new DatabaseThreadError(reply.error));
    });
    this.worker.on('error', (error: Error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`the embedded database's thread exited (code ${code})`)));
  }

  /**
   * Opens the data folder; with `whenLocked`, once the data folder's lock thread says there that the
   * lock is held (data-dir-lock.ts), not after this thread, busy loading the server, has heard it.
   */
  async open(dataDir: string, whenLocked?: MessagePort): Promise<PgliteClient> {
    await this.request({ op: 'open', dataDir, whenLocked }, whenLocked ? [whenLocked] : []);
    return this.client;
  }

  /** Ends the thread, open or not (a start that failed). */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private stop(cause: Error): void {
    if (this.stopped) return;
    // PostgreSQL's crash_shutdown: answered 503 like a database that went away (database-unavailable.ts).
    this.stopped = Object.assign(new Error(`the embedded database stopped: ${cause.message}`, { cause }), { code: '57P02' });
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }

  private request(request: Request, transfer: MessagePort[] = []): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  private clientOf(transaction?: number): PgliteClient {
    const inTransaction = transaction === undefined ? {} : { transaction };
    const query = async (text: string, params: unknown[] = [], options: QueryOptions = {}) =>
      (await this.request({
        op: 'query',
        text,
        params,
        rowMode: options.rowMode ?? 'object',
        textTypes: textTypes(options.parsers),
        ...inTransaction,
      })) as Results;
    const exec = async (text: string) => (await this.request({ op: 'exec', text, ...inTransaction })) as Results[];
    return {
      query: query as PgliteClient['query'],
      exec,
      transaction: (async <T>(callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>) => {
        if (transaction !== undefined) throw new Error('a transaction inside a transaction is a savepoint');
        const id = (await this.request({ op: 'begin' })) as number;
        const inside = this.clientOf(id);
        const tx = {
          query: inside.query,
          exec: inside.exec,
          sql: () => Promise.reject(new Error('tx.sql is not available on the database thread')),
          rollback: () => Promise.reject(new Error('tx.rollback is not available on the database thread: throw instead')),
          listen: () => Promise.reject(new Error('tx.listen is not available on the database thread')),
          closed: false,
        } as unknown as Parameters<typeof callback>[0];
        let result: T;
        try {
          result = await callback(tx);
        } catch (error) {
          await this.request({ op: 'end', transaction: id, commit: false });
          throw error;
        }
        await this.request({ op: 'end', transaction: id, commit: true });
        return result;
      }) as PgliteClient['transaction'],
      dumpDataDir: (async () => new Blob([(await this.request({ op: 'dump' })) as ArrayBuffer])) as PgliteClient['dumpDataDir'],
      close: async () => {
        try {
          await this.request({ op: 'close' });
        } finally {
          // Work still asking after a close (a stop right after start) is told so, not that the thread failed.
          this.stop(new Error('it was closed'));
          await this.terminate();
        }
      },
    };
  }
}

/**
 * The types a query's parsers keep as PostgreSQL's text. A function cannot cross to the thread, and
 * the only parsers the server's callers give (drizzle's, for dates, timestamps, intervals and
 * numeric arrays) return the text as it is: anything else is refused rather than silently ignored.
 */
const checkedTextTypes = new WeakMap<object, number[]>();
function textTypes(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  // drizzle gives each prepared query one parsers object: checked once, not at every run.
  let types = checkedTextTypes.get(parsers);
  if (!types) checkedTextTypes.set(parsers, (types = checkTextTypes(parsers)));
  return types;
}

function checkTextTypes(parsers: NonNullable<QueryOptions['parsers']>): number[] {
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('probe', Number(type)) !== 'probe')
      throw new Error(`type ${type}: only parsers that keep the text cross to the database thread`);
    return Number(type);
  });
}
