import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { RequestLogger } from './request-log';

/** The process' logger (as the server makes it) at `level`, its lines, and a count of the children made of it. */
function processLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = createLogger(
    level,
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const child = vi.spyOn(parent, 'child');
  return { parent, lines, children: () => child.mock.calls.length };
}

describe('RequestLogger', () => {
  it("makes no child of the process' logger for a request that writes nothing, or only below the level", () => {
    const { parent, lines, children } = processLogger('info');
    const log = RequestLogger.factory(parent, { reqId: 'req-1' }, {});
    expect(log.level).toBe('info');
    expect((log as unknown as Logger).isLevelEnabled('debug')).toBe(false);
    log.debug({ route: '/api/health' }, 'request completed');
    log.trace('nothing');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
  });

  it("writes a line as pino's child would: the request's id, the level, the redaction", () => {
    const { parent, lines, children } = processLogger('info');
    const log = RequestLogger.factory(parent, { reqId: 'req-2' }, {});
    log.info({ body: { email: 'ada@example.com', password: 'hunter2' } }, 'signed up');
    log.warn('slow answer');
    log.error({ err: new Error('broke') }, 'request failed');
    expect(children()).toBe(1);
    expect(lines).toMatchObject([
      { level: 30, reqId: 'req-2', msg: 'signed up', body: { email: 'ada@example.com', password: '[redacted]' } },
      { level: 40, reqId: 'req-2', msg: 'slow answer' },
      { level: 50, reqId: 'req-2', msg: 'request failed', err: { message: 'broke' } },
    ]);
  });

  it("hands out children that carry the request's id and their own bindings", () => {
    const { parent, lines } = processLogger('info');
    const log = RequestLogger.factory(parent, { reqId: 'req-3' }, {});
    log.child({ conversationId: 'c-1' }).info('reply stored');
    expect(lines).toMatchObject([{ reqId: 'req-3', conversationId: 'c-1', msg: 'reply stored' }]);
  });

  it('follows a level set on it, for this request only', () => {
    const { parent, lines } = processLogger('info');
    const log = RequestLogger.factory(parent, { reqId: 'req-4' }, {});
    log.level = 'debug';
    log.debug('now written');
    RequestLogger.factory(parent, { reqId: 'req-5' }, {}).debug('not written');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-4', msg: 'now written' }]);
  });

  it("gives a route with a level of its own pino's child at once", () => {
    const { parent, lines, children } = processLogger('info');
    const log = RequestLogger.factory(parent, { reqId: 'req-6' }, { level: 'debug' });
    expect(children()).toBe(1);
    log.debug('written at debug');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-6', msg: 'written at debug' }]);
  });
});
