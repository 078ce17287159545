/**
 * Server time from the model's first piece of a reply to its first `chat_delta` leaving for the
 * hub, in milliseconds: the latest 10,000 replies. Read by the chat benchmark; issue 10's /metrics
 * will publish the same figure.
 */
const limit = 10_000;
const samples: number[] = [];

export const firstDeltaTiming = {
  record(ms: number): void {
    samples.push(ms);
    if (samples.length > limit) samples.shift();
  },
  snapshot(): number[] {
    return [...samples];
  },
  reset(): void {
    samples.length = 0;
  },
};
