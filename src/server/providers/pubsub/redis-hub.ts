import type { ServerEvent } from '@shared/realtime';
import { ioredis } from '../../lib/on-first-use';
import type { HubMessage, RealtimeHub } from './realtime-hub';

/**
 * A message as published: `{kind, …}`, or a bare event with its `type`, as instances of the
 * previous version publish events (heard during a rolling restart); else null.
 */
function hubMessage(parsed: unknown): HubMessage | null {
  if (!parsed || typeof parsed !== 'object') return null;
  if ('kind' in parsed) return parsed as HubMessage;
  return typeof (parsed as { type?: unknown }).type === 'string' ? { kind: 'event', event: parsed as ServerEvent } : null;
}

/** An announcement's detail: `{detail}`; none in `{}` (as instances of the previous version announce) or in anything else. */
function topicDetail(payload: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    const detail = parsed && typeof parsed === 'object' ? (parsed as { detail?: unknown }).detail : undefined;
    return typeof detail === 'string' ? detail : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Several instances: each message is published on the user's channel (`{prefix}user:{id}`), and every
 * instance with a socket of that user subscribes to it. One connection publishes, one subscribes.
 */
export function createRedisHub(
  url: string,
  prefix: string,
  onError: (error: unknown) => void = (error) => console.error('redis hub:', error),
): RealtimeHub {
  const { Redis } = ioredis();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects (and resubscribes) by itself; its errors are reported, never thrown at the process.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Map<string, Set<(message: HubMessage) => void>>();
  const channel = (userId: string) => `${prefix}user:${userId}`;
  const deliver = async (userId: string, message: HubMessage) => {
    await publisher.publish(channel(userId), JSON.stringify(message));
  };

  const topics = new Map<string, Set<(detail: string | undefined) => void>>();
  const topicChannel = (topic: string) => `${prefix}topic:${topic}`;

  subscriber.on('message', (name: string, payload: string) => {
    if (name.startsWith(`${prefix}topic:`)) {
      const detail = topicDetail(payload);
      for (const listener of topics.get(name.slice(`${prefix}topic:`.length)) ?? []) listener(detail);
      return;
    }
    const userId = name.slice(`${prefix}user:`.length);
    let message: HubMessage | null;
    try {
      message = hubMessage(JSON.parse(payload));
    } catch (error) {
      return onError(error);
    }
    if (!message) return onError(new Error(`redis hub: not a hub message on ${name}`));
    for (const listener of listeners.get(userId) ?? []) listener(message);
  });

  return {
    publish: (userId, event) => deliver(userId, { kind: 'event', event }),
    endSessions: (userId, sessionId) => deliver(userId, { kind: 'sessions_ended', sessionId }),
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
    async announce(topic, detail) {
      await publisher.publish(topicChannel(topic), JSON.stringify(detail === undefined ? {} : { detail }));
    },
    async listen(topic, listener) {
      let own = topics.get(topic);
      if (!own) {
        own = new Set();
        topics.set(topic, own);
        await subscriber.subscribe(topicChannel(topic));
      }
      own.add(listener);
      return async () => {
        own.delete(listener);
        if (own.size === 0 && topics.get(topic) === own) {
          topics.delete(topic);
          await subscriber.unsubscribe(topicChannel(topic)).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      topics.clear();
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
