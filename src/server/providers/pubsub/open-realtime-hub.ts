import type { Config } from '../../config/config';
import { createInProcessHub } from './in-process-hub';
import type { RealtimeHub } from './realtime-hub';
import { createRedisHub } from './redis-hub';

/** Redis pub/sub when REDIS_URL is set (several instances), else in process. */
export function openRealtimeHub(config: Pick<Config, 'redis'>, onError?: (error: unknown) => void): RealtimeHub {
  return config.redis ? createRedisHub(config.redis.url, config.redis.prefix, onError) : createInProcessHub();
}
