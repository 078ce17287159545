import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, collectGarbageWhenIdle, QUIET_CHECKS } from './idle-collection';
import { projectRoot } from '../config/paths';

afterEach(() => vi.useRealTimers());

/** A loop whose use at each check is the next of `uses` (then quiet), and a count of the collections. */
function scripted(uses: number[]) {
  vi.useFakeTimers();
  const collections = { count: 0 };
  const stop = collectGarbageWhenIdle(
    () => (collections.count += 1),
    () => uses.shift() ?? 0,
  );
  const checks = (n: number) => vi.advanceTimersByTime(n * CHECK_EVERY_MS);
  return { collections, checks, stop };
}

describe('collectGarbageWhenIdle', () => {
  it('collects once the loop has been quiet for a while after work, and only once per quiet spell', () => {
    const { collections, checks, stop } = scripted([0.4, 0.2]);
    checks(2 + QUIET_CHECKS - 1);
    expect(collections.count).toBe(0);
    checks(1);
    expect(collections.count).toBe(1);
    checks(10 * QUIET_CHECKS);
    expect(collections.count).toBe(1);
    stop();
  });

  it('never collects on a server that has done nothing since it started (or since its last collection)', () => {
    const { collections, checks, stop } = scripted([0.001, 0, 0.005]);
    checks(10 * QUIET_CHECKS);
    expect(collections.count).toBe(0);
    stop();
  });

  it('waits for a whole quiet spell again when work comes back before it ends', () => {
    const quiet = Array<number>(QUIET_CHECKS - 1).fill(0);
    const { collections, checks, stop } = scripted([0.5, ...quiet, 0.3, ...quiet]);
    checks(1 + 2 * (QUIET_CHECKS - 1) + 1);
    expect(collections.count).toBe(0);
    checks(1);
    expect(collections.count).toBe(1);
    stop();
  });

  it("does not take the collection's own time for work (a long one would otherwise make a collection every few checks for ever)", () => {
    // The use read just after the collection (its own 2 %) is left out; the next checks are quiet.
    const { collections, checks, stop } = scripted([0.4, ...Array<number>(QUIET_CHECKS).fill(0), 0.02]);
    checks(1 + QUIET_CHECKS);
    expect(collections.count).toBe(1);
    checks(10 * QUIET_CHECKS);
    expect(collections.count).toBe(1);
    stop();
  });

  it('stops', () => {
    const { collections, checks, stop } = scripted([0.5]);
    stop();
    checks(10 * QUIET_CHECKS);
    expect(collections.count).toBe(0);
  });
});

describe('exposeGarbageCollector', () => {
  it('gives V8 full collection in a process started without --expose-gc', () => {
    // In a process of its own: the flag is the process' for good.
    const script = `
      import { exposeGarbageCollector } from ${JSON.stringify(join(projectRoot, 'src/server/boot/idle-collection.ts'))};
      const collect = exposeGarbageCollector();
      let garbage = { big: new Array(1e6).fill(1) };
      const ref = new WeakRef(garbage);
      garbage = undefined;
      await new Promise((resolve) => setTimeout(resolve, 0));
      collect();
      console.log(JSON.stringify({ exposed: typeof globalThis.gc, collected: ref.deref() === undefined }));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    // The collector is handed over, not put in the server's global scope.
    expect(JSON.parse(out)).toEqual({ exposed: 'undefined', collected: true });
  });
});
