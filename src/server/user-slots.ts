import { HttpError } from './http-error';
import type { SharedCounters } from './providers/shared-counters/shared-counters';

/** A slot's lease: renewed while the work runs, lapses this long after its instance dies. */
const SLOT_LEASE_MS = 10_000;

/**
 * How many of one kind of heavy work one user may have running at once, across all instances: a
 * burst of clicks (or a script) cannot queue up minutes of work or fill a pool others share. One
 * more is refused with 429 and Retry-After; a slot is released when its work ends, however it ends.
 */
export function createUserSlots(
  counters: SharedCounters,
  options: { name: string; perUser: number; refusal: { code: string; message: string }; retryAfterSeconds: number },
) {
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const lease = await counters.acquire(`${options.name}:${userId}`, options.perUser, SLOT_LEASE_MS);
      if (!lease) {
        throw new HttpError(429, options.refusal.code, options.refusal.message, { retryAfterSeconds: options.retryAfterSeconds });
      }
      try {
        return await work();
      } finally {
        await lease.release();
      }
    },
  };
}
