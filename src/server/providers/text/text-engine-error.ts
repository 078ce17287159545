/** Why a text model failed, in the terms the API answers with (spec §8, issue 4). */
export type TextFailure = 'rate-limited' | 'timeout' | 'unavailable' | 'bad-output';

export class TextEngineError extends Error {
  override name = 'TextEngineError';
  constructor(
    readonly failure: TextFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
