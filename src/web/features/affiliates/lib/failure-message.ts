import { ApiError, errorBodyMessage } from '@/lib/api-client';

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const FALLBACK_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** The text under 'Failed to create affiliate account' (spec §8): the server's message when it sent one. */
export function createFailureMessage(error: unknown): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof TypeError && !(error instanceof ApiError)) return NETWORK_FAILURE_MESSAGE;
  return FALLBACK_FAILURE_MESSAGE;
}
