import { ApiError, errorBodyMessage } from '@/lib/api-client';

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const FALLBACK_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** What a failed account call says: the server's message, else a connection hint when no answer came, else a general one. */
export function accountFailureMessage(error: unknown): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof TypeError && !(error instanceof ApiError)) return NETWORK_FAILURE_MESSAGE;
  return FALLBACK_FAILURE_MESSAGE;
}

/** The server's stable code of a refusal (WRONG_PASSWORD, EMAIL_TAKEN, LINK_INVALID …), if it sent one. */
export function failureCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
