/**
 * fetch's own failures: the request got no answer at all (offline, the server unreachable, the
 * connection cut). fetch rejects with a TypeError then, and so does a bug in code that reads an
 * answer; the two are told apart by marking the rejection where fetch itself made it.
 */
const networkFailures = new WeakSet<TypeError>();

/** fetch, whose rejection for want of an answer is marked as a network failure (see `isNetworkFailure`). */
export async function fetchMarkingNetworkFailure(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    // An aborted request rejects with a DOMException ('AbortError'): not a network failure.
    if (error instanceof TypeError) networkFailures.add(error);
    throw error;
  }
}

/** Marks a rejection made the way fetch makes it for want of an answer (an XMLHttpRequest's network error). */
export function markNetworkFailure(error: TypeError): TypeError {
  networkFailures.add(error);
  return error;
}

/** Whether `error` is fetch's rejection for want of an answer, not something thrown after an answer came. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && networkFailures.has(error);
}
