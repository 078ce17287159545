import type { Config } from '../../config/config';
import { createInProcessCounters } from './in-process-counters';
import { createRedisCounters } from './redis-counters';
import type { SharedCounters } from './shared-counters';

/** Redis when REDIS_URL is set (several instances count together), else in process. */
export function openSharedCounters(config: Pick<Config, 'redis'>, onError: (error: unknown) => void): SharedCounters {
  return config.redis ? createRedisCounters(config.redis.url, config.redis.prefix, onError) : createInProcessCounters();
}
