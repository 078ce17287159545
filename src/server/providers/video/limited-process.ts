import { execFile } from 'node:child_process';

/** What a media child process may use: CPU seconds before the kernel stops it (SIGXCPU). */
export interface ProcessLimits {
  cpuSeconds: number;
}

/** Below the web server: its answers come first when the cores are busy. */
const NICENESS = 10;

/**
 * The command that runs `binary` with `args` under `limits`: through the shell, which sets the
 * CPU-time limit (RLIMIT_CPU, `ulimit -t`) and lowers the priority (`nice`) before it becomes the
 * binary (`exec`: same process, so a kill still reaches it). Node can set neither on a child
 * itself. Wall-clock time-outs count a waiting process too; CPU seconds are what a crafted file
 * buys, so they are what is bounded. On Windows the binary runs as is.
 */
export function limitedCommand(binary: string, args: string[], limits: ProcessLimits): { file: string; args: string[] } {
  if (process.platform === 'win32') return { file: binary, args };
  const cpuSeconds = Math.max(1, Math.ceil(limits.cpuSeconds));
  return {
    file: '/bin/sh',
    args: ['-c', `ulimit -t ${cpuSeconds} && exec nice -n ${NICENESS} "$@"`, 'limited', binary, ...args],
  };
}

/** How a limited command ends when it fails: the last line it wrote to stderr, or what stopped it. */
export class LimitedProcessError extends Error {
  override name = 'LimitedProcessError';
}

/**
 * Runs `binary` under `limits` to its end and resolves with its stdout (at most `maxBuffer` bytes).
 * Rejects with the AbortError when `signal` stops it, and otherwise with a LimitedProcessError
 * holding the last line the process wrote to stderr.
 */
export function execLimited(
  binary: string,
  args: string[],
  limits: ProcessLimits,
  options: { timeoutMs: number; maxBuffer: number; signal?: AbortSignal | undefined },
): Promise<string> {
  const command = limitedCommand(binary, args, limits);
  return new Promise((resolve, reject) => {
    execFile(
      command.file,
      command.args,
      { timeout: options.timeoutMs, maxBuffer: options.maxBuffer, signal: options.signal, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (error.name === 'AbortError') return reject(error);
        reject(new LimitedProcessError(stderr.trim().split('\n').at(-1) || error.message));
      },
    );
  });
}
