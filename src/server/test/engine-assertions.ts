import { expect } from 'vitest';
import { EngineError } from '../providers/engine-error';
import type { DrawnImage, ImageEngine } from '../providers/image/image-engine';
import { imageRequest } from './image-test-servers';

/** The EngineError a provider call rejects with; fails the test if it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

/** The bytes a remote engine sent back (remote engines answer with an encoded picture, never an SVG). */
export function encoded(image: DrawnImage): Buffer {
  if (!('encoded' in image)) throw new Error('expected an encoded image');
  return image.encoded;
}

/**
 * Aborts a draw the server is still working on and checks that the caller gets its own abort reason
 * back, not an EngineError: a cancelled request is not the provider's failure.
 */
export async function expectCallerAbortPassesThrough(engine: ImageEngine, abortAfterMs: number): Promise<void> {
  const controller = new AbortController();
  const pending = engine.draw(imageRequest({ signal: controller.signal }));
  setTimeout(() => controller.abort(), abortAfterMs);
  const error = await pending.catch((reason: unknown) => reason);
  expect(error).not.toBeInstanceOf(EngineError);
  expect((error as Error).name).toBe('AbortError');
  expect(error).toBe(controller.signal.reason);
}
