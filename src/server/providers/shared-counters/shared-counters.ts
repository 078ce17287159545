/** A slot taken with `acquire`; held until released (or until its instance dies and the lease runs out). */
export interface Lease {
  release(): Promise<void>;
}

/**
 * Counters every instance of a deployment sees alike: rate-limit windows and concurrency slots, in
 * Redis when REDIS_URL is set, else in this process (DESIGN.md §5).
 */
export interface SharedCounters {
  /** Counts one hit on `key` in a window of `windowMs` opened by its first hit. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit on `key` back while its window lasts (an attempt that turned out not to count). */
  unhit(key: string): Promise<void>;
  /**
   * Takes one of `max` slots of `key`, or answers undefined when all are taken. A lease is kept alive
   * while its holder runs and lapses `leaseMs` after that holder stops renewing it (a killed instance).
   */
  acquire(key: string, max: number, leaseMs: number): Promise<Lease | undefined>;
  close(): Promise<void>;
}

/** The shared store (Redis) cannot be reached: answered 503 with Retry-After, like a database outage. */
export class SharedCountersUnavailable extends Error {
  override name = 'SharedCountersUnavailable';
  constructor(cause: unknown) {
    super('shared counters unavailable', { cause });
  }
}

/**
 * A rate limit's counting, or `fallback` while the shared store cannot be reached: like the HTTP
 * limits (skipOnError), an outage of Redis skips a limit rather than stopping what it guards.
 */
export async function unlessCountersUnavailable<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SharedCountersUnavailable) return fallback;
    throw error;
  }
}
