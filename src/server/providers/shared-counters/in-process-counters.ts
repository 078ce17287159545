import type { Lease, SharedCounters } from './shared-counters';

/** One instance: counters live in this process; leases cannot outlive it, so they never lapse. */
export function createInProcessCounters(now: () => number = Date.now, maxWindows = 100_000): SharedCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const slots = new Map<string, number>();
  let sweptAt = now();

  // Windows that ended are dropped now and then, so the map holds active keys only; a flood of new
  // keys (rotating addresses, made-up e-mails) loses its oldest windows beyond `maxWindows`.
  function sweep(time: number) {
    if (time - sweptAt >= 60_000) {
      for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
      sweptAt = time;
    }
    for (const key of windows.keys()) {
      if (windows.size <= maxWindows) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key, windowMs) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
    async unhit(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async acquire(key, max) {
      const taken = slots.get(key) ?? 0;
      if (taken >= max) return undefined;
      slots.set(key, taken + 1);
      let released = false;
      const lease: Lease = {
        async release() {
          if (released) return;
          released = true;
          const left = (slots.get(key) ?? 1) - 1;
          if (left <= 0) slots.delete(key);
          else slots.set(key, left);
        },
      };
      return lease;
    },
    async close() {
      windows.clear();
      slots.clear();
    },
  };
}
