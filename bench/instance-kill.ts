// An instance killed during a chat (issue 10; budget: the client reconnects through nginx to the
// other instance, and afterwards the conversation's history holds every message sent exactly once,
// each with one complete reply). The cluster of cluster/cluster.ts: two built instances on
// PostgreSQL and Redis behind nginx. One user's socket goes through nginx (X-Upstream on the upgrade
// answer names the instance); it sends MESSAGES messages one after the other, and when the reply to
// message KILL_AT has started streaming (first chat_delta) the instance holding the socket gets
// SIGKILL. The client reconnects at once through nginx, reads the history, resends with the same
// messageId any message that has no reply (retrying while the server says a reply is in progress),
// sends the rest, and checks the history.
// Usage: npx tsx bench/instance-kill.ts [messages=10] [killAt=4]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatMessage, ServerEvent } from '../src/shared/realtime';
import { startCluster, type Instance } from '../cluster/cluster';
import { openSocket } from '../src/server/test/socket-client';
import { call, exitOnSignals, register, sleep } from './support/cluster-client';

const MESSAGES = Number(process.argv[2] ?? 10);
const KILL_AT = Number(process.argv[3] ?? 4);
const RETRY_MS = 1_000;
const RECONNECT_BUDGET_MS = 5_000;
const text = (n: number) => `Story idea number ${n} for a video about budget smartphones`;

const started = performance.now();
const now = () => performance.now() - started;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The chat socket through nginx, with the instance that took it (X-Upstream) and when it closed. */
async function connect(base: string, token: string) {
  const socket = await openSocket(base, token);
  const closed = socket.closed.then((code) => ({ code, at: now() }));
  return { ...socket, instance: String(socket.upgradeHeaders['x-upstream'] ?? ''), closed };
}

