import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAiEngineResponse, type AiEngineView } from '@shared/contracts/ai-engines';
import type { ModelDownload } from '@shared/contracts/models';
import { aiEngineSettings } from '../../db/schema';
import { createModelDownloadRepository, createModelService, createRuntimeInstaller } from '../../features/models';
import { useTestApp, type TestContext } from '../build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../chat-completions-test-server';
import { registerAdministrator, uniqueEmail, type RegisteredUser } from '../factories';
import { freePort, listenLocally } from '../listen-locally';
import { startModelFileServer, type ModelFileServer } from '../model-file-server';

/**
 * Probing the network behind the server through what an administrator may point at an address:
 * engine Tests, saved engines and model downloads. Local and LAN model servers are allowed, so the
 * server does connect where it is told; what it must not do is tell an open port from a closed one.
 */

/** A loopback port speaking another protocol to whoever connects: Redis's error line, or PostgreSQL's bytes, then the end. */
async function otherProtocol(answer: (socket: Socket) => void): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => {
    socket.once('data', () => answer(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

/** The socket's own words for what happened, which no answer may carry. */
const socketWords =
  /ECONNREFUSED|ECONNRESET|other side closed|SocketError|HTTPParserError|Expected HTTP|bad port|-ERR|invalid length|fetch failed|UND_ERR/i;

/** A closed port, a Redis-like one and a PostgreSQL-like one on loopback. */
function usePorts() {
  const ports = { closed: 0, redis: 0, postgres: 0 };
  const servers: Server[] = [];
  beforeAll(async () => {
    const redis = await otherProtocol((socket) => socket.end("-ERR unknown command 'POST', with args beginning with: '/v1/models'\r\n"));
    const postgres = await otherProtocol((socket) => socket.end(Buffer.from('EFATAL\0invalid length of startup packet\0\0', 'latin1')));
    servers.push(redis.server, postgres.server);
    Object.assign(ports, { closed: await freePort(), redis: redis.port, postgres: postgres.port });
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  return ports;
}

function administrator(ctx: TestContext, email: string) {
  let admin: RegisteredUser | undefined;
  return async (request: InjectOptions) => {
    admin ??= await registerAdministrator(ctx, { email });
    return ctx.app.inject({ ...request, headers: { ...admin.headers, ...request.headers } });
  };
}

describe('engine Tests pointed at ports of the server’s network', () => {
  const ports = usePorts();
  const email = uniqueEmail('probing-admin');
  const ctx = useTestApp({}, { ADMIN_EMAILS: email });
  const as = administrator(ctx, email);

  it('answer a closed port, a Redis port and a PostgreSQL port with the same words, and none of the socket’s', async () => {
    const settings = (base: string): [string, Record<string, unknown>][] => [
      ['scripts', { provider: 'openai-compatible', baseUrl: `${base}/v1`, model: 'any' }],
      ['images', { provider: 'automatic1111', baseUrl: base }],
      ['speech', { provider: 'openai', baseUrl: `${base}/v1`, apiKey: 'sk-probe' }],
      ['speechInput', { provider: 'openai-compatible', baseUrl: base }],
    ];
    const answers = new Map<string, string[]>();
    for (const [name, port] of Object.entries(ports)) {
      const base = `http://127.0.0.1:${port}`;
      for (const [capability, setting] of settings(base)) {
        const response = await as({ method: 'POST', url: `/api/admin/ai-engines/${capability}/test`, payload: { setting } });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.body).not.toMatch(socketWords);
        const { ok, message } = testAiEngineResponse.parse(response.json());
        expect(ok).toBe(false);
        answers.set(`${capability} ${name}`, [message.replaceAll(String(port), 'PORT')]);
      }
    }
    for (const [capability] of settings('')) {
      const [closed, redis, postgres] = Object.keys(ports).map((name) => answers.get(`${capability} ${name}`));
      expect(redis, capability).toEqual(closed);
      expect(postgres, capability).toEqual(closed);
      expect(closed?.[0], capability).toMatch(/^Could not reach a model server at http:\/\/127\.0\.0\.1:PORT(\/v1)?\. /);
    }
  });
});

describe('model downloads pointed at ports of the server’s network', () => {
  const ports = usePorts();
  const dataDir = join(tmpdir(), `genesis-probing-${randomUUID()}`);
  const email = uniqueEmail('probing-downloads');
  const ctx = useTestApp({}, { DATA_DIR: dataDir, ADMIN_EMAILS: email });
  let service: ReturnType<typeof createModelService>;
  let files: ModelFileServer;
  let admin: RegisteredUser;
  beforeAll(async () => {
    files = await startModelFileServer();
    admin = await registerAdministrator(ctx, { email });
    // The console's own use case, with its waits between tries cut short.
    service = createModelService({
      ...ctx.deps,
      downloads: createModelDownloadRepository(ctx.database.db, ctx.clock),
      auditLog: ctx.services.auditLog,
      runtime: createRuntimeInstaller({ dataDir, packageSpec: 'node-llama-cpp@3', log: ctx.deps.log }),
      retryDelayMs: () => 5,
    });
    await service.start({ embedded: false });
  });
  afterAll(async () => {
    service.stop();
    await files.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function download(url: string): Promise<ModelDownload> {
    const queued = await service.download({ id: admin.user.id, email }, { url });
    return vi.waitFor(
      async () => {
        const row = await service.get(queued.id);
        if (row.status !== 'failed' && row.status !== 'done') throw new Error(row.status);
        return row;
      },
      { timeout: 20_000, interval: 50 },
    );
  }

  it('fail the same way on a closed port, a Redis port and a PostgreSQL port, with none of the socket’s words', async () => {
    const failures = await Promise.all(Object.values(ports).map((port) => download(`http://127.0.0.1:${port}/model-${port}.gguf`)));
    for (const [index, failed] of failures.entries()) {
      const port = Object.values(ports)[index];
      expect(failed.status).toBe('failed');
      expect(failed.error).not.toMatch(socketWords);
      expect(failed.error).toBe(
        `Could not reach the server at http://127.0.0.1:${port} (tried 5 times). Check the address and the connection, then download again.`,
      );
    }
  });

  it('follow a redirect only to http(s), at once and without trying again', async () => {
    const url = files.serve('/moved.gguf', Buffer.from('GGUF'), { kind: 'redirect', to: 'file:///etc/passwd' });
    const failed = await download(url);
    expect(failed.error).toBe(
      'The model could not be downloaded: The server redirected to an address that cannot be used: Only http:// and https:// addresses can be used.',
    );
    expect(files.requests.filter((request) => request.path === '/moved.gguf')).toHaveLength(1);
  });
});

describe('AI_ALLOWED_HOSTS', () => {
  let allowed: ChatCompletionsServer;
  let elsewhere: ChatCompletionsServer;
  let redirector: ReturnType<typeof createHttpServer>;
  let redirectorOrigin = '';
  beforeAll(async () => {
    [allowed, elsewhere] = await Promise.all([startChatCompletionsServer(), startChatCompletionsServer()]);
    // A server on the list that sends every request elsewhere.
    redirector = createHttpServer((request, response) => response.writeHead(307, { location: `${elsewhere.origin}${request.url}` }).end());
    redirectorOrigin = await listenLocally(redirector);
  });
  afterAll(async () => {
    await Promise.all([allowed.close(), elsewhere.close(), new Promise((resolve) => redirector.close(resolve))]);
  });
  const email = uniqueEmail('allowed-hosts-admin');
  const ctx = useTestApp({}, () => ({
    ADMIN_EMAILS: email,
    AI_ALLOWED_HOSTS: `${new URL(allowed.origin).host}, ${new URL(redirectorOrigin).host}`,
    TEXT_MAX_RETRIES: '0',
  }));
  const as = administrator(ctx, email);
  const engines = async () => (await as({ method: 'GET', url: '/api/admin/ai-engines' })).json<{ engines: AiEngineView[] }>().engines;

  it('limits saves, Tests and downloads to the hosts it lists, before any connection is made', async () => {
    const setting = { provider: 'openai-compatible', baseUrl: elsewhere.baseUrl, model: 'studio-writer' };
    const host = new URL(elsewhere.origin).host;
    const message = `Scripts on ${elsewhere.baseUrl} cannot be used: ${host} is not one of the hosts AI_ALLOWED_HOSTS allows.`;
    const saved = await as({ method: 'PUT', url: '/api/admin/ai-engines', payload: { engines: { scripts: setting } } });
    expect([saved.statusCode, saved.json()]).toEqual([400, { code: 'ADDRESS_NOT_ALLOWED', message }]);
    const tested = await as({ method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: { setting } });
    expect([tested.statusCode, tested.json()]).toEqual([400, { code: 'ADDRESS_NOT_ALLOWED', message }]);
    const downloaded = await as({ method: 'POST', url: '/api/admin/models', payload: { url: `${elsewhere.origin}/model.gguf` } });
    expect([downloaded.statusCode, downloaded.json().code]).toEqual([400, 'ADDRESS_NOT_ALLOWED']);
    expect(elsewhere.requests).toEqual([]);

    const ok = await as({
      method: 'POST',
      url: '/api/admin/ai-engines/scripts/test',
      payload: { setting: { ...setting, baseUrl: allowed.baseUrl } },
    });
    expect(testAiEngineResponse.parse(ok.json())).toMatchObject({ ok: true });
  });

  it('refuses a redirect from a listed host to one it leaves out', async () => {
    const response = await as({
      method: 'POST',
      url: '/api/admin/ai-engines/chat/test',
      payload: { setting: { provider: 'openai-compatible', baseUrl: `${redirectorOrigin}/v1`, model: 'studio-writer' } },
    });
    expect(testAiEngineResponse.parse(response.json())).toMatchObject({
      ok: false,
      message: `The server redirected to an address that cannot be used: ${new URL(elsewhere.origin).host} is not one of the hosts AI_ALLOWED_HOSTS allows.`,
    });
    expect(elsewhere.requests).toEqual([]);
  });

  it('keeps an engine saved before its host was left out on the built-in engine, and says why', async () => {
    await ctx.database.db.insert(aiEngineSettings).values({
      capability: 'chat',
      provider: 'openai-compatible',
      baseUrl: elsewhere.baseUrl,
      model: 'studio-writer',
      apiKeyCiphertext: null,
    });
    await ctx.deps.engines.reload();
    const chat = (await engines()).find((engine) => engine.capability === 'chat');
    expect(chat).toMatchObject({
      source: 'console',
      problem: `${elsewhere.baseUrl} cannot be used: ${new URL(elsewhere.origin).host} is not one of the hosts AI_ALLOWED_HOSTS allows.`,
      active: { engine: 'offline-writer' },
    });
  });
});
