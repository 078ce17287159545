import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { freePort } from '../src/server/test/listen-locally';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';

/**
 * A production-shaped deployment on this machine: two instances of the built server
 * (`dist/server/main.js`) on one fresh PostgreSQL database, one Redis key prefix and one file store
 * (an S3 bucket served by s3rver, or with CLUSTER_STORAGE=disk one shared DATA_DIR), behind nginx.
 * Everything it creates is removed by `stop()`.
 */

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const nginxTemplate = join(projectRoot, 'cluster', 'nginx.conf');

export interface Instance {
  name: 'a' | 'b';
  /** http://127.0.0.1:port, straight to the instance. */
  url: string;
  /** host:port as nginx names it in X-Upstream. */
  address: string;
}

export interface ClusterInfo {
  /** nginx: what a browser talks to. */
  url: string;
  instances: [Instance, Instance];
  storage: 'disk' | 's3';
  database: string;
  redisUrl: string;
  redisPrefix: string;
  /** nginx's access log (format `genesis` in cluster/nginx.conf). */
  accessLog: string;
}

export interface Cluster extends ClusterInfo {
  /** The temporary folder with every log (removed by `stop()`). */
  folder: string;
  /** Sends `signal` to an instance's process (SIGKILL: gone at once, as in a crash); resolves once it has exited. */
  kill(name: Instance['name'], signal?: NodeJS.Signals): Promise<void>;
  /** Why an instance's process ended (`instance a exited (SIGKILL)`), or undefined while it runs. */
  exited(name: Instance['name']): string | undefined;
  /** Stops everything and removes what the run created; with `showLogs`, prints the logs' last lines first. */
  stop(options?: { showLogs?: boolean }): Promise<void>;
}

/** What a caller (the benchmarks) may choose; unset, the environment's CLUSTER_* variables, then the machine's services. */
export interface ClusterOptions {
  /** A PostgreSQL server's admin URL: the cluster's database is created (and dropped) there. */
  adminDatabaseUrl?: string;
  redisUrl?: string;
  storage?: 'disk' | 's3';
  /** The instances' LOG_LEVEL. */
  logLevel?: string;
  /** More environment for both instances. */
  instanceEnv?: NodeJS.ProcessEnv;
}

function settingsFrom(options: ClusterOptions) {
  return {
    adminDatabaseUrl:
      options.adminDatabaseUrl ??
      process.env.CLUSTER_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
    storage: options.storage ?? (process.env.CLUSTER_STORAGE === 'disk' ? ('disk' as const) : ('s3' as const)),
    logLevel: options.logLevel ?? process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    instanceEnv: options.instanceEnv ?? {},
  };
}

const log = (message: string) => console.log(`[cluster] ${message}`);

function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx')), '/usr/sbin/nginx'];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error('nginx not found: install it (apt-get install nginx) or set NGINX_BIN');
}

