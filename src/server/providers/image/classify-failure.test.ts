import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import { VendorHttpError } from '../vendor-request';
import { toImageEngineError } from './classify-failure';

const answered = (status: number, body = '{}') => new VendorHttpError(status, body, new Headers(), 'http://127.0.0.1/sdapi/v1/txt2img');
const failureOf = (error: unknown, signal?: AbortSignal) => (toImageEngineError(error, signal) as EngineError).failure;

describe('image failure classification', () => {
  it('maps statuses the way spec §8 answers them', () => {
    expect(failureOf(answered(429))).toBe('rate-limited');
    expect(failureOf(answered(408))).toBe('timeout');
    expect(failureOf(answered(504))).toBe('timeout');
    for (const status of [401, 403, 404, 422, 500, 502, 503]) expect(failureOf(answered(status))).toBe('unavailable');
    expect(failureOf(answered(400, '{"error":{"code":"content_policy_violation"}}'))).toBe('rejected');
    expect(failureOf(answered(400, '{"error":{"message":"Invalid size"}}'))).toBe('unavailable');
  });

  it('reads the AI SDK’s errors: a failed call, the last of its retries, a malformed success', () => {
    const call = (statusCode: number | undefined, responseBody?: string) =>
      new APICallError({ message: 'x', url: 'http://h', requestBodyValues: {}, statusCode, responseBody });
    expect(failureOf(call(429))).toBe('rate-limited');
    expect(failureOf(call(undefined))).toBe('unavailable');
    expect(failureOf(call(200, '{"data": "?"}'))).toBe('bad-output');
    expect(failureOf(call(400, 'Your request was rejected by the safety system.'))).toBe('rejected');
    const retried = new RetryError({ message: 'x', reason: 'maxRetriesExceeded', errors: [call(500), call(429)] });
    expect(failureOf(retried)).toBe('rate-limited');
  });

  it('treats its own timeout as a timeout, a lost connection as unavailable, and keeps EngineErrors', () => {
    expect(failureOf(new DOMException('slow', 'TimeoutError'))).toBe('timeout');
    expect(failureOf(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }))).toBe('unavailable');
    const own = new EngineError('bad-output', 'x');
    expect(toImageEngineError(own)).toBe(own);
  });

  it('passes a caller abort through unchanged', () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('gone', 'AbortError');
    expect(toImageEngineError(abort, controller.signal)).toBe(abort);
    expect(toImageEngineError(answered(500), controller.signal)).toBeInstanceOf(VendorHttpError);
  });

  it('never puts the vendor’s words in the message', () => {
    const error = toImageEngineError(answered(401, 'Incorrect API key provided: sk-secret')) as EngineError;
    expect(error.message).toBe('Image service temporarily unavailable');
    expect(error.cause).toBeInstanceOf(VendorHttpError);
  });
});
