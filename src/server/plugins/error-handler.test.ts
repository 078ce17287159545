import { Writable } from 'node:stream';
import Fastify from 'fastify';
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
