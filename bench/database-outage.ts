// PostgreSQL stopped for 10 s under load (issue 10; budget: while it is down every failed answer is
// 503 with Retry-After, no other 5xx and no dropped connection; full recovery within 5 s of its
// return; nothing acknowledged is lost; the instances stay up). The cluster of cluster/cluster.ts
// (two built instances behind nginx, Redis, S3) runs on a PostgreSQL server of this benchmark's own
// (bench/support/private-postgres.ts), so stopping it touches nothing else on the machine.
// Load: WORKERS clients, each its own user, looping write (POST /api/chat/conversation), read
// (GET /api/chat/conversations), read (GET /api/usage), at most one request per PACE_MS each.
// Usage: npx tsx bench/database-outage.ts [outage seconds=10] [workers=8]
import pg from 'pg';
import { startCluster, type Cluster } from '../cluster/cluster';
import { call, exitOnSignals, register, sleep, type Account } from './support/cluster-client';
import { percentile } from './support/percentile';
import { startPrivatePostgres } from './support/private-postgres';

const OUTAGE_MS = Number(process.argv[2] ?? 10) * 1000;
const WORKERS = Number(process.argv[3] ?? 8);
const PACE_MS = 20;
const BEFORE_MS = 5_000;
const AFTER_MS = 15_000;
const RECOVERY_BUDGET_MS = 5_000;

interface Sample {
  worker: number;
  op: 'write' | 'list' | 'usage';
  start: number;
  end: number;
  /** HTTP status, or 0 for a connection error / timeout. */
  status: number;
  retryAfter: string | null;
  error?: string;
  /** For a 2xx write: the conversation id the client was given. */
  id?: string;
  /** For a write: the client's tag, stored as the conversation's niche. */
  tag?: string;
}

