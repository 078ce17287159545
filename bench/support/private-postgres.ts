// A PostgreSQL server of the benchmark's own (initdb into a temporary folder, on a free port), so it
// can be stopped and started without touching the machine's server that other work uses.
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../../src/server/test/listen-locally';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:port/postgres (trust authentication, local only). */
  adminUrl: string;
  port: number;
  /** Resolves once the server accepts connections (pg_ctl start -w). Asynchronous: a load running meanwhile is not held. */
  start(): Promise<void>;
  /** pg_ctl stop -m fast: open connections are ended (57P01), new ones refused. */
  stop(): Promise<void>;
  /** pg_isready's verdict, right now. */
  isReady(): Promise<boolean>;
  /** Stops the server (if running) and removes its folder. */
  remove(): void;
  logTail(lines?: number): string;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = join(base, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('initdb not found under /usr/lib/postgresql/*/bin (set PG_BIN_DIR)');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runAsync(command: string, args: string[]): Promise<void> {
  const [file, argv] = asPostgres(command, args);
  return new Promise((resolve, reject) => {
    execFile(file, argv, { cwd: tmpdir() }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')} failed: ${stderr}${stdout}`)) : resolve(),
    );
  });
}

function run(command: string, args: string[], options: { allowFailure?: boolean } = {}) {
  const [file, argv] = asPostgres(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
  }
  return result;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'genesis-pg-'));
  chmodSync(root, 0o777);
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', root]);
  const data = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  let running = false;

  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
  const server: PrivatePostgres = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      running = true;
      await runAsync(join(bin, 'pg_ctl'), ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
    },
    async stop() {
      await runAsync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    isReady() {
      return new Promise((resolve) => {
        execFile('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-t', '1'], (error) => resolve(!error));
      });
    },
    remove() {
      if (running) run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { allowFailure: true });
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
    logTail(lines = 30) {
      try {
        return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '(no log)';
      }
    },
  };
  // Removed at exit whatever happens (an interrupted run must not leave a server behind).
  process.once('exit', () => server.remove());
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  await server.start();
  return server;
}
