import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { errorHandler } from './error-handler';

function appWithLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ loggerInstance: createLogger('info', stream) });
  return { app, lines };
}

describe('error handler and logs', () => {
  it('hides the details of an unexpected failure from the client but logs them', async () => {
    const { app, lines } = appWithLogs();
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(lines.join('')).toContain('database password is hunter2');
  });

  it('answers a query the database could not take with 503, and logs the query without its parameters', async () => {
    const { app, lines } = appWithLogs();
    await app.register(errorHandler);
    app.get('/outage', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      throw new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values ($1, $2)',
        ['victim@example.com', '$argon2id$SECRETHASH'],
        refused,
      );
    });
    const response = await app.inject({ method: 'GET', url: '/outage' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    const output = lines.join('');
    expect(output).toContain('insert into \\"users\\"');
    expect(output).toContain('ECONNREFUSED');
    for (const secret of ['victim@example.com', 'SECRETHASH']) expect(output).not.toContain(secret);
  });

  it('keeps a client that hangs up mid-body a 400, not an outage', async () => {
    const { app } = appWithLogs();
    await app.register(errorHandler);
    app.get('/hangup', async () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    });
    expect((await app.inject({ method: 'GET', url: '/hangup' })).statusCode).toBe(400);
  });

  it('redacts tokens and passwords from every log line', async () => {
    const { app, lines } = appWithLogs();
    app.get('/echo', async (request) => {
      request.log.info({ body: { password: 'p@ss', sessionToken: 'sess-123' }, token: 'tok-456' }, 'sign-in');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/echo',
      headers: { authorization: 'Bearer abc.def.ghi', 'x-session-token': 'sess-123' },
    });
    const output = lines.join('');
    expect(output).toContain('sign-in');
    for (const secret of ['p@ss', 'sess-123', 'tok-456', 'abc.def.ghi']) expect(output).not.toContain(secret);
  });

  it("keeps a query string's access token out of the request log (the chat socket's /ws?token=…)", async () => {
    const { app, lines } = appWithLogs();
    app.get('/ws', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ws?token=eyJ.secret-access-token.sig&x=1' });
    const output = lines.join('');
    expect(output).toContain('/ws?token=[redacted]&x=1');
    expect(output).not.toContain('secret-access-token');
  });
});
