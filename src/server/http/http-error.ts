import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';

/** An error the client is meant to see: its status, a stable code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** What the client may use besides the message: the inputs a validation failure is about (as in a
     * schema's 400), and when to try again (sent as Retry-After). */
    readonly details: { fields?: string[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message: string, code = 'UNAUTHENTICATED') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);

/** 429 with the rate-limit message and Retry-After: the window that refused ends in `resetInMs`. */
export const rateLimited = (resetInMs: number) =>
  new HttpError(429, 'RATE_LIMITED', RATE_LIMIT_MESSAGE, { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) });