let started = performance.now();
const now = () => performance.now() - started;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const postgres = await startPrivatePostgres();
let cluster: Cluster | undefined;
exitOnSignals(async () => {
  if (!(await postgres.isReady())) await postgres.start().catch(() => undefined);
  await cluster?.stop();
});
let failed = true;
try {
  cluster = await startCluster({ adminDatabaseUrl: postgres.adminUrl });
  const base = cluster.url;
  const accounts: Account[] = [];
  for (let i = 0; i < WORKERS; i++) accounts.push(await register(base, `outage-${i}`));

  const samples: Sample[] = [];
  let running = true;
  started = performance.now(); // the timeline counts from the start of the load
  async function worker(index: number) {
    const { token } = accounts[index]!;
    for (let n = 0; running; n++) {
      const op = (['write', 'list', 'usage'] as const)[n % 3]!;
      const tag = op === 'write' ? `w${index}-${n}` : undefined;
      const sample: Sample = { worker: index, op, start: now(), end: 0, status: 0, retryAfter: null, ...(tag ? { tag } : {}) };
      try {
        const answer =
          op === 'write'
            ? await call(base, '/api/chat/conversation', { token, json: { category: 'story-ideas', niche: tag }, timeoutMs: 15_000 })
            : await call(base, op === 'list' ? '/api/chat/conversations' : '/api/usage', { token, timeoutMs: 15_000 });
        sample.status = answer.status;
        sample.retryAfter = answer.headers.get('retry-after');
        if (op === 'write' && answer.status === 201) sample.id = String(answer.body.id);
      } catch (error) {
        sample.error = String((error as Error).cause ?? error);
      }
      sample.end = now();
      samples.push(sample);
      const wait = PACE_MS - (sample.end - sample.start);
      if (wait > 0) await sleep(wait);
    }
  }
  const load = Promise.all(accounts.map((_, i) => worker(i)));

  await sleep(BEFORE_MS);
  const stopAt = now();
  await postgres.stop();
  const stoppedAt = now();
  await sleep(OUTAGE_MS - (stoppedAt - stopAt));
  const startAt = now();
  // When it accepts connections again, seen two ways from the moment it is told to start: pg_isready
  // (a process per probe, so ≈ 100 ms apart on this machine) and a connection + `select 1` from here every 20 ms.
  const starting = postgres.start();
  const probeReady = async () => {
    const client = new pg.Client({ connectionString: postgres.adminUrl, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const until = async (probe: () => Promise<boolean>, every: number) => {
    while (!(await probe())) await sleep(every);
    return now();
  };
  const [isReadyAt, connectAt] = await Promise.all([until(() => postgres.isReady(), 20), until(probeReady, 20)]);
  const returnAt = Math.min(isReadyAt, connectAt);
  await starting;
  await sleep(AFTER_MS);
  running = false;
  await load;
  const endAt = now();

  // What the database holds for every write the clients made (answered or not).
  const database = new pg.Client({
    connectionString: Object.assign(new URL(postgres.adminUrl), { pathname: `/${cluster.database}` }).toString(),
  });
  await database.connect();
  const writes = samples.filter((sample) => sample.op === 'write');
  const stored = new Map<string, string>(
    (await database.query<{ id: string; niche: string }>('select id, niche from chat_conversations where niche like $1', ['w%'])).rows.map(
      (row) => [row.niche, row.id],
    ),
  );
  await database.end();
  const acknowledged = writes.filter((sample) => sample.id);
  const lost = acknowledged.filter((sample) => stored.get(sample.tag!) !== sample.id);
  const storedUnanswered = writes.filter((sample) => !sample.id && stored.has(sample.tag!));

  // Failures: anything but 2xx. Allowed only as 503 with Retry-After.
  const bad = samples.filter((sample) => sample.status < 200 || sample.status > 299);
  const badNot503 = bad.filter((sample) => sample.status !== 503 || sample.retryAfter === null);
  const in503 = bad.filter((sample) => sample.status === 503);
  const retryAfterValues = [...new Set(in503.map((sample) => sample.retryAfter))];
  const took503 = in503.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
  const during = samples.filter((sample) => sample.start >= stoppedAt && sample.end <= returnAt);
  const duringOk = during.filter((sample) => sample.status >= 200 && sample.status <= 299);
  const firstOkAfterReturn = samples
    .filter((sample) => sample.status >= 200 && sample.status <= 299 && sample.end >= returnAt)
    .sort((a, b) => a.end - b.end)[0];
  const firstOkAfterStop = samples
    .filter((sample) => sample.status >= 200 && sample.status <= 299 && sample.start >= stoppedAt)
    .sort((a, b) => a.end - b.end)[0];
  const lastBad = bad.reduce((latest, sample) => Math.max(latest, sample.end), Number.NEGATIVE_INFINITY);
  const firstBad = bad.reduce((earliest, sample) => Math.min(earliest, sample.start), Number.POSITIVE_INFINITY);
  // ≤ 0: an instance got a connection before either probe saw the server back.
  const toFirstOk = Math.max(0, (firstOkAfterStop?.end ?? Number.NaN) - returnAt);
  const toSteady = Math.max(toFirstOk, lastBad - returnAt);
  const afterSteady = samples.filter((sample) => sample.start > lastBad).length;
  const alive = (['a', 'b'] as const).map((name) => cluster!.exited(name)).filter(Boolean);
  const statuses = new Map<string, number>();
  for (const sample of samples) {
    const key = sample.status === 0 ? `error(${sample.error})` : String(sample.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }

  console.log(
    `[outage] timeline: load from 0, pg_ctl stop -m fast ${seconds(stopAt)} → ${seconds(stoppedAt)}, pg_ctl start ${seconds(startAt)}, ` +
      `back (connect + select 1) ${seconds(connectAt)}, pg_isready ok ${seconds(isReadyAt)}, load ends ${seconds(endAt)}; first non-2xx ${seconds(firstBad)}, last non-2xx ${seconds(lastBad)}`,
  );
  console.log(
    `[outage] ${samples.length} requests (${writes.length} writes): ${[...statuses].map(([key, count]) => `${key}×${count}`).join(' ')}; ` +
      `between the stop and the probes seeing the server back ${during.length} requests, ${duringOk.length} 2xx (the probes poll every 20 ms from this busy process; an instance may reconnect first); Retry-After values ${retryAfterValues.join(', ')}; ` +
      `a 503 took p50 ${percentile(took503, 50).toFixed(1)} ms, max ${(took503.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
  console.log(
    `[outage] writes: ${acknowledged.length} acknowledged, all stored: ${lost.length === 0 ? 'yes' : `NO, ${lost.length} missing`}; ` +
      `${storedUnanswered.length} stored although the client got an error${storedUnanswered.length ? ` (${storedUnanswered.map((sample) => `${sample.tag}: ${sample.status || sample.error}`).join(', ')})` : ''}; first 2xx after the server's return ${firstOkAfterReturn ? seconds(firstOkAfterReturn.end - returnAt) : 'none'} ` +
      `(${firstOkAfterReturn?.op}), first 2xx after the stop ${firstOkAfterStop ? seconds(firstOkAfterStop.end) : 'none'}; ${afterSteady} requests after the last failure, all 2xx`,
  );
  const summary =
    `PostgreSQL down ${seconds(returnAt - stopAt)} under load (${WORKERS} clients through nginx, 2 instances): ` +
    `${in503.length} × 503 all with Retry-After ${retryAfterValues.join('/')}, other failures ${badNot503.length}; ` +
    `recovery after its return: first 2xx ${seconds(toFirstOk)}, all 2xx from ${seconds(toSteady)} (budget ${seconds(RECOVERY_BUDGET_MS)}); ` +
    `acknowledged writes ${acknowledged.length}, lost ${lost.length}; instances alive: ${alive.length === 0 ? 'both' : alive.join(', ')}`;
  console.log(summary);
  for (const sample of badNot503.slice(0, 10)) console.log(`  not a 503 with Retry-After: ${JSON.stringify(sample)}`);

  failed =
    badNot503.length > 0 ||
    lost.length > 0 ||
    alive.length > 0 ||
    in503.length === 0 ||
    !(toFirstOk <= RECOVERY_BUDGET_MS) ||
    toSteady > RECOVERY_BUDGET_MS ||
    afterSteady === 0;
} finally {
  if (!(await postgres.isReady())) await postgres.start().catch(() => undefined);
  await cluster?.stop({ showLogs: failed }).catch((error: unknown) => console.error(error));
  postgres.remove();
}
if (failed) process.exitCode = 1;
