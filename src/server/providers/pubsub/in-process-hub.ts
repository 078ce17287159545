import { EventEmitter } from 'node:events';
import type { HubMessage, RealtimeHub } from './realtime-hub';

/** One instance: messages go straight to the listeners in this process. */
export function createInProcessHub(): RealtimeHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = async (userId: string, message: HubMessage) => {
    emitter.emit(userId, message);
  };
  return {
    publish: (userId, event) => deliver(userId, { kind: 'event', event }),
    endSessions: (userId, sessionId) => deliver(userId, { kind: 'sessions_ended', sessionId }),
    async subscribe(userId, listener) {
      const handler = (message: HubMessage) => listener(message);
      emitter.on(userId, handler);
      return async () => {
        emitter.off(userId, handler);
      };
    },
    async announce(topic, detail) {
      emitter.emit(`topic:${topic}`, detail);
    },
    async listen(topic, listener) {
      emitter.on(`topic:${topic}`, listener);
      return async () => {
        emitter.off(`topic:${topic}`, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
