import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../src/shared/catalog/chat';
import { SESSION_ROTATION_HEADER } from '../src/shared/contracts/auth';
import { openSocket, type TestSocket } from '../src/server/test/socket-client';
import { nginxTemplate, projectRoot, type Instance } from './cluster';

/**
 * One user's journey across the cluster (issue 10): everything goes through nginx except where a
 * step must pin an instance, which it then addresses directly. nginx names the instance that
 * answered in X-Upstream.
 */

const cluster = inject('cluster');
const [a, b] = cluster.instances;
const instanceAt = (address: string | null) => cluster.instances.find((instance) => instance.address === address);
const other = (instance: Instance) => (instance === a ? b : a);

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

async function call(
  base: string,
  path: string,
  options: { method?: string; token?: string; json?: unknown; body?: FormData | Blob; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.json === undefined && options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.json === undefined ? options.body : JSON.stringify(options.json),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, json: <T>() => JSON.parse(body.toString('utf8')) as T };
}

/** A chat socket and the instance that holds it: the one addressed, or through nginx the one X-Upstream names. */
async function openSocketAt(
  base: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<TestSocket & { instance: Instance }> {
  const socket = await openSocket(base, token, headers);
  const instance =
    cluster.instances.find((candidate) => candidate.url === base) ?? instanceAt(String(socket.upgradeHeaders['x-upstream'] ?? ''));
  if (!instance) throw new Error('the upgrade named no known instance in X-Upstream');
  return { ...socket, instance };
}

async function register(): Promise<{ token: string; userId: string; email: string }> {
  const email = `cluster-${randomUUID()}@example.com`;
  const password = 'cluster-journey-password';
  const answer = await call(cluster.url, '/api/auth/register', {
    json: { name: 'Cluster Journey', email, password, confirmPassword: password },
  });
  expect(answer.status, answer.body.toString()).toBe(201);
  const session = answer.json<{ token: string; user: { id: string } }>();
  return { token: session.token, userId: session.user.id, email };
}

const chatContext = { category: 'story-ideas', niche: 'Tech Reviews', audience: 'Young Adults', budget: '$1000/month' } as const;

describe('a cluster of two instances behind nginx', () => {
  let user: { token: string; userId: string; email: string };

  beforeAll(async () => {
    user = await register();
  });

  it('spreads requests over both instances, which answer as one', async () => {
    const upstreams = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const answer = await call(cluster.url, '/api/ready');
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready', database: 'postgres' });
      upstreams.add(answer.headers.get('x-upstream') ?? '');
    }
    expect([...upstreams].sort()).toEqual([a.address, b.address].sort());
  });

  it('carries nginx’s request id to the app, which answers with it', async () => {
    const answer = await call(cluster.url, '/api/health');
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id
    await expect.poll(() => readFileSync(cluster.accessLog, 'utf8')).toContain(`id=${id}`);
  });

  it('keeps /metrics from the public, while each instance serves it to the scraper', async () => {
    expect((await call(cluster.url, '/metrics')).status).toBe(404);
    for (const instance of cluster.instances) {
      const answer = await call(instance.url, '/metrics');
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('http_request_duration_seconds_bucket');
    }
  });

  it('accepts a token issued through nginx on either instance (shared AUTH_SECRET and database)', async () => {
    for (const instance of cluster.instances) {
      const answer = await call(instance.url, '/api/auth/verify', { token: user.token });
      expect(answer.status, `instance ${instance.name}`).toBe(200);
      expect(answer.json()).toMatchObject({ id: user.userId, email: user.email, subscriptionStatus: 'trialing' });
    }
    // A password sign-in on one instance gives a session the other refreshes.
    const login = await call(a.url, '/api/auth/login', { json: { email: user.email, password: 'cluster-journey-password' } });
    expect(login.status).toBe(200);
    const signedIn = login.json<{ sessionToken: string }>().sessionToken;
    const rotate = { 'x-session-token': signedIn, [SESSION_ROTATION_HEADER]: '1' };
    const refresh = await call(b.url, '/api/auth/refresh', { method: 'POST', headers: rotate });
    expect(refresh.status).toBe(200);
    expect(refresh.json()).toMatchObject({ user: { id: user.userId } });
    // A refresh that asks for rotation replaced the session token; another tab still holding the old one, on the other
    // instance, gets the same successor within the grace period.
    const successor = refresh.json<{ sessionToken: string }>().sessionToken;
    expect(successor).not.toBe(signedIn);
    const otherTab = await call(a.url, '/api/auth/refresh', { method: 'POST', headers: rotate });
    expect(otherTab.status).toBe(200);
    expect(otherTab.json<{ sessionToken: string }>().sessionToken).toBe(successor);
  });

  it('closes a session’s socket on the other instance as soon as it signs out there (code 4001)', async () => {
    // The heartbeat (30 s) would notice only after this test's timeout: the close comes through Redis.
    const login = await call(a.url, '/api/auth/login', { json: { email: user.email, password: 'cluster-journey-password' } });
    const session = login.json<{ token: string; sessionToken: string }>();
    const onB = await openSocketAt(b.url, session.token);
    await onB.waitFor('conversations_list');
    const logout = await call(a.url, '/api/auth/logout', { json: { sessionToken: session.sessionToken } });
    expect(logout.status).toBe(200);
    expect(await onB.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('fans chat events out through Redis to the user’s sockets on both instances, with the history complete on either', async () => {
    // Through nginx, as a browser on the site's own origin opens it (the upgrade and the origin check pass the proxy).
    const viaProxy = await openSocketAt(cluster.url, user.token, { origin: cluster.url });
    const direct = await openSocketAt(other(viaProxy.instance).url, user.token);
    expect(direct.instance).not.toBe(viaProxy.instance);
    await Promise.all([viaProxy.waitFor('conversations_list'), direct.waitFor('conversations_list')]);

    viaProxy.send({ type: 'chat_message', message: 'Story ideas about budget smartphones', ...chatContext, messageId: 'cluster-1' });
    const replies = await Promise.all([viaProxy, direct].map((socket) => socket.waitFor('chat_response')));
    const [response] = replies;
    expect(response!.message).toMatchObject({ role: 'assistant', partial: false });
    expect(response!.message.content).toContain('budget smartphones');
    for (const socket of [viaProxy, direct]) {
      const saved = await socket.waitFor('user_message_saved');
      expect(saved).toMatchObject({
        clientMessageId: 'cluster-1',
        conversationId: response!.conversationId,
        message: { content: 'Story ideas about budget smartphones' },
      });
      const deltas = socket.events.filter((event) => event.type === 'chat_delta' && event.messageId === response!.message.id);
      expect(deltas.length, `deltas on the socket at instance ${socket.instance.name}`).toBeGreaterThan(1);
      expect(deltas.map((delta) => (delta.type === 'chat_delta' ? delta.delta : '')).join('')).toBe(response!.message.content);
      expect(await socket.waitFor('chat_response')).toEqual(response);
    }

    // The history, asked of the instance that did not write the reply, holds both turns.
    direct.send({ type: 'get_conversation_history', conversationId: response!.conversationId });
    const history = await direct.waitFor('conversation_history');
    expect(history.messages.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'Story ideas about budget smartphones' },
      { role: 'assistant', content: response!.message.content },
    ]);

    // A conversation made over REST on one instance is announced on the socket held by the other.
    const made = await call(viaProxy.instance.url, '/api/chat/conversation', {
      token: user.token,
      json: { ...chatContext, niche: 'Cooking' },
    });
    expect(made.status).toBe(201);
    const { id } = made.json<{ id: string }>();
    await direct.waitFor('conversations_list', (event) => event.conversations.some((conversation) => conversation.id === id));
    const listed = await call(direct.instance.url, '/api/chat/conversations', { token: user.token });
    expect(
      listed
        .json<{ id: string }[]>()
        .map((conversation) => conversation.id)
        .sort(),
    ).toEqual([id, response!.conversationId].sort());

    await Promise.all([viaProxy.close(), direct.close()]);
  });

  it('refuses a socket from a foreign origin through nginx', async () => {
    await expect(openSocketAt(cluster.url, user.token, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused with 403');
  });

  it('builds links from the host nginx forwards, and refuses a foreign Host sent through it', async () => {
    const donation = { amount: 1000, currency: 'usd' };
    const own = await call(cluster.url, '/api/create-donation-checkout', { json: donation });
    expect(own.json<{ url: string }>().url.startsWith(`${cluster.url}/checkout/local/`)).toBe(true);
    // fetch cannot send another Host: a raw request can.
    const foreign = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${cluster.url}/api/create-donation-checkout`,
        { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(donation));
    });
    expect(foreign).toEqual({ status: 400, body: JSON.stringify({ message: 'Invalid Host', code: 'INVALID_HOST' }) });
  });

  it('serves an image generated on one instance from the other, byte for byte', async () => {
    const generated = await call(a.url, '/api/images/generate', {
      token: user.token,
      json: { prompt: 'A lighthouse at dawn over a calm sea', count: 1, seed: 42 },
    });
    expect(generated.status, generated.body.toString()).toBe(200);
    const [image] = generated.json<{ images: { id: string; url: string; thumbnailUrl: string }[] }>().images;
    expect(image!.url).toMatch(/^\/files\//);

    for (const url of [image!.url, image!.thumbnailUrl]) {
      const fromA = await call(a.url, url);
      const fromB = await call(b.url, url);
      const viaProxy = await call(cluster.url, url);
      for (const answer of [fromA, fromB, viaProxy]) expect(answer.status, url).toBe(200);
      expect(fromA.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)$/);
      expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
      expect(fromB.body.length).toBeGreaterThan(100);
      expect(fromB.body.equals(fromA.body)).toBe(true);
      expect(viaProxy.body.equals(fromA.body)).toBe(true);
      // The bytes are the kind the header says.
      const kind = fromB.headers.get('content-type');
      const magic = { 'image/png': '89504e47', 'image/jpeg': 'ffd8ff', 'image/webp': '52494646' }[kind as 'image/png'];
      expect(fromB.body.subarray(0, magic.length / 2).toString('hex')).toBe(magic);
    }

    const gallery = await call(b.url, '/api/images/gallery', { token: user.token });
    expect(gallery.json<{ images: { id: string }[] }>().images.map((entry) => entry.id)).toContain(image!.id);
  });

  it('counts rate limits across instances (Redis): the 11th newsletter sign-up within a minute is refused wherever it lands', async () => {
    // POST /api/newsletter allows 10 a minute per address; these alternate a, b, a, b … (5 each).
    for (let index = 0; index < 10; index += 1) {
      const instance = index % 2 === 0 ? a : b;
      const answer = await call(instance.url, '/api/newsletter', { json: { email: `reader-${index}-${randomUUID()}@example.com` } });
      expect(answer.status, `sign-up ${index + 1} on instance ${instance.name}`).toBe(201);
    }
    for (const base of [cluster.url, a.url, b.url]) {
      const answer = await call(base, '/api/newsletter', { json: { email: `one-too-many-${randomUUID()}@example.com` } });
      expect(answer.status, `the sign-up after ten, at ${base === cluster.url ? 'nginx' : base}`).toBe(429);
      expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    // The count lives in Redis, under this deployment's REDIS_KEY_PREFIX.
    const redis = new Redis(cluster.redisUrl);
    try {
      const keys = await redis.keys(`${cluster.redisPrefix}*`);
      expect(keys.some((key) => key.includes('newsletter'))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('passes a voice sample of nearly 10 MB through nginx to the app', async () => {
    const form = new FormData();
    form.append('audio', new Blob([randomBytes(9_500_000)], { type: 'audio/wav' }), 'sample.wav');
    // No name or consent: the app reads the whole upload, then answers with its own validation error.
    const answer = await call(cluster.url, '/api/voice/clone', { token: user.token, body: form });
    expect(answer.headers.get('x-upstream')).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(answer.status, answer.body.toString().slice(0, 200)).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('media uploads through nginx', () => {
  let user: { token: string; userId: string; email: string };
  let projectId: string;
  /** A WAV of `seconds` of a tone at 48 kHz: 96 KB a second, real sound the app probes and measures. */
  const toneWav = (seconds: number) => {
    const samples = seconds * 48_000;
    const wav = Buffer.alloc(44 + 2 * samples);
    wav.write('RIFF', 0, 'latin1');
    wav.writeUInt32LE(36 + 2 * samples, 4);
    wav.write('WAVEfmt ', 8, 'latin1');
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20); // PCM
    wav.writeUInt16LE(1, 22); // mono
    wav.writeUInt32LE(48_000, 24);
    wav.writeUInt32LE(96_000, 28);
    wav.writeUInt16LE(2, 32);
    wav.writeUInt16LE(16, 34);
    wav.write('data', 36, 'latin1');
    wav.writeUInt32LE(2 * samples, 40);
    for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 48_000)), 44 + 2 * i);
    return wav;
  };

  beforeAll(async () => {
    user = await register();
    const created = await call(cluster.url, '/api/projects', { token: user.token, json: { title: 'Uploads', topic: 'uploads' } });
    expect(created.status).toBe(201);
    projectId = created.json<{ id: string }>().id;
  });

  it('takes a 30 MB sound as a form (nginx lets a media upload past its 12 MB limit)', async () => {
    const form = new FormData();
    form.append('file', new Blob([toneWav(320)], { type: 'audio/wav' }), 'long-tone.wav');
    const answer = await call(cluster.url, `/api/projects/${projectId}/media`, { token: user.token, body: form });
    expect(answer.status, answer.body.toString().slice(0, 200)).toBe(201);
    expect(answer.json()).toMatchObject({ kind: 'audio', name: 'long-tone.wav', bytes: 44 + 2 * 320 * 48_000 });
  });

  it('takes a resumable upload whose 20 MB parts reach both instances', async () => {
    const wav = toneWav(640);
    const tus = { 'tus-resumable': '1.0.0' };
    const encoded = (text: string) => Buffer.from(text).toString('base64');
    const started = await call(cluster.url, '/api/uploads/resumable', {
      token: user.token,
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(wav.length),
        'upload-metadata': `projectId ${encoded(projectId)},filename ${encoded('longer.wav')}`,
      },
    });
    expect(started.status, started.body.toString()).toBe(201);
    const location = started.headers.get('location')!;
    const upstreams = new Set([started.headers.get('x-upstream')]);
    const PART = 20 * 1024 * 1024;
    let last = started;
    for (let offset = 0; offset < wav.length; offset += PART) {
      last = await call(cluster.url, location, {
        token: user.token,
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Blob([new Uint8Array(wav.subarray(offset, offset + PART))]),
      });
      upstreams.add(last.headers.get('x-upstream'));
      expect(last.status, last.body.toString().slice(0, 200)).toBe(offset + PART >= wav.length ? 201 : 204);
    }
    expect(upstreams.size).toBe(2);
    expect(last.json()).toMatchObject({ kind: 'audio', name: 'longer.wav', bytes: wav.length });
    const listed = await call(cluster.url, `/api/projects/${projectId}/media`, { token: user.token });
    expect(listed.json<{ media: Array<{ name: string }> }>().media.map((item) => item.name)).toEqual(['longer.wav', 'long-tone.wav']);
  });
});

describe('docs/deploy.md', () => {
  it('shows the nginx site configuration the cluster runs', () => {
    const site = /# --- site: begin ---\n([\s\S]*?)\n\s*# --- site: end ---/.exec(readFileSync(nginxTemplate, 'utf8'))?.[1];
    expect(site).toBeDefined();
    const docs = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8');
    // Line for line (indentation aside), a {{PLACEHOLDER}} standing for any one word; the docs give
    // their own listen lines (TLS) and server_name.
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^(listen|server_name) /.test(line));
    const shown = lines(docs);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = (line: string) =>
      new RegExp(
        `^${line
          .split(/\{\{\w+\}\}/)
          .map(escape)
          .join('\\S+')}$`,
      );
    const missing = lines(site!).filter((line) => !shown.some((candidate) => pattern(line).test(candidate)));
    expect(missing).toEqual([]);
  });
});
