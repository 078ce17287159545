import { parentPort, type MessagePort } from 'node:worker_threads';
import type { LockWorkerReply } from './data-dir-lock-worker';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { createPglite, pgliteEngine } from './pglite';

/**
 * The embedded database's thread (pglite-thread.ts starts it): PGlite runs here, so PostgreSQL's
 * start and every query's work run beside the web server's event loop instead of on it.
 */

/** What the server asks; `transaction` names a transaction `begin` opened. */
export type PgliteRequest = { id: number } & (
  | { op: 'open'; dataDir: string; whenLocked?: MessagePort | undefined }
  | { op: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object'; textTypes: number[]; transaction?: number }
  | { op: 'exec'; text: string; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

/** A PostgreSQL error's fields (code, constraint, detail…) as plain values: an Error's own fields do not cross threads. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

export type PgliteReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

const port = parentPort!;
// Reading and compiling PostgreSQL's WebAssembly (on V8's and libuv's threads) starts with this
// thread, and PGlite's JavaScript is read meanwhile, before the server has its lock on the data folder
// and asks to open it.
void pgliteEngine().catch(() => undefined);
void import('@electric-sql/pglite').catch(() => undefined);

/** Requests that come before the open (the server builds its app meanwhile) wait for it, and fail as it does. */
let openAsked = false;
let startOpen!: (opening: Promise<PGlite>) => void;
const database = new Promise<PGlite>((resolve) => (startOpen = resolve));
database.catch(() => undefined);
/** The database once open: the requests that follow need not wait on the promise. */
let opened: PGlite | undefined;

let nextTransaction = 1;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> }>();

/** Thrown inside PGlite's transaction to have it roll back; not an error of the caller's. */
const rollback = Symbol('rollback');

function target(transaction: number | undefined): Pick<PGlite, 'query' | 'exec'> | Promise<PGlite> {
  if (transaction === undefined) return opened ?? database;
  const open = transactions.get(transaction);
  if (!open) throw new Error('the transaction has ended');
  return open.tx;
}

/** The data folder's lock, as its thread tells this one directly (data-dir-lock-worker.ts): held, or not to be had. */
function locked(port: MessagePort): Promise<void> {
  return new Promise((resolve, reject) => {
    port.once('message', (reply: LockWorkerReply) => {
      port.close();
      if (reply.type === 'locked') resolve();
      else reject(new Error(`the data folder was not locked (${reply.type})`));
    });
  });
}

/** Opens the folder; a failure fails the queries that waited as a database that cannot be reached (57P03 → 503). */
async function open(dataDir: string, whenLocked: MessagePort | undefined): Promise<PGlite> {
  try {
    if (whenLocked) await locked(whenLocked);
    return await createPglite({ dataDir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw Object.assign(new Error(`the embedded database could not be opened: ${reason}`, { cause: error }), { code: '57P03' });
  }
}

/** Opens a transaction and holds it open until its `end`; answers with its number once BEGIN has run. */
async function begin(): Promise<number> {
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  let entered!: (tx: Transaction) => void;
  const inside = new Promise<Transaction>((resolve) => (entered = resolve));
  const ended = (opened ?? (await database))
    .transaction(async (tx) => {
      entered(tx);
      if (!(await decided)) throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  // BEGIN failing ends the transaction before it is entered.
  const tx = await Promise.race([inside, ended.then(() => Promise.reject(new Error('the transaction did not open')))]);
  const id = nextTransaction++;
  transactions.set(id, { tx, end, ended: ended.finally(() => transactions.delete(id)) });
  return id;
}

async function endTransaction(transaction: number, commit: boolean): Promise<void> {
  const open = transactions.get(transaction);
  if (!open) throw new Error('the transaction has ended');
  open.end(commit);
  await open.ended;
}

/** Parsers that keep these types as PostgreSQL's text (the only ones the server's callers give: drizzle's), made once per set. */
const textParsers = new Map<string, NonNullable<QueryOptions['parsers']>>();
function keepingText(types: number[]): NonNullable<QueryOptions['parsers']> {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) textParsers.set(key, (parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]))));
  return parsers;
}

async function answer(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'open': {
      if (openAsked) throw new Error('the embedded database is already open');
      openAsked = true;
      startOpen(open(request.dataDir, request.whenLocked));
      opened = await database;
      return null;
    }
    case 'query':
      return (await target(request.transaction)).query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: keepingText(request.textTypes),
      });
    case 'exec':
      return (await target(request.transaction)).exec(request.text);
    case 'begin':
      return begin();
    case 'end':
      return endTransaction(request.transaction, request.commit);
    case 'dump':
      return (await (opened ?? (await database)).dumpDataDir('none')).arrayBuffer();
    case 'close': {
      if (!openAsked) return null;
      await (await database.catch(() => undefined))?.close();
      opened = undefined;
      return null;
    }
  }
}

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, fields };
}

port.on('message', (request: PgliteRequest) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value }, value instanceof ArrayBuffer ? [value] : []),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: threadError(error) }),
  );
});
