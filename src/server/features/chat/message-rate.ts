/**
 * Per-user message budget on the socket: `perMinute` messages, refilled continuously (a token
 * bucket), shared by all of the user's sockets in this process.
 */
export function createMessageRate(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(userId: string): boolean {
      const time = now();
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
