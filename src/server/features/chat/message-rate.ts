/**
 * Per-user message budget on the socket: `perMinute` messages, refilled continuously (a token
 * bucket), shared by all of the user's sockets in this process.
 */
export function createMessageRate(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweptAt = now();
  return {
    take(userId: string): boolean {
      const time = now();
      // A bucket untouched for a minute is full again: forget it, so the map holds active users only.
      if (time - sweptAt > 60_000) {
        for (const [id, bucket] of buckets) if (time - bucket.at > 60_000) buckets.delete(id);
        sweptAt = time;
      }
      const bucket = buckets.get(userId) ?? { tokens: perMinute, at: time };
      bucket.tokens = Math.min(perMinute, bucket.tokens + ((time - bucket.at) * perMinute) / 60_000);
      bucket.at = time;
      buckets.set(userId, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
