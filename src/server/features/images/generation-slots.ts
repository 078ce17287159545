import { HttpError } from '../../http-error';

/**
 * How many image generations one user may have running at once on this instance; a burst of
 * clicks cannot queue up minutes of work. Released when the generation ends, however it ends.
 */
export function createGenerationSlots(perUser: number) {
  const running = new Map<string, number>();
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const current = running.get(userId) ?? 0;
      if (current >= perUser) {
        throw new HttpError(
          429,
          'GENERATION_IN_PROGRESS',
          'Your images are still being generated. Please wait for them to finish and try again.',
        );
      }
      running.set(userId, current + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left === 0) running.delete(userId);
        else running.set(userId, left);
      }
    },
  };
}
