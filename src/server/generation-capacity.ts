import { HttpError } from './http-error';

/** Most generations take seconds; by then some of those running have finished. */
const RETRY_AFTER_SECONDS = 5;

/**
 * How many generations (images, voiceovers, renders) this instance runs at once; one more is
 * refused with 503 and Retry-After instead of queueing up minutes of work and memory. Counted per
 * instance, not across instances (SharedCounters): what it protects is this process' CPU, memory
 * and event loop, and another instance has its own. Fairness between users is the per-user slots'
 * job (user-slots.ts), plan allowances the entitlements'.
 */
export function createGenerationCapacity(max: number) {
  let running = 0;
  return {
    max,
    /** Generations running right now on this instance. */
    get running() {
      return running;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= max) {
        throw new HttpError(503, 'SERVER_BUSY', 'The studio is busy with other generations right now. Please try again in a few seconds.', {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        });
      }
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
      }
    },
  };
}

export type GenerationCapacity = ReturnType<typeof createGenerationCapacity>;
