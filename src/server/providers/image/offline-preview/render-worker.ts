// Runs the offline preview renderer in a worker thread (render-off-thread.ts): building the scene,
// painting it and the per-pixel finishing pass are hundreds of milliseconds of JavaScript per
// picture, which on the main thread would hold up every other request of the instance.
import { move } from 'piscina';
import type { ImageRequest } from '../image-engine';
import { renderPreview } from './render';

/** What crosses to the worker: the request without its signal (the pool aborts the task instead). */
export type RenderTask = Omit<ImageRequest, 'signal'>;

export default async function render(task: RenderTask): Promise<Uint8Array> {
  const { data } = await renderPreview(task);
  // The pixels are moved to the main thread, not copied.
  return move(data) as Uint8Array;
}
