import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mp3Task } from '../providers/speech/mp3-worker';
import { createWorkerPool } from './worker-pool';

describe('a worker pool', () => {
  const pool = createWorkerPool<Mp3Task, Uint8Array>({
    source: new URL('../providers/speech/mp3-worker.ts', import.meta.url),
    bundleName: 'mp3-worker',
    idleMs: 200,
  });
  afterEach(() => pool.close());
  // A second of a 440 Hz tone at 22 050 Hz.
  const pcm = Int16Array.from({ length: 22_050 }, (_, i) => Math.round(Math.sin((2 * Math.PI * 440 * i) / 22_050) * 8_000));
  /** The encoder's answer: MPEG audio, i.e. its first frame's sync bits, of a second's length (64 kbps: 8 KB). */
  const encode = async () => {
    const mp3 = await pool.run({ pcm: pcm.slice(), sampleRate: 22_050, kbps: 64 });
    return { sync: mp3[0] === 0xff && ((mp3[1] ?? 0) & 0xe0) === 0xe0, kilobytes: Math.round(mp3.length / 1024) };
  };
  const oneSecond = { sync: true, kilobytes: 8 };

  it('starts no thread before the first task, lets an idle thread end, and starts one again for the next task', async () => {
    expect(pool.threads()).toBe(0);
    expect(await encode()).toEqual(oneSecond);
    expect(pool.threads()).toBeGreaterThan(0);

    await vi.waitFor(() => expect(pool.threads()).toBe(0), { timeout: 15_000, interval: 50 });

    expect(await encode()).toEqual(oneSecond);
  });
});
