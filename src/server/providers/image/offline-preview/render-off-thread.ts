import { createWorkerPool } from '../../../lib/worker-pool';
import type { ImageRequest } from '../image-engine';
import type { RenderTask } from './render-worker';

/** The offline renderer on worker threads (../../../worker-pool.ts): it never holds up requests. */
export function createRenderPool() {
  const pool = createWorkerPool<RenderTask, Uint8Array>({
    source: new URL('./render-worker.ts', import.meta.url),
    bundleName: 'image-render-worker',
  });
  return {
    /** The picture's RGB pixels. */
    async render({ signal, ...task }: ImageRequest): Promise<Buffer> {
      const pixels = await pool.run(task, signal);
      return Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
    },
    close: () => pool.close(),
  };
}
