import { spawn } from 'node:child_process';
import { limitedCommand } from '../../../providers/video/limited-process';

/**
 * Why a take's audio could not be used: `unreadable` (not audio ffmpeg can decode with the demuxer
 * its bytes named), `silent` (nothing above the silence threshold), `too-costly` (ffmpeg used its CPU
 * seconds or its time: a file that is not the honest audio it claims to be). The service turns each
 * into a 4xx (narrationProblems.notAudio, .silent); the message is for the log.
 */
export type NarrationAudioProblem = 'unreadable' | 'silent' | 'too-costly';

export class NarrationAudioError extends Error {
  override readonly name = 'NarrationAudioError';
  constructor(
    readonly problem: NarrationAudioProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /** CPU seconds before the kernel stops the process: set from the seconds of audio it works on. */
  cpuSeconds: number;
  signal?: AbortSignal;
  /** What the process works on, in messages (a file's base name, never a path). */
  subject: string;
  /** Each line ffmpeg logs (stderr), as it comes: silencedetect, astats, ebur128 and loudnorm report there. */
  onLogLine?: (line: string) => void;
  /** stdout as it comes (PCM); discarded when unset. */
  onOutput?: (chunk: Buffer) => void;
}

/** The log lines kept for an error message, and the longest line kept (a log without newlines cannot grow memory). */
const TAIL_LINES = 8;
const MAX_LINE = 4096;
/** Only against a process that hangs: CPU seconds bound the work, and a busy machine stretches the wait. */
const wallTimeoutMs = (cpuSeconds: number) => Math.max(60_000, Math.ceil(cpuSeconds) * 4_000);
/** Lines that say only that something failed, not what. */
const GENERIC = /^(Conversion failed!?|Error while (processing|decoding|filtering).*|Exiting normally.*)$/;

/**
 * Runs ffmpeg or ffprobe as a limited child process (limitedCommand: CPU seconds, lower priority),
 * streaming its log to `onLogLine` and its stdout to `onOutput`. Resolves when it exits cleanly;
 * rejects with a NarrationAudioError that says what ffmpeg said (never a crash of the server), or
 * with the AbortError when `signal` stops it (the process is killed).
 */
export function runLimited(binary: string, args: string[], options: RunOptions): Promise<void> {
  const command = limitedCommand(binary, args, { cpuSeconds: options.cpuSeconds });
  const tool = binary.includes('ffprobe') ? 'ffprobe' : 'ffmpeg';
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    const child = spawn(command.file, command.args, {
      stdio: ['ignore', options.onOutput ? 'pipe' : 'ignore', 'pipe'],
      signal: options.signal,
      timeout: wallTimeoutMs(options.cpuSeconds),
      killSignal: 'SIGKILL',
      windowsHide: true,
    });
    const tail: string[] = [];
    let pending = '';
    // A reader that throws (it should not) stops the process and rejects: never an uncaught exception.
    const guarded =
      <T>(read: ((value: T) => void) | undefined) =>
      (value: T) => {
        try {
          read?.(value);
        } catch (error) {
          child.kill('SIGKILL');
          settle(error instanceof Error ? error : new Error(String(error)));
        }
      };
    const onLogLine = guarded(options.onLogLine);
    const line = (text: string) => {
      const trimmed = text.trimEnd();
      if (!trimmed) return;
      tail.push(trimmed.slice(0, 300));
      if (tail.length > TAIL_LINES) tail.shift();
      onLogLine(trimmed);
    };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split(/\r?\n|\r/);
      pending = (lines.pop() ?? '').slice(-MAX_LINE);
      for (const text of lines) line(text.slice(0, MAX_LINE));
    });
    if (options.onOutput) child.stdout?.on('data', guarded(options.onOutput));
    child.on('error', (error) => settle(error));
    child.on('close', (code, signal) => {
      line(pending);
      if (options.signal?.aborted) return settle(options.signal.reason instanceof Error ? options.signal.reason : new Error('Aborted'));
      if (code === 0) return settle();
      if (signal === 'SIGXCPU' || signal === 'SIGKILL')
        return settle(
          new NarrationAudioError(
            'too-costly',
            signal === 'SIGXCPU'
              ? `${tool} used its ${Math.ceil(options.cpuSeconds)} CPU seconds on ${options.subject}`
              : `${tool} did not finish ${options.subject} in time`,
          ),
        );
      const detail = tail.filter((text) => !GENERIC.test(text)).at(-1) ?? tail.at(-1) ?? `exit ${code ?? signal}`;
      settle(
        new NarrationAudioError(
          'unreadable',
          `${tool} could not read ${options.subject}: ${withoutPaths(detail.replace(/^\[[^\]]*\]\s*/, ''))}`,
        ),
      );
    });
  });
}

/** A message with every absolute path in it cut to its base name: the server's folders are nobody's business. */
export const withoutPaths = (message: string) => message.replace(/(?:\/[^\s/:'"]+)+\/([^\s/:'"]+)/g, '$1');

/** The arguments every run starts with: no prompt, no banner or progress, only local files for inputs. */
export const quietFfmpeg = (logLevel: 'error' | 'info') => ['-hide_banner', '-nostdin', '-nostats', '-loglevel', logLevel];
