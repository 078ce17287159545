import { ApiError, errorBodyMessage } from '@/lib/api-client';

/** What a failed call says: the server's message (a 409's or 429's reason), else a connection hint, else a general one. */
export function failureMessage(error: unknown): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof TypeError && !(error instanceof ApiError)) return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
