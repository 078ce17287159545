import { beforeAll, beforeEach } from 'vitest';

/**
 * A `beforeAll` whose failure, or time-out, fails every test of the block with the setup's error.
 *
 * Vitest reports the tests of a block whose `beforeAll` failed as skipped: a matrix of a hundred
 * tests whose shared fixture timed out on a busy machine read as "115 skipped" beside one failed
 * suite. Here the hook itself never fails: it keeps the error (or the time-out, its own, so the
 * error says how far the setup had got), and each test then fails with it.
 */
export function beforeAllOrFailEach(setup: () => Promise<void>, timeoutMs: number): void {
  let failure: unknown;
  beforeAll(async () => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the setup did not finish in ${timeoutMs / 1000} s`)), timeoutMs);
    });
    try {
      await Promise.race([setup(), deadline]);
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
  }, timeoutMs + 10_000);
  beforeEach(() => {
    if (failure !== undefined) throw new Error('The setup these tests share failed', { cause: failure });
  });
}
