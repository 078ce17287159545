import { Redis } from 'ioredis';
import type { ServerEvent } from '@shared/realtime';
import type { RealtimeHub } from './realtime-hub';

/**
 * Several instances: each event is published on the user's channel (`{prefix}user:{id}`), and every
 * instance with a socket of that user subscribes to it. One connection publishes, one subscribes.
 */
export function createRedisHub(url: string, prefix: string, onError: (error: unknown) => void = (error) => console.error('redis hub:', error)): RealtimeHub {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects (and resubscribes) by itself; its errors are reported, never thrown at the process.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Map<string, Set<(event: ServerEvent) => void>>();
  const channel = (userId: string) => `${prefix}user:${userId}`;

  subscriber.on('message', (name: string, payload: string) => {
    const userId = name.slice(`${prefix}user:`.length);
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch (error) {
      return onError(error);
    }
    for (const listener of listeners.get(userId) ?? []) listener(event);
  });

  return {
    async publish(userId, event) {
      await publisher.publish(channel(userId), JSON.stringify(event));
    },
    async subscribe(userId, listener) {
      let own = listeners.get(userId);
      if (!own) {
        own = new Set();
        listeners.set(userId, own);
        try {
          await subscriber.subscribe(channel(userId));
        } catch (error) {
          // Not subscribed: the next socket of this user must try again.
          listeners.delete(userId);
          throw error;
        }
      }
      own.add(listener);
      return async () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(userId) === own) {
          listeners.delete(userId);
          await subscriber.unsubscribe(channel(userId)).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
