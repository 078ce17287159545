/**
 * Why an AI provider (text, image, speech) failed, in the terms the API answers with (spec §8):
 * rate-limited → 429, timeout → 504, unavailable (bad key, server down) → 503, bad-output → 502,
 * rejected (the provider refused the input, e.g. a content policy) → 400.
 */
export type EngineFailure = 'rate-limited' | 'timeout' | 'unavailable' | 'bad-output' | 'rejected';

export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    readonly failure: EngineFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
