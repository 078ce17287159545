import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from '../../providers/shared-counters/shared-counters';

/**
 * @fastify/rate-limit counting in the deployment's shared counters, so every instance behind the
 * proxy sees the same hits (Redis): one piece serves the HTTP limits and the app's own.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      counters.hit(`rate:${this.namespace}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each route counts apart (the plugin hands over the route as `routeInfo`).
    child(params: unknown) {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, `${String(route?.method ?? '')}${route?.url ?? ''}:`);
    }
  }
  return SharedRateLimitStore;
}
