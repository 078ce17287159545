import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../http/logger';
import { EngineError } from '../../providers/engine-error';
import type { ImageEngine } from '../../providers/image/image-engine';
import { buildTestApp, useTestApp } from '../build-test-app';
import { registerUser } from '../factories';
import { openSocket } from '../socket-client';
import { listenLocally } from '../listen-locally';

const scriptRequest = { topic: 'Home espresso on a budget' };

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const ctx = useTestApp({ log });

  it('answers each request with its id, and logs it once: method, route, status code and duration, no headers', async () => {
    lines.length = 0;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/images/gallery?page=2',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        route: '/api/images/gallery',
        url: '/api/images/gallery?page=2',
        statusCode: 401,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(ofRequest)).not.toMatch(/headers|authorization|Bearer/i);
  });

  it('logs a request no route matched with its status code and no route', async () => {
    lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?token=secret-token' });
    expect(response.statusCode).toBe(404);
    const [line] = lines.filter((candidate) => candidate.reqId === response.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request completed', route: null, statusCode: 404, url: '/api/no-such-thing?token=[redacted]' });
  });

  it("keeps probes' successes out of the info log, and logs a failed probe", async () => {
    lines.length = 0;
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect([health.statusCode, ready.statusCode]).toEqual([200, 200]);
    // A request after them is logged, so theirs would have been by then.
    const after = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await vi.waitFor(() => expect(lines.some((line) => line.reqId === after.headers['x-request-id'])).toBe(true));
    expect(lines.filter((line) => line.reqId === health.headers['x-request-id'] || line.reqId === ready.headers['x-request-id'])).toEqual(
      [],
    );

    const database = ctx.deps.database;
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const failed = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(failed.statusCode).toBe(503);
      // The line is written once the answer has gone, which may be after inject() resolves.
      await vi.waitFor(() =>
        expect(lines.filter((line) => line.reqId === failed.headers['x-request-id'] && line.statusCode !== undefined)).toEqual([
          expect.objectContaining({ route: '/api/ready', statusCode: 503 }),
        ]),
      );
    } finally {
      database.ping = ping;
    }
  });

  it('makes its own id when the request comes straight from a client (no trusted proxy)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '9f86d081884c7d659a2feaa0c55ad015' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request ids behind a trusted proxy (TRUST_PROXY=true)', () => {
  const ctx = useTestApp({}, { TRUST_PROXY: 'true' });

  it("keeps the proxy's id (nginx $request_id), and replaces one that could forge a log line", async () => {
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '9f86d081884c7d659a2feaa0c55ad015' },
    });
    expect(proxied.headers['x-request-id']).toBe('9f86d081884c7d659a2feaa0c55ad015');
    for (const forged of ['short', 'a'.repeat(200), 'abc123456\n{"level":60}']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': forged } });
      expect(response.headers['x-request-id']).not.toBe(forged);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

/** The value of one series in Prometheus' text format, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const ctx = useTestApp();
  const metrics = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('publishes request durations by route pattern, generations by kind and engine, and open chat sockets', async () => {
    const user = await registerUser(ctx.app);
    const script = await ctx.app.inject({ method: 'POST', url: '/api/scripts/generate', headers: user.headers, payload: scriptRequest });
    expect(script.statusCode).toBe(200);
    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'A red bicycle' },
    });
    expect(image.statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/images/${image.json().images[0].id}`, headers: user.headers });

    const origin = await listenLocally(ctx.app.server);
    const socket = await openSocket(origin, user.token);
    await socket.next('conversations_list');
    const withSocket = await metrics();
    expect(sample(withSocket, 'genesis_chat_sockets')).toBe(1);
    expect(sample(withSocket, 'genesis_generations_total{kind="script",engine="offline-writer",outcome="ok"}')).toBe(1);
    expect(sample(withSocket, 'genesis_generations_total{kind="image",engine="offline-preview",outcome="ok"}')).toBe(1);
    expect(sample(withSocket, 'genesis_generation_duration_seconds_count{kind="image",engine="offline-preview"}')).toBe(1);
    expect(sample(withSocket, 'http_request_duration_seconds_count{method="POST",route="/api/scripts/generate",status_code="200"}')).toBe(
      1,
    );
    // One series for every image id: the pattern, never the id itself.
    expect(sample(withSocket, 'http_request_duration_seconds_count{method="DELETE",route="/api/images/:id",status_code="204"}')).toBe(1);
    expect(withSocket).not.toContain(image.json().images[0].id);

    socket.send({ type: 'chat_message', message: 'Ideas for a coffee channel', category: 'story-ideas' });
    await socket.next('chat_response');
    const afterChat = await metrics();
    expect(sample(afterChat, 'genesis_generations_total{kind="chat_reply",engine="offline-writer",outcome="ok"}')).toBe(1);
    expect(sample(afterChat, 'genesis_chat_first_delta_seconds_count')).toBeGreaterThan(0);
    await socket.close();
    await expect.poll(async () => sample(await metrics(), 'genesis_chat_sockets')).toBe(0);
  });
});

describe('GET /metrics without a METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('answers only this machine: not a remote client, not a request a proxy forwarded', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('GET /metrics when an engine fails', () => {
  const failing: ImageEngine = {
    engine: 'openai',
    model: 'test-model',
    draw: () => Promise.reject(new EngineError('unavailable', 'Image service temporarily unavailable')),
  };
  const ctx = useTestApp({ images: failing });

  it('counts the generation as an error of that engine, and times only the ones that worked', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'A red bicycle' },
    });
    expect(response.statusCode).toBe(503);
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'genesis_generations_total{kind="image",engine="openai",outcome="error"}')).toBe(1);
    expect(sample(text, 'genesis_generation_duration_seconds_count{kind="image",engine="openai"}')).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let instance: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    instance = await buildTestApp({}, { METRICS_TOKEN: 'metrics-token-for-the-scraper' });
  });
  afterAll(() => instance.close());

  it('asks for the token as a bearer token', async () => {
    const without = await instance.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json().code).toBe('METRICS_TOKEN_REQUIRED');
    const wrong = await instance.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-scrapes' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await instance.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-scraper' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
