import type { ServerEvent } from '@shared/realtime';

/**
 * Delivers events to a user's open sockets wherever they are connected: in this process, or on any
 * instance through Redis pub/sub (DESIGN.md §5). Order is kept per publisher.
 */
export interface RealtimeHub {
  publish(userId: string, event: ServerEvent): Promise<void>;
  /** Calls `listener` with every event for the user; the returned function stops it. */
  subscribe(userId: string, listener: (event: ServerEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
