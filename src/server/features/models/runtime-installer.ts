import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { LocalModelRuntime } from '@shared/contracts/models';
import { llamaRuntimeDir, onDemandRuntimeEntry } from '../../providers/text/llama-runtime';
import { runtimeInstalled } from './model-files';

/** npm fetches and unpacks about 725 MB of prebuilt binaries: a slow line may take long, not for ever. */
const INSTALL_TIMEOUT_MS = 30 * 60_000;
/** The end of npm's output, kept to say why an install failed. */
const OUTPUT_TAIL_CHARS = 600;

/**
 * Installs the local model runtime (node-llama-cpp) on demand, from the operator console, into
 * DATA_DIR/runtime with npm (the app folder may be read-only; nothing of the app changes). One
 * install at a time per instance; each instance installs its own.
 */
export function createRuntimeInstaller(options: {
  dataDir: string;
  packageSpec: string;
  log: Pick<Logger, 'info' | 'warn'>;
  onInstalled?: () => void;
  /** Whether the app was installed with node-llama-cpp (then nothing is installed); tests say no. */
  appHasRuntime?: () => boolean;
}) {
  const appHasRuntime = options.appHasRuntime ?? runtimeInstalled;
  let running: { status: 'installing' } | { status: 'failed'; message: string } | undefined;

  function state(): LocalModelRuntime {
    if (running?.status === 'installing') return { status: 'installing', message: null };
    if (appHasRuntime() || onDemandRuntimeEntry(options.dataDir)) return { status: 'installed', message: null };
    return running ? { status: 'failed', message: running.message } : { status: 'missing', message: null };
  }

  async function run(): Promise<void> {
    const prefix = llamaRuntimeDir(options.dataDir);
    await mkdir(prefix, { recursive: true });
    const args = ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-update-notifier', options.packageSpec];
    let tail = '';
    const code = await new Promise<number | null>((resolve, reject) => {
      const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
        cwd: prefix,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: INSTALL_TIMEOUT_MS,
      });
      const keep = (chunk: Buffer) => (tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS));
      npm.stdout.on('data', keep);
      npm.stderr.on('data', keep);
      npm.on('error', reject);
      npm.on('close', resolve);
    });
    if (code !== 0 || !onDemandRuntimeEntry(options.dataDir)) {
      const lastLines = tail.trim().split('\n').slice(-3).join(' ').trim();
      throw new Error(
        `npm install ${options.packageSpec} failed${code === null ? ' (stopped after 30 minutes)' : ` (exit ${code})`}${lastLines ? `: ${lastLines}` : ''}`,
      );
    }
  }

  return {
    state,
    /** Starts the install unless the runtime is there or an install runs; answers the state at once. */
    install(): LocalModelRuntime {
      const current = state();
      if (current.status === 'installed' || current.status === 'installing') return current;
      running = { status: 'installing' };
      options.log.info({ package: options.packageSpec }, 'installing the local model runtime');
      run().then(
        () => {
          running = undefined;
          options.log.info('the local model runtime is installed');
          options.onInstalled?.();
        },
        (error: unknown) => {
          running = { status: 'failed', message: (error as Error).message };
          options.log.warn({ err: error }, 'installing the local model runtime failed');
        },
      );
      return state();
    },
  };
}

export type RuntimeInstaller = ReturnType<typeof createRuntimeInstaller>;
