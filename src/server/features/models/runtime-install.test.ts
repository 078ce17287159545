import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { modelsResponse } from '@shared/contracts/models';
import { aiEnginesResponse } from '@shared/contracts/ai-engines';
import { useTestApp } from '../../test/build-test-app';
import { registerAdministrator, registerUser, type RegisteredUser } from '../../test/factories';
import { runtimeInstalled } from './model-files';
import { modelsDir } from '.';

const ADMIN_EMAIL = 'runtime-admin@example.com';

/**
 * A stand-in for node-llama-cpp packed as npm packs it, so the real `npm install` runs offline: its
 * getLlama loads no model and says so, which tells the test the engine imported this package.
 */
function fakeRuntimeTarball(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fake-llama-'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'node-llama-cpp', version: '3.0.0-test', type: 'module', exports: { '.': { import: './dist/index.js' } } }),
  );
  mkdirSync(join(dir, 'dist'));
  writeFileSync(
    join(dir, 'dist', 'index.js'),
    `export async function getLlama() {
  return { loadModel: async () => { throw new Error('the test runtime loads no model'); }, dispose: async () => {} };
}
export class LlamaChatSession {}
`,
  );
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: dir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  return join(dir, name);
}

// node-llama-cpp is not one of the app's dependencies (npm ci never installs it), so the app starts without it.
describe('installing the local model runtime from the console', () => {
  const tarball = fakeRuntimeTarball();
  const ctx = useTestApp(
    {},
    { ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR: mkdtempSync(join(tmpdir(), 'runtime-data-')), LOCAL_MODEL_RUNTIME_PACKAGE: tarball },
  );
  let admin: RegisteredUser | undefined;
  const as = async (request: InjectOptions) => {
    admin ??= await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    return ctx.app.inject({ ...request, headers: { ...admin.headers, ...request.headers } });
  };
  const runtime = async () => modelsResponse.parse((await as({ method: 'GET', url: '/api/admin/models' })).json()).runtime;

  it('runs npm into DATA_DIR/runtime, reports it under way then installed, and the local engine runs on it', async () => {
    expect(runtimeInstalled()).toBe(false);
    expect(await runtime()).toEqual({ status: 'missing', message: null });
    const started = await as({ method: 'POST', url: '/api/admin/models/runtime' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({ runtime: { status: 'installing', message: null } });
    await expect.poll(async () => (await runtime()).status, { timeout: 60_000, interval: 250 }).toBe('installed');
    expect(existsSync(join(ctx.deps.config.dataDir, 'runtime', 'node_modules', 'node-llama-cpp', 'dist', 'index.js'))).toBe(true);

    // The engine imports the package installed on demand: its own words come back as the reason it is not in use.
    mkdirSync(modelsDir(ctx.deps.config.dataDir), { recursive: true });
    writeFileSync(join(modelsDir(ctx.deps.config.dataDir), 'tiny.gguf'), Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(32)]));
    const saved = await as({
      method: 'PUT',
      url: '/api/admin/ai-engines',
      payload: { engines: { chat: { provider: 'local', model: 'tiny.gguf' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const chat = aiEnginesResponse.parse(saved.json()).engines.find((engine) => engine.capability === 'chat');
    expect(chat?.problem).toContain('the test runtime loads no model');

    // Installed: asking again starts nothing.
    expect((await as({ method: 'POST', url: '/api/admin/models/runtime' })).json()).toEqual({
      runtime: { status: 'installed', message: null },
    });
  });

  it('is refused to anyone but an administrator', async () => {
    const user = await registerUser(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/models/runtime', headers: user.headers })).statusCode).toBe(404);
  });
});

describe('an install that fails', () => {
  const ctx = useTestApp({}, () => ({
    ADMIN_EMAILS: ADMIN_EMAIL,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'runtime-data-')),
    LOCAL_MODEL_RUNTIME_PACKAGE: join(tmpdir(), 'no-such-runtime-package.tgz'),
  }));

  it("says why, in npm's words, and may be tried again", async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const get = async () =>
      modelsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/admin/models', headers: admin.headers })).json()).runtime;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/models/runtime', headers: admin.headers })).statusCode).toBe(202);
    await expect.poll(async () => (await get()).status, { timeout: 60_000, interval: 250 }).toBe('failed');
    expect((await get()).message).toMatch(/^npm install .*no-such-runtime-package\.tgz failed \(exit \d+\)/);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/models/runtime', headers: admin.headers })).json()).toEqual({
      runtime: { status: 'installing', message: null },
    });
  });
});
