import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessCounters } from './in-process-counters';
import { createRedisCounters } from './redis-counters';
import { SharedCountersUnavailable, type SharedCounters } from './shared-counters';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `genesis-test-counters-${process.pid}-${Date.now()}:`;
const opened: SharedCounters[] = [];
const fail = (error: unknown) => {
  throw error;
};
function redisCounters(): SharedCounters {
  const counters = createRedisCounters(redisUrl, prefix, fail);
  opened.push(counters);
  return counters;
}
afterAll(() => Promise.all(opened.map((counters) => counters.close())));

// Every instance must see the same counts: two handles on one store stand for two instances.
describe.each([
  [
    'in process',
    () => {
      const shared = createInProcessCounters();
      return [shared, shared] as const;
    },
  ],
  ['Redis', () => [redisCounters(), redisCounters()] as const],
])('shared counters (%s)', (_name, open) => {
  it('counts hits on one key in a window, from every instance, and starts again after it', async () => {
    const [a, b] = open();
    const key = `hits-${crypto.randomUUID()}`;
    expect((await a.hit(key, 300)).count).toBe(1);
    expect((await b.hit(key, 300)).count).toBe(2);
    const third = await a.hit(key, 300);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(300);
    expect((await a.hit(`other-${key}`, 300)).count).toBe(1);
    await sleep(350);
    expect((await b.hit(key, 300)).count).toBe(1);
  });

  it('takes a hit back on any instance, never below zero, and never revives a window that ended', async () => {
    const [a, b] = open();
    const key = `unhit-${crypto.randomUUID()}`;
    await a.hit(key, 300);
    await a.hit(key, 300);
    await b.unhit(key);
    expect((await a.hit(key, 300)).count).toBe(2);
    await b.unhit(key);
    await b.unhit(key);
    await b.unhit(key);
    expect((await b.hit(key, 300)).count).toBe(1);
    await sleep(350); // past the end of the 300 ms window
    await a.unhit(key);
    // A window of its own, as long as asked for: nothing of the ended one came back (no timing to race).
    const fresh = await a.hit(key, 60_000);
    expect(fresh.count).toBe(1);
    expect(fresh.resetInMs).toBeGreaterThan(300);
  });

  it('hands out at most `max` slots of a key across instances, and a released slot again', async () => {
    const [a, b] = open();
    const key = `slots-${crypto.randomUUID()}`;
    const first = await a.acquire(key, 2, 5_000);
    const second = await b.acquire(key, 2, 5_000);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(await a.acquire(key, 2, 5_000)).toBeUndefined();
    expect(await b.acquire(`other-${key}`, 2, 5_000)).toBeDefined();
    await first!.release();
    await first!.release(); // a second release frees nothing more
    const third = await b.acquire(key, 2, 5_000);
    expect(third).toBeDefined();
    expect(await a.acquire(key, 2, 5_000)).toBeUndefined();
    await Promise.all([second!.release(), third!.release()]);
  });
});

describe('Redis slot leases', () => {
  it('are kept while their holder runs, and lapse once it stops renewing (a killed instance)', async () => {
    const key = `lease-${crypto.randomUUID()}`;
    const holder = createRedisCounters(redisUrl, prefix, () => undefined);
    const other = redisCounters();
    const lease = await holder.acquire(key, 1, 300);
    expect(lease).toBeDefined();
    await sleep(700); // longer than the lease: renewals keep it
    expect(await other.acquire(key, 1, 300)).toBeUndefined();
    await holder.close(); // the instance is gone, its lease is not released
    await sleep(450);
    expect(await other.acquire(key, 1, 300)).toBeDefined();
  });
});

describe('Redis counters when Redis cannot be reached', () => {
  it('fail with SharedCountersUnavailable (answered 503), after a few quick retries', async () => {
    const unreachable = createRedisCounters('redis://127.0.0.1:1', prefix, () => undefined);
    opened.push(unreachable);
    // At once: each waits up to 2 s for a first connection that never comes.
    await Promise.all([
      expect(unreachable.hit('anything', 1_000)).rejects.toBeInstanceOf(SharedCountersUnavailable),
      expect(unreachable.acquire('anything', 1, 1_000)).rejects.toBeInstanceOf(SharedCountersUnavailable),
    ]);
  });
});

describe('in-process counters', () => {
  it('keep at most a set number of windows, forgetting the oldest first (a flood of new keys cannot grow memory)', async () => {
    const counters = createInProcessCounters(Date.now, 3);
    for (const key of ['a', 'b', 'c']) await counters.hit(key, 60_000);
    expect((await counters.hit('c', 60_000)).count).toBe(2);
    await counters.hit('d', 60_000);
    expect((await counters.hit('a', 60_000)).count).toBe(1);
    expect((await counters.hit('d', 60_000)).count).toBe(2);
  });
});
