import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@shared/realtime';
import type { HubMessage } from './realtime-hub';
import { createRedisHub } from './redis-hub';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `genesis-test-hub-${process.pid}-${Date.now()}:`;
const errors: unknown[] = [];
const hub = createRedisHub(redisUrl, prefix, (error) => errors.push(error));
/** Another instance's connection, publishing as it likes. */
const otherInstance = new Redis(redisUrl);
afterAll(async () => {
  await hub.close();
  await otherInstance.quit();
});

/** Subscribes to a new user's messages: the user's id, what arrives, and how to stop. */
async function listen() {
  const userId = crypto.randomUUID();
  const heard: HubMessage[] = [];
  const stop = await hub.subscribe(userId, (message) => heard.push(message));
  return { userId, heard, stop };
}

const event: ServerEvent = { type: 'ai_typing_start', conversationId: 'c-1' };

describe('Redis hub', () => {
  it('delivers events and session endings published by another instance', async () => {
    const { userId, heard, stop } = await listen();
    const other = createRedisHub(redisUrl, prefix);
    await other.publish(userId, event);
    await other.endSessions(userId, 'session-1');
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { kind: 'event', event },
      { kind: 'sessions_ended', sessionId: 'session-1' },
    ]);
    await other.close();
    await stop();
  });

  it('reads a bare event, as an instance of the previous version publishes it during a rolling restart, as an event', async () => {
    const { userId, heard, stop } = await listen();
    await otherInstance.publish(`${prefix}user:${userId}`, JSON.stringify(event));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    // Before: read as a session ending, so the socket closed and the event was lost.
    expect(heard).toEqual([{ kind: 'event', event }]);
    await stop();
  });

  it('drops what is not a message, and reports it', async () => {
    const { userId, heard, stop } = await listen();
    const reported = errors.length;
    for (const payload of ['not json', '42', '{"sessionId":null}']) await otherInstance.publish(`${prefix}user:${userId}`, payload);
    await otherInstance.publish(`${prefix}user:${userId}`, JSON.stringify(event));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([{ kind: 'event', event }]);
    expect(errors.length - reported).toBe(3);
    await stop();
  });

  it('tells every instance of an announcement, with its detail, and without one as the previous version announces', async () => {
    const topic = `test-${crypto.randomUUID()}`;
    const heard: (string | undefined)[] = [];
    const stop = await hub.listen(topic, (detail) => heard.push(detail));
    const other = createRedisHub(redisUrl, prefix);
    await other.announce(topic, 'user-1');
    await other.announce(topic);
    await otherInstance.publish(`${prefix}topic:${topic}`, '{}');
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(heard).toEqual(['user-1', undefined, undefined]);
    await other.close();
    await stop();
  });
});
