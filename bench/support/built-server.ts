// One instance of the built server (dist/server/main.js), as `npm start` runs it: its own process,
// PGlite in a temporary DATA_DIR unless DATABASE_URL is given. Everything it made is removed by `stop()`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocSettings } from '../../scripts/malloc-settings.mjs';
import { freePort } from '../../src/server/test/listen-locally';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuiltServer {
  url: string;
  pid: number;
  /** The last lines the server printed (for a failed run). */
  output(): string;
  /** Ends it at once (a bench past its memory cap); `stop()` still cleans up. */
  kill(): void;
  stop(): Promise<void>;
}

/**
 * `env` adds settings; `main` is another bundle of the server to run (e.g. one built from an earlier
 * commit; also BENCH_SERVER_MAIN).
 */
export async function startBuiltServer(env: Record<string, string> = {}, main = process.env.BENCH_SERVER_MAIN): Promise<BuiltServer> {
  main = resolve(main ?? join(projectRoot, 'dist', 'server', 'main.js'));
  if (!existsSync(main)) throw new Error(`${main} is missing: npm run build:server`);
  const dataDir = mkdtempSync(join(tmpdir(), 'genesis-bench-server-'));
  const port = await freePort();
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/profiles': where the server's time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', main], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Benchmarks register their users from this machine; the limit itself is tested in the server suite.
      REGISTRATION_LIMIT_EXEMPT: '127.0.0.1,::1',
      // As npm start and the Docker image run it.
      ...mallocSettings,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (!gone) child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) {
      await stop();
      throw new Error(`the server exited while starting:\n${output}`);
    }
    const ready = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid!, output: () => output, kill: () => child.kill('SIGKILL'), stop };
}
