import { existsSync, rmSync, utimesSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test/factories';
import {
  dataDirsOfBlock,
  killServerProcesses,
  postJson,
  registerOn,
  serverSettings,
  spawnBuilt,
  startBuiltServer,
  stopServer,
} from '../test/server-process';
import { copyMigratedEmbeddedDatabase, createScratchPostgres } from '../test/test-db';

const spawnServer = (env: Record<string, string>) => spawnBuilt('main', [], serverSettings(env));

async function conversationIds(url: string, token: string): Promise<Set<string>> {
  const response = await fetch(`${url}/api/chat/conversations`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return new Set(((await response.json()) as { id: string }[]).map((conversation) => conversation.id));
}

/** A TCP server that only counts who connects: a stand-in for a database nobody may touch. */
async function listenCounting(): Promise<{ server: Server; port: number; connections(): number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

const usesPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the server process', () => {
  const cleanups: Array<() => Promise<void>> = [];
  const newDataDir = dataDirsOfBlock();
  /**
   * A DATA_DIR of the test's own: on PGlite with a copy of the migrated embedded database (none when
   * the test hands in its own folder: a first start makes it), on PostgreSQL with a database of its own.
   */
  const serverEnv = async (dataDir?: string): Promise<Record<string, string>> => {
    if (!usesPostgres) {
      if (dataDir) return { DATA_DIR: dataDir };
      const copy = newDataDir();
      copyMigratedEmbeddedDatabase(copy);
      return { DATA_DIR: copy };
    }
    dataDir ??= newDataDir();
    const scratch = await createScratchPostgres();
    cleanups.push(scratch.drop);
    return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
  };
  const dataDir = newDataDir();

  afterEach(killServerProcesses);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('migrates on start, keeps accounts across a restart and exits cleanly on SIGTERM', async () => {
    const env = await serverEnv(dataDir);
    const email = uniqueEmail('restart');

    const first = await startBuiltServer(env);
    const ready = await fetch(`${first.url}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', database: process.env.TEST_DB_DRIVER });
    const token = await registerOn(first.url, email);
    expect(await stopServer(first)).toBe(0);
    // A clean stop gives the embedded database's lock back.
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const second = await startBuiltServer(env);
    const login = await postJson(`${second.url}/api/auth/login`, { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    // The signing key survives the restart too, so signed-in users stay signed in.
    const verify = await fetch(`${second.url}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status).toBe(200);
    expect(await stopServer(second)).toBe(0);
  }, 60_000);

  it('refuses a second server on the same DATA_DIR with one line naming the first, which keeps serving (and stops if its lock is taken)', async () => {
    const env = await serverEnv();
    const email = uniqueEmail('first');
    const first = await startBuiltServer(env);
    await registerOn(first.url, email);

    if (usesPostgres) {
      // On PostgreSQL nothing in DATA_DIR belongs to one process: instances may share it (local files).
      const second = await startBuiltServer(env);
      expect(await stopServer(second)).toBe(0);
    } else {
      const second = spawnServer(env);
      expect(await second.exited).toBe(1);
      const started = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC`;
      expect(second.output()).toMatch(
        new RegExp(
          `^Another Genesis Studio process \\(pid ${first.child.pid}, started ${started}\\) is using ${escapeRegExp(env.DATA_DIR!)}: stop it first or set DATA_DIR\\n$`,
        ),
      );
    }

    const login = await postJson(`${first.url}/api/auth/login`, { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    if (usesPostgres) {
      expect(await stopServer(first)).toBe(0);
    } else {
      // Its lock taken away (here: removed by hand), the server stops at once rather than share the database.
      rmSync(join(env.DATA_DIR!, 'server.lock'), { recursive: true });
      expect(await first.exited).toBe(1);
      expect(first.output()).toContain(`Lost the lock of ${env.DATA_DIR}`);
    }
  }, 90_000);

  it('leaves the database alone when the port is taken, and names the process that has it', async () => {
    const holder = await listenCounting();
    const database = await listenCounting();
    cleanups.push(async () => {
      holder.server.close();
      database.server.close();
    });
    const dataDir = join(newDataDir(), 'not-yet-made');
    // On PostgreSQL the database is a stand-in that counts connections; on PGlite it would be made in DATA_DIR.
    const env = {
      DATA_DIR: dataDir,
      PORT: String(holder.port),
      ...(usesPostgres ? { DATABASE_URL: `postgres://postgres@127.0.0.1:${database.port}/genesis` } : {}),
    };

    const refused = spawnServer(env);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(
      new RegExp(`^Port ${holder.port} on 127\\.0\\.0\\.1 is in use by pid ${process.pid} \\(.+\\): stop it first or set PORT\\n$`),
    );
    expect(existsSync(dataDir)).toBe(false);
    expect(database.connections()).toBe(0);
  }, 30_000);

  it('keeps every acknowledged write through a kill -9 under load, and starts again on the same DATA_DIR', async () => {
    const env = await serverEnv();
    let server = await startBuiltServer(env);
    const token = await registerOn(server.url, uniqueEmail('load'));

    // Twice: the second kill hits a server that had itself taken over a killed one's lock.
    for (let round = 1; round <= 2; round++) {
      const url = server.url;
      const acknowledged = new Set<string>();
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const response = await postJson(`${url}/api/chat/conversation`, {}, token).catch(() => undefined);
          if (response?.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
        }
      };
      const writers = [writer(), writer(), writer(), writer()];
      await expect.poll(() => acknowledged.size, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(30 * round);
      server.child.kill('SIGKILL');
      await server.exited;
      killed = true;
      await Promise.all(writers);

      // A killed server's lock stops moving and is taken over once 10 s old (that wait, and what the
      // log says meanwhile, are data-dir-lock.test.ts's). Dated back as a start half a minute after
      // the kill finds it, it is taken over at once: the new process names no other process.
      if (!usesPostgres) {
        const halfAMinuteAgo = new Date(Date.now() - 30_000);
        utimesSync(join(env.DATA_DIR!, 'server.lock'), halfAMinuteAgo, halfAMinuteAgo);
      }
      server = await startBuiltServer(env);
      expect(server.output()).not.toMatch(/Another Genesis Studio process/);
      const stored = await conversationIds(server.url, token);
      expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    }
    expect(await stopServer(server)).toBe(0);
  }, 120_000);
});
