import type { Logger } from 'pino';
import type { Clock } from '../../app/deps';
import type { SignedInUser } from '../../http/plugins/auth-guard';
import type { RealtimeHub } from '../../providers/pubsub/realtime-hub';

/**
 * How long a verified session is trusted without asking the database. Whatever ends a session or
 * changes its user drops it at once on every instance (forgetUser); the TTL only bounds what a lost
 * announcement (Redis down or reconnecting) could leave behind, so it stays short.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** More than one instance serves sessions within a TTL; past it the oldest entries go (each holds a user row, about 1 KB). */
export const SESSION_CACHE_MAX_ENTRIES = 5_000;

/** The hub's topic: a user's sessions or row changed (detail: the user's id; none: every user, as a fallback). */
export const SESSIONS_TOPIC = 'sessions';

/** A live session as the database has it: its user now, and when the session ends. */
export interface LiveSession {
  signedIn: SignedInUser;
  expiresAt: Date;
}

/**
 * Verified sessions of this instance, kept briefly so a signed-in request costs no database round
 * trip. Every writer of a user's row or sessions calls forgetUser after its write: the one place
 * that tells every instance.
 */
export interface SessionCache {
  /** The session's signed-in user: from the cache, else read by `load` (null: no live session) and kept. */
  read(sessionId: string, load: () => Promise<LiveSession | null>): Promise<SignedInUser | null>;
  /** Drops the user's sessions here and, through the hub, on every other instance. */
  forgetUser(userId: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  signedIn: SignedInUser;
  /** Epoch ms: the TTL's end or the session's, whichever comes first. */
  until: number;
}

export async function openSessionCache(deps: { hub: RealtimeHub; clock: Clock; log: Pick<Logger, 'warn'> }): Promise<SessionCache> {
  // In insertion order: the first is the oldest, evicted first (an entry lives one TTL, so that is close to LRU).
  const entries = new Map<string, Entry>();
  // Bumped by every drop: a read that began before one may carry the row from before the change, and is not kept.
  let generation = 0;

  const drop = (userId: string | undefined) => {
    generation += 1;
    if (userId === undefined) return entries.clear();
    // Drops are rare (sign-outs, plan changes): a scan costs less than keeping a second index in step.
    for (const [sessionId, entry] of entries) if (entry.signedIn.user.id === userId) entries.delete(sessionId);
  };

  const stopListening = await deps.hub.listen(SESSIONS_TOPIC, drop);

  return {
    async read(sessionId, load) {
      const now = deps.clock.now().getTime();
      const cached = entries.get(sessionId);
      if (cached && cached.until > now) return cached.signedIn;
      if (cached) entries.delete(sessionId);
      const readFrom = generation;
      const live = await load();
      if (!live) return null;
      if (readFrom === generation) {
        if (entries.size >= SESSION_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, { signedIn: live.signedIn, until: Math.min(now + SESSION_CACHE_TTL_MS, live.expiresAt.getTime()) });
      }
      return live.signedIn;
    },

    async forgetUser(userId) {
      drop(userId);
      await deps.hub
        .announce(SESSIONS_TOPIC, userId)
        .catch((err: unknown) => deps.log.warn({ err, userId }, 'could not tell the other instances to drop cached sessions'));
    },

    async close() {
      await stopListening();
      entries.clear();
    },
  };
}
