import { loadSharp } from '../../lib/on-first-use';
import type { DrawnImage } from './image-engine';
import { imageEngineError } from './classify-failure';

/** Base64 as image servers send it, with or without a `data:image/png;base64,` prefix. */
export function fromBase64(text: string): Buffer {
  return Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64');
}

/**
 * The picture a server sent, once sharp can read its header: an empty or garbled answer is the
 * server's bad output here, not a failed encode later in the caller.
 */
export async function checkedImage(bytes: Buffer): Promise<DrawnImage> {
  if (bytes.length === 0) throw imageEngineError('bad-output', new Error('The image server sent an empty image'));
  try {
    const { width, height } = await loadSharp()(bytes).metadata();
    if (!width || !height) throw new Error('The image has no size');
  } catch (error) {
    throw imageEngineError('bad-output', error);
  }
  return { encoded: bytes };
}
