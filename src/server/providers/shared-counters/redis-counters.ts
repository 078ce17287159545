import { ioredis } from '../../lib/on-first-use';
import { SharedCountersUnavailable, type Lease, type SharedCounters } from './shared-counters';

// Each script runs atomically in Redis, so instances racing for the same key cannot both pass.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// A key that expired stays gone: DECR would make it anew, without a window.
const unhitScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 1`;

// Slots are members of a sorted set scored by when their lease lapses (Redis' own clock).
const nowInScript = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

const acquireScript = `${nowInScript}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const renewScript = `${nowInScript}
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 1`;

/** Several instances: counters in Redis under `{prefix}count:` and `{prefix}slots:`. */
export function createRedisCounters(url: string, prefix: string, onError: (error: unknown) => void): SharedCounters {
  // While Redis is away, commands fail at once instead of queueing behind reconnection attempts
  // (which back off to seconds each): requests answer 503 or skip the limit without waiting.
  const redis = new (ioredis().Redis)(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  redis.on('error', onError);
  const renewals = new Set<ReturnType<typeof setInterval>>();
  // Only the very first connection is waited for (an instance starting up); later outages fail fast.
  const firstConnection = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  const run = async (script: string, key: string, ...args: (string | number)[]): Promise<unknown> => {
    try {
      await Promise.race([firstConnection, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      return await redis.eval(script, 1, key, ...args);
    } catch (error) {
      throw new SharedCountersUnavailable(error);
    }
  };

  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await run(hitScript, `${prefix}count:${key}`, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async unhit(key) {
      await run(unhitScript, `${prefix}count:${key}`);
    },
    async acquire(key, max, leaseMs) {
      const slotsKey = `${prefix}slots:${key}`;
      const holder = crypto.randomUUID();
      if ((await run(acquireScript, slotsKey, max, leaseMs, holder)) !== 1) return undefined;
      // Renewed while held; a holder that dies stops renewing and its slot lapses.
      const renewal = setInterval(
        () => {
          run(renewScript, slotsKey, leaseMs, holder).catch(onError);
        },
        Math.max(50, Math.floor(leaseMs / 3)),
      );
      renewal.unref();
      renewals.add(renewal);
      let released = false;
      const lease: Lease = {
        async release() {
          if (released) return;
          released = true;
          clearInterval(renewal);
          renewals.delete(renewal);
          await redis.zrem(slotsKey, holder).catch(onError);
        },
      };
      return lease;
    },
    async close() {
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
      await redis.quit().catch(() => undefined);
    },
  };
}
