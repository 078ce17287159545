import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { projectRoot } from '../config/paths';
import { TEST_PASSWORD } from './factories';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the server built for this test run (global-setup.ts). */
    builtServer: string;
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/**
 * Runs an entry of the built server (`main`: what `npm start` runs; `backup`, `restore`, `payouts`:
 * the operator's commands as the Docker image runs them), from the project's folder.
 */
export function spawnBuilt(
  entry: 'main' | 'backup' | 'restore' | 'payouts',
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeOptions: string[] = [],
): ServerProcess {
  const file = join(inject('builtServer'), `${entry}.js`);
  const child = spawn(process.execPath, [...nodeOptions, '--enable-source-maps', file, ...args], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, stdout: () => stdout, stderr: () => stderr, exited };
}

/** The address the server logged once it listens; rejects with its output if it exits first. */
export function untilListening(server: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve(match[1]);
    };
    server.child.stdout?.on('data', onData);
    server.child.stderr?.on('data', onData);
    void server.exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${server.output()}`)));
  });
}

/**
 * A server's settings in a test: the embedded database, the port the system picks, logs that say
 * when it listens, and nothing from the developer's shell that would pick a database, a model, a
 * bucket, a mail server, a signing key or administrators.
 */
export const serverSettings = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  LOCAL_MODEL_PATH: '',
  S3_BUCKET: '',
  SMTP_URL: '',
  AUTH_SECRET: '',
  ADMIN_EMAILS: '',
  // Tests register their accounts from this machine; the limit itself has tests of its own.
  REGISTRATION_LIMIT_EXEMPT: '127.0.0.1',
  ...env,
});

export interface RunningServer extends ServerProcess {
  url: string;
}

/** Starts the built server (`npm start`'s entry point) with `serverSettings(env)`, until it listens. */
export async function startBuiltServer(env: Record<string, string>, nodeOptions: string[] = []): Promise<RunningServer> {
  const server = spawnBuilt('main', [], serverSettings(env), nodeOptions);
  return { ...server, url: await untilListening(server) };
}

/** Kills whatever a test left running (after each test). */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }),
  );
}

/** Stops a server as its supervisor would (SIGTERM); its exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

export const postJson = (url: string, body: object, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Registers an account on the server at `url`; its token. */
export async function registerOn(url: string, email: string): Promise<string> {
  const registered = await postJson(`${url}/api/auth/register`, {
    name: 'Restart',
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
  expect(registered.status).toBe(201);
  return ((await registered.json()) as { token: string }).token;
}

/** Makes DATA_DIRs of the block's own (call it in a describe), removed after the block. */
export function dataDirsOfBlock(): () => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(join(tmpdir(), 'genesis-main-'));
    folders.push(folder);
    return folder;
  };
}
