import { EventEmitter } from 'node:events';
import type { ServerEvent } from '@shared/realtime';
import type { RealtimeHub } from './realtime-hub';

/** One instance: events go straight to the listeners in this process. */
export function createInProcessHub(): RealtimeHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, event) {
      emitter.emit(userId, event);
    },
    async subscribe(userId, listener) {
      const handler = (event: ServerEvent) => listener(event);
      emitter.on(userId, handler);
      return async () => {
        emitter.off(userId, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
