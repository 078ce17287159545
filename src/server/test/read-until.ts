import type { ServerEvent } from '@shared/realtime';
import type { RealtimeHub } from '../providers/pubsub/realtime-hub';

/**
 * `read()`'s answer once `done` holds for it: read at once, then again at each event for the user
 * that `about` picks out (the progress events a background job sends), never on a timer. Rejects
 * after `timeoutMs` with `stuck(the last answer)`.
 */
export async function readUntil<T>(
  hub: RealtimeHub,
  userId: string,
  options: {
    read: () => Promise<T>;
    done: (value: T) => boolean;
    about: (event: ServerEvent) => boolean;
    timeoutMs: number;
    stuck: (value: T) => string;
  },
): Promise<T> {
  let heard = () => {};
  const unsubscribe = await hub.subscribe(userId, (message) => {
    if (message.kind === 'event' && options.about(message.event)) heard();
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), options.timeoutMs)));
  try {
    for (;;) {
      // Listened for before reading: an event sent while the read is under way is not missed.
      const next = new Promise<'heard'>((resolve) => (heard = () => resolve('heard')));
      const value = await options.read();
      if (options.done(value)) return value;
      if ((await Promise.race([next, timedOut])) === 'timed out') throw new Error(options.stuck(value));
    }
  } finally {
    clearTimeout(timer);
    await unsubscribe();
  }
}
