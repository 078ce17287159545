/**
 * Errors that mean "the database cannot be reached right now" (stopped, restarting, refusing
 * connections), as opposed to a bad query: these are answered 503 with Retry-After, not 500.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, connection_exception…
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error: look down the chain of causes.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (unreachableMessages.test(current.message)) return true;
    // AggregateError (every address refused) carries its causes in `errors`.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
