import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { modelsResponse } from '@shared/contracts/models';
import { onDemandRuntimeEntry } from '../../providers/text/llama-runtime';
import { useTestApp } from '../../test/build-test-app';
import { registerAdministrator, registerUser } from '../../test/factories';
import { createRuntimeInstaller } from './runtime-installer';

const ADMIN_EMAIL = 'runtime-admin@example.com';
const log = pino({ level: 'silent' });

/**
 * A stand-in for node-llama-cpp packed as npm packs it, so the real `npm install` runs offline: its
 * getLlama loads no model and says so.
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
    "export async function getLlama() { throw new Error('the test runtime loads no model'); }\nexport class LlamaChatSession {}\n",
  );
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: dir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  return join(dir, name);
}

const tarball = fakeRuntimeTarball();
const installed = (installer: ReturnType<typeof createRuntimeInstaller>) =>
  expect.poll(() => installer.state().status, { timeout: 60_000, interval: 250 });

describe('the local model runtime installed on demand (on an app installed without it)', () => {
  it('runs npm into DATA_DIR/runtime, says it is under way then installed, and its entry is what the engine imports', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'runtime-data-'));
    let reloads = 0;
    const installer = createRuntimeInstaller({
      dataDir,
      packageSpec: tarball,
      log,
      appHasRuntime: () => false,
      onInstalled: () => reloads++,
    });
    expect(installer.state()).toEqual({ status: 'missing', message: null });
    expect(installer.install()).toEqual({ status: 'installing', message: null });
    await installed(installer).toBe('installed');
    expect(reloads).toBe(1);
    const entry = onDemandRuntimeEntry(dataDir)!;
    expect(entry).toBe(join(dataDir, 'runtime', 'node_modules', 'node-llama-cpp', 'dist', 'index.js'));
    const runtime = (await import(pathToFileURL(entry).href)) as { getLlama(): Promise<unknown> };
    await expect(runtime.getLlama()).rejects.toThrow('the test runtime loads no model');
    // Installed: asking again starts nothing.
    expect(installer.install()).toEqual({ status: 'installed', message: null });
  });

  it("says why an install failed, in npm's words, and may be tried again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'runtime-data-'));
    const missing = join(tmpdir(), 'no-such-runtime-package.tgz');
    const installer = createRuntimeInstaller({ dataDir, packageSpec: missing, log, appHasRuntime: () => false });
    installer.install();
    await installed(installer).toBe('failed');
    expect(installer.state().message).toMatch(/^npm install .*no-such-runtime-package\.tgz failed \(exit \d+\)/);
    expect(installer.install()).toEqual({ status: 'installing', message: null });
    await installed(installer).toBe('failed');
  });
});

describe('POST /api/admin/models/runtime', () => {
  const ctx = useTestApp(
    {},
    { ADMIN_EMAILS: ADMIN_EMAIL, DATA_DIR: mkdtempSync(join(tmpdir(), 'runtime-data-')), LOCAL_MODEL_RUNTIME_PACKAGE: tarball },
  );

  it('installs the runtime for an administrator (at once when the app has its own) and the list then says it is installed', async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const started = await ctx.app.inject({ method: 'POST', url: '/api/admin/models/runtime', headers: admin.headers });
    expect(started.statusCode, started.body).toBe(202);
    expect(['installing', 'installed']).toContain(started.json().runtime.status);
    const runtime = async () =>
      modelsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/admin/models', headers: admin.headers })).json()).runtime;
    await expect.poll(async () => (await runtime()).status, { timeout: 60_000, interval: 250 }).toBe('installed');
  });

  it('is refused to anyone but an administrator', async () => {
    const user = await registerUser(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/models/runtime', headers: user.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/models/runtime' })).statusCode).toBe(404);
  });
});
