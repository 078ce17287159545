import { HttpError } from '../../http-error';
import type { SharedCounters } from '../../providers/shared-counters/shared-counters';

/** A slot's lease: renewed while the generation runs, lapses this long after its instance dies. */
const SLOT_LEASE_MS = 10_000;

/**
 * How many image generations one user may have running at once across all instances; a burst of
 * clicks cannot queue up minutes of work. Released when the generation ends, however it ends.
 */
export function createGenerationSlots(counters: SharedCounters, perUser: number) {
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const lease = await counters.acquire(`image-generation:${userId}`, perUser, SLOT_LEASE_MS);
      if (!lease) {
        throw new HttpError(
          429,
          'GENERATION_IN_PROGRESS',
          'Your images are still being generated. Please wait for them to finish and try again.',
        );
      }
      try {
        return await work();
      } finally {
        await lease.release();
      }
    },
  };
}
