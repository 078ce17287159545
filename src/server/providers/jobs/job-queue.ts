import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client';

/** One job handed to a worker: its id, its data, and a signal aborted when this instance stops. */
export interface Job<T> {
  id: string;
  data: T;
  signal: AbortSignal;
}

/** Why a job's signal was aborted: this instance is stopping (the job's owner puts the work back). */
export class JobQueueStopping extends Error {
  constructor() {
    super('The job queue is stopping');
    this.name = 'JobQueueStopping';
  }
}

/**
 * Durable background work (DESIGN.md §4): jobs live in the database (pg-boss, on PostgreSQL or the
 * embedded PGlite), so they outlive a restart and any instance can take them.
 */
export interface JobQueue {
  /**
   * Adds a job; `afterSeconds` holds it back that long. A job sent with `expireInSeconds` whose
   * handler has not settled by then (its instance died) is tried again, up to `retryLimit` times.
   * Returns the job's id.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string>;
  /** Runs `handler` for the queue's jobs, at most `concurrency` at once on this instance. */
  work<T extends object>(queue: string, concurrency: number, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Stops taking jobs, aborts the running handlers (JobQueueStopping) and waits for them to settle. */
  stop(): Promise<void>;
}

export interface SendOptions {
  afterSeconds?: number;
  retryLimit?: number;
  expireInSeconds?: number;
}

/** How often an idle worker looks for jobs; a job sent on this instance wakes its workers at once. */
const POLLING_SECONDS = 1;

/**
 * The queue on the app's database; pg-boss is loaded and started (creating its tables the first
 * time) when the queue is first used, after the server listens.
 */
export function openJobQueue(database: DatabaseHandle, log: Logger): JobQueue {
  let started: Promise<PgBoss> | undefined;
  // pg-boss completes or fails a job without awaiting the write (its manager.js): a stop waits for
  // every query it sent, so that none reaches a database closed after the stop.
  const sent = new Set<Promise<unknown>>();
  const track = <T>(query: Promise<T>): Promise<T> => {
    const settled = query.then(noop, noop);
    sent.add(settled);
    void settled.then(() => sent.delete(settled));
    return query;
  };
  const start = () =>
    (started ??= (async () => {
      const { default: PgBoss } = await import('pg-boss');
      const boss = new PgBoss({
        // The app's own connection (pool or PGlite), so the embedded mode needs nothing else.
        db: { executeSql: (text, values) => track(database.executeSql(text, values)) as Promise<{ rows: unknown[] }> },
        schema: 'pgboss',
        // Jobs are re-sent by their owners when work must run again: renders and model downloads
        // keep their own state, lease and heartbeat. pg-boss 10 cannot: an active job's expiry is
        // fixed when it is sent (no heartbeat), so it cannot tell a dead instance from a render of
        // hours, and its singleton and stately policies stop every fetch once the oldest job's key
        // is active (timgit/pg-boss#535), where a user's second render waits for their first.
        retryLimit: 0,
        // A job whose instance died is failed by the supervisor after this; its owner has long re-sent it.
        expireInHours: 4,
        schedule: false,
        deleteAfterDays: 7,
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      return boss;
    })());

  /** Each queue's creation, once; created one after another (pg-boss' createQueue deadlocks with another running at once). */
  const queues = new Map<string, Promise<void>>();
  let creating: Promise<unknown> = Promise.resolve();
  const workers = new Map<string, string[]>();
  const running = new Set<{ controller: AbortController; settled: Promise<void> }>();
  let stopping = false;

  function ensureQueue(queue: string): Promise<void> {
    let ready = queues.get(queue);
    if (!ready) {
      const create = async () => {
        const boss = await start();
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, policy: 'standard' });
      };
      ready = creating.then(create, create);
      creating = ready.catch(noop);
      queues.set(queue, ready);
      // A failed creation is tried again by the next use.
      ready.catch(() => queues.delete(queue));
    }
    return ready;
  }

  return {
    async send(queue, data, options = {}) {
      await ensureQueue(queue);
      const boss = await start();
      const { afterSeconds, ...retry } = options;
      const id = afterSeconds ? await boss.sendAfter(queue, data, retry, afterSeconds) : await boss.send(queue, data, retry);
      if (!id) throw new Error(`The job queue refused a job for ${queue}`);
      if (!afterSeconds) for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },

    async work(queue, concurrency, handler) {
      await ensureQueue(queue);
      if (stopping) return;
      const boss = await start();
      const ids: string[] = [];
      // pg-boss runs one batch per worker at a time: `concurrency` workers of one job each.
      for (let slot = 0; slot < concurrency; slot++) {
        ids.push(
          await boss.work<object>(queue, { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
            if (!job) return;
            const controller = new AbortController();
            if (stopping) controller.abort(new JobQueueStopping());
            const settled = handler({ id: job.id, data: job.data as never, signal: controller.signal });
            const entry = { controller, settled: settled.then(noop, noop) };
            running.add(entry);
            try {
              await settled;
            } finally {
              running.delete(entry);
            }
          }),
        );
      }
      workers.set(queue, [...(workers.get(queue) ?? []), ...ids]);
    },

    async stop() {
      stopping = true;
      if (!started) return;
      // A stop right after the first use waits for pg-boss to have started (or failed to).
      const boss = await started.catch(() => undefined);
      if (!boss) return;
      await Promise.all([...queues.keys()].map((queue) => boss.offWork(queue).catch(() => undefined)));
      for (const { controller } of running) controller.abort(new JobQueueStopping());
      await Promise.all([...running].map(({ settled }) => settled));
      // The jobs are in the database whatever happens here: a failed stop is only worth a log line.
      await boss
        .stop({ graceful: true, wait: true, timeout: 10_000 })
        .catch((error: unknown) => log.warn({ err: error }, 'job queue stop'));
      // A fetch under way when the stop began still hands its job to a handler (aborted from the
      // start), and pg-boss then records it: wait until neither is left.
      while (running.size > 0 || sent.size > 0) {
        await Promise.all([...running].map(({ settled }) => settled));
        await Promise.all(sent);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

const noop = () => undefined;
