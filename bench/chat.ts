// Realtime chat under load (budget, issue 7: zero lost or duplicated replies; server time from the
// model's first piece to the first chat_delta p95 ≤ 50 ms): 200 sockets, one user each, each sending
// 5 messages through the offline writer (each waits for its reply before the next), over real
// WebSockets to the app on PostgreSQL. Usage: npx tsx bench/chat.ts [sockets] [messages]
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import type { ServerEvent } from '../src/shared/realtime';
import { chatMessages } from '../src/server/db/schema';
import { openSocket } from '../src/server/test/socket-client';
import { startBenchApp } from './support/bench-app';
import { percentile } from './support/percentile';

const SOCKETS = Number(process.argv[2] ?? 200);
const MESSAGES = Number(process.argv[3] ?? 5);
const topics = ['budget smartphones', 'home espresso', 'trail running shoes', 'indie game dev', 'houseplants for beginners'];

const { app, database, close } = await startBenchApp('postgres');
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const tokens: string[] = [];
for (let i = 0; i < SOCKETS; i++) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `Bench ${i}`,
      email: `chat-bench-${randomUUID()}@example.com`,
      password: 'bench password',
      confirmPassword: 'bench password',
    },
  });
  tokens.push((response.json() as { token: string }).token);
}
const sockets = await Promise.all(tokens.map((token) => openSocket(origin, token)));
app.metrics.chatFirstDelta.reset();

const started = performance.now();
const roundTrips: number[] = [];
await Promise.all(
  sockets.map(async (socket, index) => {
    for (let n = 0; n < MESSAGES; n++) {
      const sentAt = performance.now();
      socket.send({
        type: 'chat_message',
        message: `Give me ideas about ${topics[(index + n) % topics.length]} (${n})`,
        category: (['story-ideas', 'script-prompts', 'advertising'] as const)[n % 3],
        niche: 'Tech Reviews',
        audience: 'Young Adults',
        budget: '$1000/month',
        messageId: `bench-${index}-${n}`,
      });
      await socket.next('chat_response', 120_000);
      roundTrips.push(performance.now() - sentAt);
    }
  }),
);
const elapsed = performance.now() - started;
await new Promise((resolve) => setTimeout(resolve, 500)); // late duplicates, if any, would arrive now

let lost = 0;
let duplicated = 0;
let mismatched = 0;
for (const socket of sockets) {
  const responses = socket.events.filter(
    (event): event is Extract<ServerEvent, { type: 'chat_response' }> => event.type === 'chat_response',
  );
  const ids = new Set(responses.map((response) => response.message.id));
  lost += Math.max(0, MESSAGES - ids.size);
  duplicated += responses.length - ids.size;
  for (const response of responses) {
    const joined = socket.events
      .filter(
        (event): event is Extract<ServerEvent, { type: 'chat_delta' }> =>
          event.type === 'chat_delta' && event.messageId === response.message.id,
      )
      .sort((a, b) => a.seq - b.seq)
      .map((event) => event.delta)
      .join('');
    if (joined !== response.message.content) mismatched += 1;
  }
}
const [stored] = await database.db.select({ value: count() }).from(chatMessages);
// The figure /metrics publishes (a summary over the last ten minutes), read here in milliseconds.
const firstDelta = new Map(
  (await app.metrics.chatFirstDelta.get()).values.map((value) => [String(value.labels.quantile ?? ''), value.value * 1000]),
);
roundTrips.sort((a, b) => a - b);
console.log(
  `${SOCKETS} sockets × ${MESSAGES} messages in ${(elapsed / 1000).toFixed(1)} s: ` +
    `lost ${lost}, duplicated ${duplicated}, deltas ≠ reply ${mismatched}, stored messages ${stored?.value} (expected ${SOCKETS * MESSAGES * 2})`,
);
console.log(
  `first piece → first chat_delta: p50 ${firstDelta.get('0.5')?.toFixed(2)} ms, p95 ${firstDelta.get('0.95')?.toFixed(2)} ms, ` +
    `p99 ${firstDelta.get('0.99')?.toFixed(2)} ms (budget p95 ≤ 50 ms); whole reply round trip p50 ${percentile(roundTrips, 50).toFixed(0)} ms, p95 ${percentile(roundTrips, 95).toFixed(0)} ms`,
);
await Promise.all(sockets.map((socket) => socket.close()));
await close();
if (lost || duplicated || mismatched || stored?.value !== SOCKETS * MESSAGES * 2) process.exitCode = 1;
