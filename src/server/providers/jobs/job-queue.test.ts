import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-db';
import { JobQueueStopping, openJobQueue, type Job, type JobQueue } from './job-queue';

const log = pino({ level: 'silent' });

/** Resolves with the next value pushed, or fails the test after 10 s. */
function inbox<T>() {
  const items: T[] = [];
  const waiting: ((item: T) => void)[] = [];
  return {
    push: (item: T) => (waiting.length ? waiting.shift()!(item) : items.push(item)),
    next: () =>
      items.length
        ? Promise.resolve(items.shift()!)
        : new Promise<T>((resolve, reject) => {
            waiting.push(resolve);
            setTimeout(() => reject(new Error('no job arrived within 10 s')), 10_000).unref();
          }),
  };
}

describe('job queue (pg-boss on the app database)', () => {
  let database: DatabaseHandle;
  const opened: JobQueue[] = [];
  const open = async () => {
    const queue = openJobQueue(database, log);
    opened.push(queue);
    return queue;
  };

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const queue of opened.splice(0)) await queue.stop();
    await database.close();
  });

  it('starts workers of several queues at once on a fresh database (renders and model downloads start together)', async () => {
    const queue = await open();
    const done = inbox<string>();
    const names = ['first-queue', 'second-queue', 'third-queue'];
    await Promise.all(names.map((name) => queue.work(name, 1, async () => void done.push(name))));
    await Promise.all(names.map((name) => queue.send(name, {})));
    expect([await done.next(), await done.next(), await done.next()].sort()).toEqual([...names].sort());
  });

  it('runs a job sent on this instance with its data', async () => {
    const queue = await open();
    const done = inbox<Job<{ n: number }>>();
    await queue.work<{ n: number }>('sums', 1, async (job) => void done.push(job));
    const id = await queue.send('sums', { n: 41 });
    const job = await done.next();
    expect(job).toMatchObject({ id, data: { n: 41 } });
  });

  it('keeps a job sent while no instance works, for the next one that starts (a restart)', async () => {
    const first = await open();
    await first.send('later', { name: 'kept' });
    await first.stop();
    opened.splice(0);

    const second = await open();
    const done = inbox<{ name: string }>();
    await second.work<{ name: string }>('later', 1, async (job) => void done.push(job.data));
    expect(await done.next()).toEqual({ name: 'kept' });
  });

  it('runs at most `concurrency` jobs at once on an instance', async () => {
    const queue = await open();
    let active = 0;
    let most = 0;
    const done = inbox<number>();
    await queue.work<{ n: number }>('limited', 2, async (job) => {
      active++;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 150));
      active--;
      done.push(job.data.n);
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.send('limited', { n })));
    const finished = await Promise.all([1, 2, 3, 4, 5].map(() => done.next()));
    expect(finished.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('aborts running handlers with JobQueueStopping when the instance stops, and waits for them', async () => {
    const queue = await open();
    const started = inbox<void>();
    let reason: unknown;
    let settled = false;
    await queue.work('long', 1, async ({ signal }) => {
      started.push();
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      reason = signal.reason;
      await new Promise((resolve) => setTimeout(resolve, 50));
      settled = true;
    });
    await queue.send('long', {});
    await started.next();
    await queue.stop();
    opened.splice(0);
    expect(reason).toBeInstanceOf(JobQueueStopping);
    expect(settled).toBe(true);
  });

  it('when a fetch under way at the stop hands over a job, the stop waits for its handler and for pg-boss to record it', async () => {
    // The fetch that brings the job back is held until the stop has begun: the job reaches the
    // worker after the stop took its count of running handlers.
    let releaseFetch = () => {};
    const fetchHeld = new Promise<void>((resolve) => (releaseFetch = resolve));
    let stopped = false;
    const late: string[] = [];
    const gated: DatabaseHandle = {
      ...database,
      executeSql: async (text, values) => {
        if (stopped) late.push(text);
        if (/SKIP LOCKED/i.test(text)) await fetchHeld;
        return database.executeSql(text, values);
      },
    };
    const queue = openJobQueue(gated, log);
    await queue.send('fetched-late', {});
    let reason: unknown;
    let handled = false;
    await queue.work('fetched-late', 1, async ({ signal }) => {
      reason = signal.reason;
      await database.executeSql('select 1');
      handled = true;
    });
    const stopping = queue.stop();
    setTimeout(releaseFetch, 100);
    await stopping;
    stopped = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled).toBe(true);
    expect(reason).toBeInstanceOf(JobQueueStopping);
    expect(late).toEqual([]);
  });

  it('holds a job back for afterSeconds', async () => {
    const queue = await open();
    const done = inbox<number>();
    await queue.work('delayed', 1, async () => void done.push(Date.now()));
    const sentAt = Date.now();
    await queue.send('delayed', {}, { afterSeconds: 1 });
    expect((await done.next()) - sentAt).toBeGreaterThanOrEqual(900);
  });
});