const cluster = await startCluster();
exitOnSignals(() => cluster.stop());
let failed = true;
try {
  const instanceAt = (address: string): Instance | undefined => cluster.instances.find((instance) => instance.address === address);
  const account = await register(cluster.url, 'kill');
  const context = { category: 'story-ideas' as const, niche: 'Tech Reviews', audience: 'Young Adults', budget: '$1000/month' };
  const messageId = (n: number) => `kill-bench-${n}`;

  let client = await connect(cluster.url, account.token);
  const first = instanceAt(client.instance);
  if (!first) throw new Error(`X-Upstream ${client.instance} names no instance`);
  let conversationId: string | undefined;
  const roundTrips: number[] = [];
  let kill: { at: number; instance: Instance; replyId: string; deltasSeen: number } | undefined;
  let upstreamFailures = 0;
  const restAfterKill = new Map<number, number>();
  let reconnect: { closedAt: number; closeCode: number; openAt: number; attempts: number; instance: Instance | undefined } | undefined;
  let resend: { retries: number; answeredAt: number; codes: string[] } | undefined;
  let resent: number[] = [];

  /** Sends message n; resolves when it is answered (chat_response), with REPLY_IN_PROGRESS answered by trying again. */
  async function exchange(
    n: number,
    options: { onFirstDelta?: (delta: Extract<ServerEvent, { type: 'chat_delta' }>) => Promise<void> } = {},
  ) {
    const sentAt = now();
    const codes: string[] = [];
    for (let attempt = 0; ; attempt++) {
      const from = client.events.length;
      client.send({
        type: 'chat_message',
        message: text(n),
        ...context,
        ...(conversationId ? { conversationId } : {}),
        messageId: messageId(n),
      });
      const answer = await client.waitFor(
        ['user_message_saved', 'error'],
        (event) => event.type === 'error' || event.clientMessageId === messageId(n),
        { from, timeoutMs: 30_000 },
      );
      if (answer.type === 'error') {
        codes.push(answer.code);
        if (answer.code !== 'REPLY_IN_PROGRESS' || attempt > 60) throw new Error(`message ${n}: ${answer.code} ${answer.message}`);
        await sleep(RETRY_MS);
        continue;
      }
      conversationId ??= answer.conversationId;
      const savedAt = client.events.indexOf(answer);
      if (options.onFirstDelta) {
        await options.onFirstDelta(
          await client.waitFor('chat_delta', (event) => event.conversationId === conversationId, { from: savedAt, timeoutMs: 30_000 }),
        );
        return { retries: attempt, codes };
      }
      await client.waitFor('chat_response', (event) => event.conversationId === conversationId, { from: savedAt, timeoutMs: 30_000 });
      roundTrips.push(now() - sentAt);
      return { retries: attempt, codes };
    }
  }

  for (let n = 0; n < MESSAGES; n++) {
    if (n !== KILL_AT) {
      await exchange(n);
      continue;
    }
    // The reply to this one is cut off: SIGKILL as soon as it streams.
    await exchange(n, {
      onFirstDelta: async (delta) => {
        kill = { at: now(), instance: first, replyId: delta.messageId, deltasSeen: 0 };
        await cluster.kill(first.name, 'SIGKILL');
      },
    });
    const { code, at: closedAt } = await client.closed;
    // The cut-off reply's pieces that reached the client before its socket closed.
    if (kill) kill.deltasSeen = client.events.filter((event) => event.type === 'chat_delta' && event.messageId === kill!.replyId).length;

    // Reconnect through nginx at once, then every 100 ms until a socket opens.
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        client = await connect(cluster.url, account.token);
        break;
      } catch (error) {
        if (attempts > 100) throw error;
        await sleep(100);
      }
    }
    reconnect = { closedAt, closeCode: code, openAt: now(), attempts, instance: instanceAt(client.instance) };
    // REST through nginx right after the kill: round robin still offers the dead instance, which
    // refuses the connection, and nginx passes each such request on to the other (proxy_next_upstream).
    for (let i = 0; i < 20; i++) {
      const answer = await call(cluster.url, '/api/auth/verify', { token: account.token });
      restAfterKill.set(answer.status, (restAfterKill.get(answer.status) ?? 0) + 1);
    }
    const nginxErrors = readFileSync(join(cluster.folder, 'nginx', 'error.log'), 'utf8');
    upstreamFailures = nginxErrors.split('\n').filter((line) => line.includes('connect() failed') && line.includes(first.address)).length;
    // Which sent messages have no reply yet? The history says.
    const from = client.events.length;
    client.send({ type: 'get_conversation_history', conversationId });
    const history = await client.waitFor('conversation_history', undefined, { from, timeoutMs: 30_000 });
    resent = unanswered(history.messages, n + 1);
    for (const m of resent) {
      const { retries, codes } = await exchange(m);
      resend = { retries, codes, answeredAt: now() };
    }
  }

  // The history, read on the surviving instance.
  const from = client.events.length;
  client.send({ type: 'get_conversation_history', conversationId });
  const history = await client.waitFor('conversation_history', undefined, { from, timeoutMs: 30_000 });
  const messages = history.messages;
  const users = messages.filter((message) => message.role === 'user');
  const assistants = messages.filter((message) => message.role === 'assistant');
  const problems: string[] = [];
  for (let n = 0; n < MESSAGES; n++) {
    const copies = users.filter((message) => message.content === text(n)).length;
    if (copies !== 1) problems.push(`message ${n} stored ${copies} times`);
  }
  if (unanswered(messages, MESSAGES).length > 0) problems.push(`messages without a reply: ${unanswered(messages, MESSAGES).join(', ')}`);
  const partials = assistants.filter((message) => message.partial).length;
  const complete = assistants.length - partials;
  if (complete !== MESSAGES) problems.push(`${complete} complete replies for ${MESSAGES} messages`);
  if (!kill || !reconnect) problems.push('the instance was not killed');
  if (reconnect && reconnect.instance?.name === kill?.instance.name) problems.push('reconnected to the killed instance');
  if (reconnect && kill && reconnect.openAt - kill.at > RECONNECT_BUDGET_MS) problems.push('reconnect took too long');
  const survivorAlive = !cluster.exited(first.name === 'a' ? 'b' : 'a');
  if (!survivorAlive) problems.push('the surviving instance died');
  if ((restAfterKill.get(200) ?? 0) !== 20)
    problems.push(`REST through nginx after the kill: ${[...restAfterKill].map(([status, count]) => `${status}×${count}`).join(' ')}`);
  await client.close();

  roundTrips.sort((a, b) => a - b);
  console.log(
    `[instance-kill] socket on instance ${first.name}; SIGKILL at ${kill ? seconds(kill.at) : '-'} after the first chat_delta of message ${KILL_AT} ` +
      `(${kill?.deltasSeen} pieces of that reply reached the client); socket closed ${reconnect ? seconds(reconnect.closedAt - kill!.at) : '-'} later (code ${reconnect?.closeCode}); ` +
      `reopened through nginx on instance ${reconnect?.instance?.name ?? '?'} ${reconnect ? seconds(reconnect.openAt - kill!.at) : '-'} after the kill (${reconnect?.attempts} attempt(s)); ` +
      `20 REST calls through nginx right after: ${[...restAfterKill].map(([status, count]) => `${status}×${count}`).join(' ')}, nginx logged ${upstreamFailures} refused connection(s) to the dead instance and passed them on`,
  );
  console.log(
    `[instance-kill] after the reconnect: messages without a reply ${JSON.stringify(resent)}; resend of message ${KILL_AT} answered ${resend ? seconds(resend.answeredAt - kill!.at) : '-'} after the kill ` +
      `(refused ${resend?.retries ?? 0} × ${[...new Set(resend?.codes ?? [])].join('/') || '-'} first, retried every ${RETRY_MS} ms); ` +
      `history ${messages.length} messages: ${users.length} user, ${assistants.length} assistant (${partials} partial); other replies' round trip median ${roundTrips[Math.floor(roundTrips.length / 2)]?.toFixed(0)} ms`,
  );
  console.log(
    `Instance killed during a chat (2 instances behind nginx, PostgreSQL + Redis): reconnected to the other in ${reconnect && kill ? seconds(reconnect.openAt - kill.at) : '-'} ` +
      `(budget ${seconds(RECONNECT_BUDGET_MS)}); cut-off message answered after ${resend && kill ? seconds(resend.answeredAt - kill.at) : '-'}; ` +
      `${MESSAGES} sent, ${users.length} stored, ${complete} complete replies, ${partials} partial; ${problems.length === 0 ? 'history complete' : `PROBLEMS: ${problems.join('; ')}`}`,
  );
  failed = problems.length > 0;
} finally {
  await cluster.stop({ showLogs: failed });
}
if (failed) process.exitCode = 1;

/** Sent messages (0 … count-1) with no assistant reply after them in the history. */
function unanswered(messages: ChatMessage[], count: number): number[] {
  const missing: number[] = [];
  for (let n = 0; n < count; n++) {
    const at = messages.findIndex((message) => message.role === 'user' && message.content === text(n));
    const next = messages[at + 1];
    if (at < 0 || !next || next.role !== 'assistant' || next.partial) missing.push(n);
  }
  return missing;
}
