import type { Clock } from '../app/deps';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** A clock that moves only when a test moves it. */
export function createTestClock(start = new Date('2026-03-01T12:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
