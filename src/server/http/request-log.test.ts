import { Writable } from 'node:stream';
import Fastify, { type InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { isStaticFile, RequestLog, requestIds } from './request-log';

type Line = Record<string, unknown>;

/**
 * An app logging as the server's does (the process' logger, Fastify's child of it per request, the
 * request log), its lines as written, and routes of each kind: probes, static files, an API route
 * that logs what it was sent, a user's file.
 */
async function loggingApp(level: string) {
  const lines: Line[] = [];
  const app = Fastify({
    loggerInstance: createLogger(
      level,
      new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
          done();
        },
      }),
    ),
    genReqId: requestIds(false),
    logController: new RequestLog(),
  });
  // The app says each request's id in its answer (app.ts); here, so the test can find the request's lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  let ready = true;
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (_request, reply) => (ready ? { status: 'ready' } : reply.status(503).send({ status: 'unavailable' })));
  app.get('/assets/*', async (_request, reply) => reply.type('text/javascript').send('export {};'));
  app.get('/favicon.svg', async (_request, reply) => reply.type('image/svg+xml').send('<svg/>'));
  app.get('/files/*', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(8)));
  app.post('/api/auth/register', async (request, reply) => {
    request.log.info({ body: request.body }, 'registering');
    request.log.child({ step: 'mail' }).warn('the welcome mail waits');
    return reply.status(201).send({ ok: true });
  });
  await app.ready();
  apps.push(app);
  /** Answers a request and waits for its line (written once the answer has gone, maybe after inject resolves). */
  const request = async (options: InjectOptions, logged = true) => {
    const response = await app.inject(options);
    const id = response.headers['x-request-id'];
    const ofRequest = () => lines.filter((line) => line.reqId === id);
    if (logged) await vi.waitFor(() => expect(ofRequest().some((line) => line.msg === 'request completed')).toBe(true));
    return { response, lines: ofRequest };
  };
  return { lines, request, setReady: (value: boolean) => (ready = value) };
}

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the request log', () => {
  it('writes one line per request: its id, method, route, URL, status code and duration, and none of its headers', async () => {
    const { request } = await loggingApp('info');
    const { lines } = await request({
      method: 'POST',
      url: '/api/auth/register?ref=abc',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
      payload: { email: 'ada@example.com', password: 'hunter2', confirmPassword: 'hunter2' },
    });
    const completed = lines().filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: 'POST',
        route: '/api/auth/register',
        url: '/api/auth/register?ref=abc',
        statusCode: 201,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines())).not.toMatch(/secret-token|secret-cookie|authorization|headers/i);
  });

  it("gives the request's own lines, and its children's, the request's id, with the secrets redacted", async () => {
    const { request } = await loggingApp('info');
    const { lines } = await request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'ada@example.com', password: 'hunter2', confirmPassword: 'hunter2', token: 'a-token', apiKey: 'sk-1' },
    });
    const [registering, waiting] = lines();
    expect(registering).toMatchObject({
      level: 30,
      msg: 'registering',
      body: { email: 'ada@example.com', password: '[redacted]', confirmPassword: '[redacted]', token: '[redacted]', apiKey: '[redacted]' },
    });
    expect(waiting).toMatchObject({ level: 40, msg: 'the welcome mail waits', step: 'mail', reqId: registering!.reqId });
    expect(JSON.stringify(lines())).not.toMatch(/hunter2|a-token|sk-1/);
  });

  it("redacts the chat socket's token in a URL", async () => {
    const { request } = await loggingApp('info');
    const { lines } = await request({ method: 'GET', url: '/ws?token=secret-token&x=1' });
    expect(lines()).toEqual([expect.objectContaining({ route: null, statusCode: 404, url: '/ws?token=[redacted]&x=1' })]);
  });

  it("redacts a calendar feed's secret address", async () => {
    const { request } = await loggingApp('info');
    const { lines } = await request({ method: 'GET', url: `/api/calendar/${'s'.repeat(43)}.ics` });
    expect(JSON.stringify(lines())).not.toContain('s'.repeat(43));
    expect(lines()).toEqual([expect.objectContaining({ url: '/api/calendar/[redacted]' })]);
  });

  it("keeps probes' successes and static files out of the info log", async () => {
    const { lines, request } = await loggingApp('info');
    for (const url of ['/api/health', '/api/ready', '/assets/index-Bx1.js', '/favicon.svg', '/assets/index-Bx1.js?v=2']) {
      const { response } = await request({ method: 'GET', url }, false);
      expect(response.statusCode).toBe(200);
    }
    // A request after them is logged, so theirs would have been by then.
    await request({ method: 'GET', url: '/files/images/a1b2.png' });
    expect(lines.map((line) => line.url)).toEqual(['/files/images/a1b2.png']);
  });

  it('writes them at debug, and a failed probe or a missing file as any request', async () => {
    const { lines, request, setReady } = await loggingApp('debug');
    await request({ method: 'GET', url: '/api/health' });
    await request({ method: 'GET', url: '/assets/index-Bx1.js' });
    setReady(false);
    await request({ method: 'GET', url: '/api/ready' });
    await request({ method: 'GET', url: '/no-such-file.png' });
    expect(lines.map(({ level, url, statusCode }) => ({ level, url, statusCode }))).toEqual([
      { level: 20, url: '/api/health', statusCode: 200 },
      { level: 20, url: '/assets/index-Bx1.js', statusCode: 200 },
      { level: 30, url: '/api/ready', statusCode: 503 },
      { level: 30, url: '/no-such-file.png', statusCode: 404 },
    ]);
  });
});

describe('isStaticFile', () => {
  it("is a path with an extension outside the API and the users' files", () => {
    expect(['/assets/index-Bx1.js', '/assets/app.css?v=1', '/favicon.svg', '/robots.txt', '/sitemap.xml'].map(isStaticFile)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/app', '/blog/a-post', '/api/openapi.json', '/files/images/a.png', '/app?x=a.b'].map(isStaticFile)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
