import type { ServerEvent } from '@shared/realtime';

/** What travels to a user's sockets: an event for the client, or word that sessions ended (the sockets close). */
export type HubMessage =
  | { kind: 'event'; event: ServerEvent }
  /** One session ended (sign-out), or every session of the user when `sessionId` is null (suspension, new password). */
  | { kind: 'sessions_ended'; sessionId: string | null };

/**
 * Delivers messages to a user's open sockets wherever they are connected: in this process, or on
 * any instance through Redis pub/sub (DESIGN.md §5). Order is kept per publisher.
 */
export interface RealtimeHub {
  publish(userId: string, event: ServerEvent): Promise<void>;
  /** Closes the sockets of one session of the user (or of all of them, `null`) on every instance. */
  endSessions(userId: string, sessionId: string | null): Promise<void>;
  /** Calls `listener` with every message for the user; the returned function stops it. */
  subscribe(userId: string, listener: (message: HubMessage) => void): Promise<() => Promise<void>>;
  /**
   * Tells every instance, this one included, that something deployment-wide changed (e.g.
   * 'ai-engines'); `detail` says what, when it matters (e.g. which user's sessions).
   */
  announce(topic: string, detail?: string): Promise<void>;
  /** Calls `listener` on each announcement of `topic`, with its detail; the returned function stops it. */
  listen(topic: string, listener: (detail: string | undefined) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
