import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A rate limit's answer: 429, the spec's message and code, and Retry-After within the limit's window. */
export function expectRateLimited(response: LightMyRequestResponse, windowMs: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    message: 'Rate limit exceeded. Please wait a moment and try again.',
    code: 'RATE_LIMITED',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}
