import { ApiError, errorBodyMessage } from '@/lib/api-client';

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * What a failed login or registration toast says: the server's message from the
 * `{status}: {body}` error, else the spec's fallback, or a connection hint when no answer came.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError || !(error instanceof TypeError)) return fallback;
  return NETWORK_FAILURE_MESSAGE;
}
