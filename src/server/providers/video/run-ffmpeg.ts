/** Runs ffmpeg for a render: as a limited child process, reporting progress, stopped at once by an abort. */
import { spawn } from 'node:child_process';
import { limitedCommand } from './limited-process';

/** An ffmpeg run that failed; the message names the cause, `stderr` keeps ffmpeg's last 4 KB. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

const STDERR_KEPT = 4096;
/** How long ffmpeg has to stop after SIGTERM before it is killed. */
const KILL_GRACE_MS = 250;

export const abortError = () => new DOMException('The render was canceled.', 'AbortError');

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

/** The last lines of ffmpeg's messages that say something (fontconfig's warnings about its own config say nothing). */
function cause(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Fontconfig'));
  return (
    lines
      .slice(-3)
      .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
      .join(' ') || 'no message'
  );
}

export interface RunOptions {
  cwd: string;
  signal?: AbortSignal;
  durationSeconds: number;
  onProgress?: (progress: { percent: number; etaSeconds?: number }) => void;
}

/**
 * CPU seconds a render's encoder may use: a 1080p draft takes about 2.4 per second of video on
 * two cores (bench/RESULTS.md), so this leaves a slower machine four times that.
 */
const RENDER_CPU_SECONDS = { base: 60, perSecond: 10 };

/**
 * Runs ffmpeg as a child process (the encoding never touches this process's event loop) at a
 * lower priority than the web server and within its CPU seconds (limited-process.ts), reading its
 * `-progress` reports from stdout.
 */
export function runFfmpeg(binary: string, args: string[], options: RunOptions): Promise<string> {
  const { signal, durationSeconds, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const command = limitedCommand(binary, args, { cpuSeconds: RENDER_CPU_SECONDS.base + RENDER_CPU_SECONDS.perSecond * durationSeconds });
    const child = spawn(command.file, command.args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const started = performance.now();
    let stderr = '';
    let pending = '';
    let lastReport = -Infinity;
    let aborted = false;
    let settled = false;
    let killTimer: NodeJS.Timeout | undefined;

    const report = (seconds: number, final: boolean) => {
      if (!onProgress) return;
      const now = performance.now();
      if (!final && now - lastReport < 500) return;
      lastReport = now;
      const fraction = final ? 1 : Math.min(0.999, Math.max(0, seconds / durationSeconds));
      const elapsed = (now - started) / 1000;
      const percent = Math.round(fraction * 1000) / 10;
      onProgress(fraction > 0.01 ? { percent, etaSeconds: Math.round((elapsed * (1 - fraction)) / fraction) } : { percent });
    };

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (ffmpeg ≥ 4.2), or out_time_ms, which older versions fill with microseconds too.
        const time = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (time) report(Number(time[1]) / 1e6, false);
        else if (line.trim() === 'progress=end') report(durationSeconds, true);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });

    const onAbort = () => {
      aborted = true;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(stderr);
    };
    child.on('error', (error) => finish(new FfmpegError(`ffmpeg could not be started (${binary}): ${error.message}`, stderr)));
    child.on('close', (code, killedBy) => {
      if (aborted) return finish(abortError());
      if (code === 0) return finish();
      finish(
        new FfmpegError(
          `ffmpeg could not render the video (${code === null ? `killed by ${killedBy}` : `exit code ${code}`}): ${cause(stderr)}`,
          stderr,
        ),
      );
    });
  });
}
