import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenLocally } from '../test/listen-locally';
import { aiAddressProblem, AiAddressRefused, aiServerFetch, normalAiHost } from './ai-server-address';

const allowed = (entries: string[]) => entries.map((entry) => normalAiHost(entry)!);

describe('AI_ALLOWED_HOSTS entries', () => {
  it('match the host as the address writes it, on any port or the one given', () => {
    const list = allowed(['gpu.lan', '127.0.0.1:11434', '*.hf.co', '[::1]', '10.0.0.0/8']);
    for (const address of [
      'http://gpu.lan:8000/v1',
      'HTTPS://GPU.LAN/',
      'http://127.0.0.1:11434',
      'https://cdn-lfs.hf.co/file.gguf',
      'http://[::1]:8080',
      'http://10.1.2.3:7860',
    ]) {
      expect(aiAddressProblem(address, list), address).toBeUndefined();
    }
    for (const address of [
      'http://127.0.0.1:6379',
      'http://127.0.0.1',
      'https://hf.co/file.gguf',
      'http://gpu.lan.evil.com',
      'http://11.0.0.1',
      'http://localhost:11434',
    ]) {
      expect(aiAddressProblem(address, list), address).toMatch(/is not one of the hosts AI_ALLOWED_HOSTS allows\.$/);
    }
  });

  it('read a number standing for an address as the address it is (http://2130706433 is 127.0.0.1)', () => {
    expect(aiAddressProblem('http://2130706433:6379/', allowed(['127.0.0.1:11434']))).toBe(
      '127.0.0.1:6379 is not one of the hosts AI_ALLOWED_HOSTS allows.',
    );
    expect(aiAddressProblem('http://0x7f.1:11434/', allowed(['127.0.0.1:11434']))).toBeUndefined();
  });

  it('allow every http(s) address when unset, and no other scheme ever', () => {
    expect(aiAddressProblem('http://192.168.1.20:11434', [])).toBeUndefined();
    for (const address of ['file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'data:text/plain,hi', 'not an address']) {
      expect(aiAddressProblem(address, []), address).toMatch(/^(Only http:\/\/ and https:\/\/ addresses can be used|Enter an http)/);
    }
  });

  it('are refused when they are not hosts', () => {
    for (const entry of ['http://gpu.lan', 'gpu.lan/v1', '10.0.0.0/33', '*.[::1]', 'user@gpu.lan', '']) {
      expect(normalAiHost(entry), entry).toBeUndefined();
    }
  });
});

describe('aiServerFetch', () => {
  const seen: { server: 'first' | 'second'; method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let first = '';
  let second = '';
  let redirect: (path: string) => { status: number; location: string } | undefined = () => undefined;
  const servers = ['first', 'second'].map((name) =>
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const path = request.url ?? '/';
        seen.push({ server: name as 'first' | 'second', method: request.method ?? '', path, headers: request.headers, body });
        const to = name === 'first' ? redirect(path) : undefined;
        if (to) response.writeHead(to.status, { location: to.location }).end();
        else response.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${path}`);
      });
    }),
  );
  beforeAll(async () => {
    [first = '', second = ''] = await Promise.all(servers.map((server) => listenLocally(server)));
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  beforeEach(() => {
    seen.length = 0;
    redirect = () => undefined;
  });

  it('follows a redirect to another server, carrying no key or cookie there, but the key within the same server', async () => {
    redirect = (path) =>
      path === '/v1/file'
        ? { status: 302, location: `${second}/cdn/file` }
        : path === '/v1/moved'
          ? { status: 307, location: '/v1/here' }
          : undefined;
    const headers = { authorization: 'Bearer sk-secret', 'xi-api-key': 'xi-secret', cookie: 'session=1', range: 'bytes=5-' };
    const response = await aiServerFetch([])(`${first}/v1/file`, { headers });
    expect(await response.text()).toBe('second /cdn/file');
    expect(seen[1]?.headers).toMatchObject({ range: 'bytes=5-' });
    expect(seen[1]?.headers).not.toHaveProperty('authorization');
    expect(seen[1]?.headers).not.toHaveProperty('xi-api-key');
    expect(seen[1]?.headers).not.toHaveProperty('cookie');

    await aiServerFetch([])(`${first}/v1/moved`, { method: 'POST', headers, body: '{"input":"hi"}' });
    expect(seen.slice(2).map(({ server, method, path, headers: sent, body }) => [server, method, path, sent.authorization, body])).toEqual([
      ['first', 'POST', '/v1/moved', 'Bearer sk-secret', '{"input":"hi"}'],
      ['first', 'POST', '/v1/here', 'Bearer sk-secret', '{"input":"hi"}'],
    ]);
  });

  it('turns a POST answered 303 into a GET without its body, as browsers do', async () => {
    redirect = (path) => (path === '/v1/post' ? { status: 303, location: '/v1/result' } : undefined);
    await aiServerFetch([])(`${first}/v1/post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/v1/post', '{}'],
      ['GET', '/v1/result', ''],
    ]);
  });

  it('refuses a redirect to anything but http(s), or to a host the list leaves out, without connecting there', async () => {
    redirect = () => ({ status: 302, location: 'file:///etc/passwd' });
    await expect(aiServerFetch([])(`${first}/model.gguf`)).rejects.toThrowError(
      new AiAddressRefused('The server redirected to an address that cannot be used: Only http:// and https:// addresses can be used.'),
    );
    redirect = () => ({ status: 301, location: `${second}/model.gguf` });
    const onlyFirst = allowed([new URL(first).host]);
    await expect(aiServerFetch(onlyFirst)(`${first}/model.gguf`)).rejects.toBeInstanceOf(AiAddressRefused);
    await expect(aiServerFetch(onlyFirst)(`${second}/model.gguf`)).rejects.toThrowError(
      `${new URL(second).host} is not one of the hosts AI_ALLOWED_HOSTS allows.`,
    );
    expect(seen.filter((request) => request.server === 'second')).toEqual([]);
  });

  it('gives up on a server that redirects for ever', async () => {
    redirect = (path) => ({ status: 302, location: `${path}x` });
    await expect(aiServerFetch([])(`${first}/loop`)).rejects.toThrowError('The server redirected too many times.');
    expect(seen.length).toBe(11);
  });
});
