// What the load and fault benchmarks do to a running deployment (cluster/cluster.ts) over HTTP.
import { randomUUID } from 'node:crypto';

export interface Account {
  token: string;
  userId: string;
  email: string;
}

export async function call(
  base: string,
  path: string,
  options: { method?: string; token?: string; json?: unknown; timeoutMs?: number } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
}

/** Registers a new user (a 24-hour trial, unlimited generations) and answers its access token. */
export async function register(base: string, label: string): Promise<Account> {
  const email = `${label}-${randomUUID()}@example.com`;
  const answer = await call(base, '/api/auth/register', {
    json: { name: `Bench ${label}`, email, password: 'bench password', confirmPassword: 'bench password' },
  });
  if (answer.status !== 201) throw new Error(`register ${email}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  const session = answer.body as { token: string; user: { id: string } };
  return { token: session.token, userId: session.user.id, email };
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Interrupted (Ctrl-C, a CI timeout): `cleanUp` (at most 30 s), then exit through 'exit' so every clean-up hook runs. */
export function exitOnSignals(cleanUp: () => Promise<unknown>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      setTimeout(() => process.exit(130), 30_000).unref();
      void cleanUp().finally(() => process.exit(130));
    });
  }
}
