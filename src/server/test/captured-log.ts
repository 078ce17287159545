import { Writable } from 'node:stream';
import { createLogger } from '../http/logger';

/** A logger at `info` whose every line is kept, for checking what reaches the log (never a token). */
export function capturedLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: createLogger('info', destination), text: () => lines.join('') };
}