/** The built server; built here only when missing (CI builds before, and a rebuild takes minutes). */
function ensureBuilt() {
  // CLUSTER_SERVER_MAIN: another bundle of the server to run (the client still comes from dist/client).
  if (process.env.CLUSTER_SERVER_MAIN) return process.env.CLUSTER_SERVER_MAIN;
  const main = join(projectRoot, 'dist', 'server', 'main.js');
  if (!existsSync(main) || !existsSync(join(projectRoot, 'dist', 'client', 'index.html'))) {
    log('dist/ is missing: npm run build');
    const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
    return main;
  }
  const builtAt = statSync(main).mtimeMs;
  const newer = spawnSync('find', ['src/server', 'src/shared', 'drizzle', '-newer', main, '-type', 'f', '-print', '-quit'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (newer.stdout.trim())
    log(`note: ${newer.stdout.trim()} is newer than dist (built ${new Date(builtAt).toISOString()}); run npm run build to test it`);
  return main;
}

/** Resolves when `url` answers 2xx; rejects after `timeoutMs`, or at once when `failed()` says the process died. */
async function waitFor(url: string, timeoutMs: number, failed: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const problem = failed();
    if (problem) throw new Error(problem);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms (${last})`);
}

interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  exit?: string;
}

function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Managed {
  const out = createWriteStream(options.logFile);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const managed: Managed = { name, child, logFile: options.logFile };
  child.on('exit', (code, signal) => {
    managed.exit = `${name} exited (${signal ?? code})`;
  });
  child.on('error', (error) => {
    managed.exit = `${name} could not start: ${error.message}`;
  });
  return managed;
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function ready(instance: Instance, managed: Managed) {
  await waitFor(`${instance.url}/api/ready`, 60_000, () => managed.exit).catch((error: unknown) => {
    throw new Error(`${String(error)}\n--- ${managed.logFile} ---\n${tail(managed.logFile)}`);
  });
}

async function stopProcess(managed: Managed, signal: NodeJS.Signals = 'SIGTERM', graceMs = 12_000) {
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const settings = settingsFrom(options);
  const started = Date.now();
  const mainJs = ensureBuilt();
  const nginx = nginxBinary();
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const root = mkdtempSync(join(tmpdir(), 'genesis-cluster-'));
  const database = `genesis_cluster_${id}`;
  const redisPrefix = `genesis-cluster:${id}:`;
  const processes: Managed[] = [];
  const cleanups: { what: string; run: () => Promise<unknown> }[] = [];
  // Killing the children is the one thing that must happen even when the run is interrupted.
  const killAll = () => processes.forEach(({ child }) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killAll);

  async function stop() {
    process.off('exit', killAll);
    const problems: string[] = [];
    for (const { what, run } of cleanups.reverse()) {
      await run().catch((error: unknown) => problems.push(`${what}: ${String(error)}`));
    }
    cleanups.length = 0;
    if (problems.length > 0) throw new Error(`cluster clean-up failed:\n${problems.join('\n')}`);
  }

  try {
    cleanups.push({ what: 'temporary folder', run: async () => rmSync(root, { recursive: true, force: true }) });

    // PostgreSQL: a database of its own, dropped at the end (connections and all).
    const adminUrl = settings.adminDatabaseUrl;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect().catch((error: unknown) => {
      throw new Error(`PostgreSQL not reachable at ${adminUrl} (set CLUSTER_DATABASE_URL): ${String(error)}`);
    });
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    cleanups.push({
      what: `drop database ${database}`,
      run: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    });
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;

    // Redis: one prefix for every key and channel of this run; its keys are deleted at the end.
    const redis = new Redis(settings.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    redis.on('error', () => undefined);
    await redis.connect().catch((error: unknown) => {
      throw new Error(`Redis not reachable at ${settings.redisUrl} (set CLUSTER_REDIS_URL): ${String(error)}`);
    });
    cleanups.push({
      what: `redis keys ${redisPrefix}*`,
      run: async () => {
        try {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        } finally {
          redis.disconnect();
        }
      },
    });

    // Files: an S3 bucket both instances use (each has a DATA_DIR of its own), or one shared DATA_DIR.
    const storageEnv: NodeJS.ProcessEnv = {};
    if (settings.storage === 's3') {
      const s3Folder = join(root, 's3');
      mkdirSync(s3Folder);
      const s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: s3Folder,
        configureBuckets: [{ name: 'genesis-files' }],
      });
      const { port } = await s3.run();
      cleanups.push({ what: 's3rver', run: () => s3.close() });
      Object.assign(storageEnv, {
        S3_BUCKET: 'genesis-files',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      });
    }

    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const authSecret = randomBytes(36).toString('base64');
    const instances: Instance[] = [];
    const instanceProcesses: Managed[] = [];
    for (const name of ['a', 'b'] as const) {
      const port = await freePort();
      const folder = join(root, `instance-${name}`);
      mkdirSync(folder);
      const dataDir = settings.storage === 'disk' ? join(root, 'shared-data') : join(folder, 'data');
      mkdirSync(dataDir, { recursive: true });
      // A clean environment: only what a deployment would set (no .env: the cwd is the instance's folder).
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // The parts of resumable uploads: one folder both instances share, as compose.yaml's volume.
        RESUMABLE_UPLOADS_DIR: join(root, 'shared-uploads'),
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: settings.redisUrl,
        REDIS_KEY_PREFIX: redisPrefix,
        AUTH_SECRET: authSecret,
        TRUST_PROXY: 'true',
        // The test and the benchmarks register many users from this machine (nginx forwards 127.0.0.1).
        REGISTRATION_LIMIT_EXEMPT: '127.0.0.1',
        LOG_LEVEL: settings.logLevel,
        ...storageEnv,
        ...settings.instanceEnv,
      };
      const managed = startProcess(`instance ${name}`, process.execPath, ['--enable-source-maps', mainJs], {
        cwd: folder,
        env,
        logFile: join(folder, 'server.log'),
      });
      processes.push(managed);
      instanceProcesses.push(managed);
      const instance: Instance = { name, url: `http://127.0.0.1:${port}`, address: `127.0.0.1:${port}` };
      instances.push(instance);
      cleanups.push({ what: `stop instance ${name}`, run: () => stopProcess(managed) });
    }
    // Both at once, as a fresh deployment starts: migrations take turns under an advisory lock.
    await Promise.all(instances.map((instance, index) => ready(instance, instanceProcesses[index]!)));

    // nginx, unprivileged, in a prefix of its own.
    const prefix = join(root, 'nginx');
    mkdirSync(prefix);
    // Workers drop to nginx's default user when the master runs as root: they must reach the temp paths.
    chmodSync(root, 0o755);
    chmodSync(prefix, 0o755);
    const [a, b] = instances as [Instance, Instance];
    const config = readFileSync(nginxTemplate, 'utf8')
      .replaceAll('{{PREFIX}}', prefix)
      .replaceAll('{{INSTANCE_A}}', a.address)
      .replaceAll('{{INSTANCE_B}}', b.address)
      .replaceAll('{{LISTEN}}', `127.0.0.1:${nginxPort}`);
    const left = /\{\{\w+\}\}/.exec(config);
    if (left) throw new Error(`cluster/nginx.conf: unknown placeholder ${left[0]}`);
    const configFile = join(prefix, 'nginx.conf');
    writeFileSync(configFile, config);
    const nginxArgs = ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')];
    const check = spawnSync(nginx, [...nginxArgs, '-t'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}${tail(join(prefix, 'error.log'))}`);
    const proxy = startProcess('nginx', nginx, [...nginxArgs, '-g', 'daemon off;'], {
      cwd: prefix,
      env: { PATH: process.env.PATH },
      logFile: join(prefix, 'stdout.log'),
    });
    processes.push(proxy);
    cleanups.push({ what: 'stop nginx', run: () => stopProcess(proxy, 'SIGTERM', 5_000) });
    await waitFor(`${publicUrl}/api/ready`, 15_000, () => proxy.exit).catch((error: unknown) => {
      throw new Error(`${String(error)}\n--- nginx error.log ---\n${tail(join(prefix, 'error.log'))}`);
    });

    log(
      `ready in ${Date.now() - started} ms: nginx ${publicUrl} → ${instances.map((instance) => instance.url).join(', ')}; ` +
        `database ${database}, redis prefix ${redisPrefix}, storage ${settings.storage}, logs in ${root}`,
    );

    const info: ClusterInfo = {
      url: publicUrl,
      instances: [a, b],
      storage: settings.storage,
      database,
      redisUrl: settings.redisUrl,
      redisPrefix,
      accessLog: join(prefix, 'access.log'),
    };
    const instanceProcess = (name: Instance['name']) => instanceProcesses[name === 'a' ? 0 : 1]!;
    return {
      ...info,
      folder: root,
      async kill(name, signal = 'SIGKILL') {
        const managed = instanceProcess(name);
        if (managed.child.exitCode !== null || managed.child.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => managed.child.once('exit', () => resolve()));
        managed.child.kill(signal);
        await exited;
      },
      exited: (name) => instanceProcess(name).exit,
      async stop(options = {}) {
        // A failing run leaves its last log lines in the output before the folder is removed.
        if (options.showLogs || process.env.CLUSTER_SHOW_LOGS === '1') {
          for (const managed of processes) log(`--- ${managed.name} (${managed.logFile}) ---\n${tail(managed.logFile)}`);
          log(`--- nginx access.log ---\n${tail(join(prefix, 'access.log'))}`);
        }
        await stop();
        log(`stopped and cleaned up (${database}, ${redisPrefix}*, ${root})`);
      },
    };
  } catch (error) {
    await stop().catch((cleanupError: unknown) => console.error(cleanupError));
    throw error;
  }
}
