import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { limitedCommand } from './limited-process';

const run = (command: { file: string; args: string[] }) =>
  new Promise<{ stdout: string; signal: NodeJS.Signals | null; code: number | null }>((resolve) => {
    const child = execFile(command.file, command.args, { timeout: 120_000 }, (error, stdout) =>
      resolve({ stdout, signal: child.signalCode, code: error ? (child.exitCode ?? null) : 0 }),
    );
  });

describe('a media process under limits', () => {
  it('runs the binary with its arguments as they are, below the server’s priority', async () => {
    const answer = await run(
      limitedCommand('/bin/sh', ['-c', 'printf "%s|" "$@"; echo; nice', 'sh', 'a b', '$HOME', '"; rm -rf /'], { cpuSeconds: 5 }),
    );
    expect(answer.code).toBe(0);
    const [args, niceness] = answer.stdout.split('\n');
    expect(args).toBe('a b|$HOME|"; rm -rf /|');
    expect(Number(niceness)).toBe(10 + Number((await run({ file: '/bin/sh', args: ['-c', 'nice'] })).stdout));
  });

  // A second of CPU at the lower priority: tens of seconds of waiting beside a CPU hog.
  it('stops a process that uses up its CPU seconds', { timeout: 120_000 }, async () => {
    const answer = await run(limitedCommand('/bin/sh', ['-c', 'while :; do :; done'], { cpuSeconds: 1 }));
    expect(['SIGXCPU', 'SIGKILL']).toContain(answer.signal);
  });
});
