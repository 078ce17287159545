import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths';
import { TEST_PASSWORD, uniqueEmail } from './test/factories';
import { createScratchPostgres } from './test/test-db';

interface RunningServer {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Runs the real entry point, as `npm start` does, on a free port. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', LOCAL_MODEL_PATH: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve({ child, url: match[1], exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

async function stop(server: RunningServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

const postJson = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'genesis-main-'));
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates on start, keeps accounts across a restart and exits cleanly on SIGTERM', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      const scratch = await createScratchPostgres();
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    const email = uniqueEmail('restart');

    const first = await startServer(env);
    const ready = await fetch(`${first.url}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', database: process.env.TEST_DB_DRIVER });
    const registered = await postJson(`${first.url}/api/auth/register`, {
      name: 'Restart',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    expect(await stop(first)).toBe(0);

    const second = await startServer(env);
    const login = await postJson(`${second.url}/api/auth/login`, { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    // The signing key survives the restart too, so signed-in users stay signed in.
    const verify = await fetch(`${second.url}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status).toBe(200);
    expect(await stop(second)).toBe(0);
  }, 60_000);

  it('refuses to start with a bad setting and names it', async () => {
    const failed = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    await expect(failed).rejects.toThrow(/PORT/);
  });

  it('refuses to start when LOCAL_MODEL_PATH names no model file, and says so', async () => {
    await expect(startServer({ DATA_DIR: dataDir, LOCAL_MODEL_PATH: join(dataDir, 'missing.gguf') })).rejects.toThrow(
      /exited with 1[\s\S]*LOCAL_MODEL_PATH: cannot read the model file .*missing\.gguf/,
    );
  });
});
