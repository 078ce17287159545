import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modelMessages, type ModelDownload, type ModelsResponse } from '@shared/contracts/models';
import { adminAuditLog } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { registerAdministrator, registerUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { startModelFileServer, type ModelFileServer } from '../../test/model-file-server';
import { createRuntimeInstaller } from './runtime-installer';
import { createModelDownloadRepository, createModelService, listLocalModels, modelPath } from '.';

/** A file that starts like a GGUF model (random after its header), large enough to arrive in many pieces. */
const ggufFile = (bytes = 1_500_000) => Buffer.concat([Buffer.from('GGUF', 'latin1'), randomBytes(bytes - 4)]);
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const ended = new Set(['done', 'failed', 'canceled']);

/** A test app whose DATA_DIR is a folder of its own, with an administrator, and the local file server. */
function useModelsApp() {
  const dataDir = join(tmpdir(), `genesis-models-${randomUUID()}`);
  const adminEmail = uniqueEmail('models-admin');
  const ctx = useTestApp({}, { DATA_DIR: dataDir, ADMIN_EMAILS: adminEmail });
  const state = { dataDir, adminEmail, admin: undefined as unknown as RegisteredUser, files: undefined as unknown as ModelFileServer };
  beforeAll(async () => {
    state.files = await startModelFileServer();
    state.admin = await registerAdministrator(ctx, { email: adminEmail });
  });
  afterAll(async () => {
    await state.files.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { ctx, state };
}

describe('local models downloaded from the console (/api/admin/models)', () => {
  const { ctx, state } = useModelsApp();
  const modelsDir = () => join(state.dataDir, 'models');
  const asAdmin = (request: InjectOptions) => ctx.app.inject({ ...request, headers: state.admin.headers });
  const list = async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/admin/models' });
    expect(response.statusCode).toBe(200);
    return response.json<ModelsResponse>();
  };
  const start = async (payload: { url: string; sha256?: string }) => {
    const response = await asAdmin({ method: 'POST', url: '/api/admin/models', payload });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ download: ModelDownload }>().download;
  };
  /** The download once it ended, as the console's polling sees it. */
  const settled = (id: string) =>
    vi.waitFor(
      async () => {
        const download = (await list()).downloads.find((row) => row.id === id);
        if (!download || !ended.has(download.status)) throw new Error(`download ${download?.status ?? 'missing'}`);
        return download;
      },
      { timeout: 15_000, interval: 50 },
    );

  beforeAll(() => ctx.services.models.start({ embedded: false }));

  it('downloads a GGUF file by URL, checks its SHA-256, and lists it', async () => {
    const body = ggufFile();
    const url = state.files.serve('/org/repo/resolve/main/tiny%20model.Q4_K_M.gguf?download=true', body);
    const queued = await start({ url, sha256: sha256(body).toUpperCase() });
    expect(queued).toMatchObject({ url, fileName: 'tiny_model.Q4_K_M.gguf', sha256: sha256(body), status: 'queued', bytesDone: 0 });

    const download = await settled(queued.id);
    expect(download).toMatchObject({ status: 'done', bytesDone: body.length, bytesTotal: body.length, error: null });
    expect(sha256(await readFile(join(modelsDir(), 'tiny_model.Q4_K_M.gguf')))).toBe(sha256(body));
    expect(await readdir(modelsDir())).not.toContain('tiny_model.Q4_K_M.gguf.part');
    const listed = await list();
    expect(listed.models).toContainEqual({ fileName: 'tiny_model.Q4_K_M.gguf', bytes: body.length, modifiedAt: expect.any(String) });
    expect(listed.runtimeInstalled).toBe(existsSync(join(process.cwd(), 'node_modules', 'node-llama-cpp')));
    // What the settings code reads: the same list, and a path in the models folder.
    expect(await listLocalModels(state.dataDir)).toEqual(listed.models);
    expect(modelPath(state.dataDir, 'tiny_model.Q4_K_M.gguf')).toBe(join(modelsDir(), 'tiny_model.Q4_K_M.gguf'));
    expect(() => modelPath(state.dataDir, '../secret.gguf')).toThrow();

    const [audit] = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, queued.id));
    expect(audit).toMatchObject({
      action: 'model.download',
      adminEmail: state.adminEmail,
      details: { url, fileName: 'tiny_model.Q4_K_M.gguf' },
    });
  });

  it('continues an interrupted connection where it stopped (HTTP Range) and the whole file hashes right', async () => {
    const body = ggufFile();
    const url = state.files.serve('/cut/interrupted.gguf', body, { kind: 'cut-once' });
    const download = await settled((await start({ url, sha256: sha256(body) })).id);
    expect(download).toMatchObject({ status: 'done', bytesDone: body.length });
    expect(sha256(await readFile(join(modelsDir(), 'interrupted.gguf')))).toBe(sha256(body));
    const served = state.files.requests.filter((request) => request.path === '/cut/interrupted.gguf');
    // The second request continued from what had arrived (at most the half sent before the cut: the rest was lost with the connection).
    expect(served).toHaveLength(2);
    expect(served[0]?.range).toBeUndefined();
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(served[1]?.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(body.length / 2);
    // Only what was missing was sent again.
    expect(state.files.bytesSent('/cut/interrupted.gguf')).toBe(Math.floor(body.length / 2) + body.length - resumedAt);
    expect(state.files.bytesSent('/cut/interrupted.gguf')).toBeLessThan(body.length * 2);
  });

  it('follows a redirect (a CDN) and names the file after the address asked for', async () => {
    const body = ggufFile(200_000);
    state.files.serve('/cdn/blob-123', body);
    const url = state.files.serve('/models/redirected.gguf', Buffer.alloc(0), { kind: 'redirect', to: '/cdn/blob-123' });
    expect(await settled((await start({ url })).id)).toMatchObject({ status: 'done', fileName: 'redirected.gguf' });
    expect(sha256(await readFile(join(modelsDir(), 'redirected.gguf')))).toBe(sha256(body));
  });

  it('rejects a wrong checksum and leaves no file behind', async () => {
    const url = state.files.serve('/wrong-sum.gguf', ggufFile());
    const download = await settled((await start({ url, sha256: 'ab'.repeat(32) })).id);
    expect(download).toMatchObject({ status: 'failed', error: modelMessages.checksumMismatch });
    expect(download.error).toContain('checksum did not match');
    expect((await readdir(modelsDir())).filter((name) => name.startsWith('wrong-sum'))).toEqual([]);
    expect((await list()).models.map((model) => model.fileName)).not.toContain('wrong-sum.gguf');
  });

  it('rejects a file that is not a GGUF model (a web page)', async () => {
    const url = state.files.serve('/page.gguf', Buffer.from('<!doctype html><html><body>Sign in to download</body></html>'));
    const download = await settled((await start({ url })).id);
    expect(download).toMatchObject({ status: 'failed', error: modelMessages.notGguf });
    expect((await readdir(modelsDir())).filter((name) => name.startsWith('page'))).toEqual([]);
  });

  it('fails with the server’s answer when the file is not there', async () => {
    const download = await settled((await start({ url: `${state.files.origin}/missing.gguf` })).id);
    expect(download.status).toBe('failed');
    expect(download.error).toContain('the server answered 404');
  });

  it('refuses addresses that are not http(s) links to a .gguf file, and malformed checksums', async () => {
    for (const payload of [
      { url: 'ftp://example.com/model.gguf' },
      { url: 'file:///etc/model.gguf' },
      { url: 'https://example.com/model.bin' },
      { url: 'https://example.com/models/' },
      { url: 'not a url' },
      { url: 'https://example.com/model.gguf', sha256: 'abc' },
      { url: 'https://example.com/model.gguf', sha256: 'z'.repeat(64) },
    ]) {
      const response = await asAdmin({ method: 'POST', url: '/api/admin/models', payload });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
    const response = await asAdmin({ method: 'POST', url: '/api/admin/models', payload: { url: 'https://example.com/x/model.bin' } });
    expect(response.json<{ message: string }>().message).toContain(modelMessages.notGgufUrl);
  });

  it('answers 409 for a file already here or on its way; a running download can be canceled once', async () => {
    const url = state.files.serve('/slow.gguf', ggufFile(), { kind: 'stall' });
    const queued = await start({ url });
    await vi.waitFor(async () => {
      const download = (await list()).downloads.find((row) => row.id === queued.id);
      expect(download).toMatchObject({ status: 'running', bytesTotal: 1_500_000 });
    });
    const again = await asAdmin({ method: 'POST', url: '/api/admin/models', payload: { url: `${url}?v=2` } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MODEL_DOWNLOADING', message: modelMessages.downloading });

    const cancel = () => asAdmin({ method: 'POST', url: `/api/admin/models/downloads/${queued.id}/cancel` });
    const canceled = await cancel();
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json<{ download: ModelDownload }>().download.status).toBe('canceled');
    await vi.waitFor(async () => expect((await readdir(modelsDir())).filter((name) => name.startsWith('slow'))).toEqual([]));
    expect((await cancel()).statusCode).toBe(409);
    expect((await asAdmin({ method: 'POST', url: `/api/admin/models/downloads/${randomUUID()}/cancel` })).statusCode).toBe(404);

    // A finished file: asking again is refused until it is deleted.
    const done = await settled((await start({ url: state.files.serve('/twice.gguf', ggufFile(100_000)) })).id);
    expect(done.status).toBe('done');
    const twice = await asAdmin({ method: 'POST', url: '/api/admin/models', payload: { url: `${state.files.origin}/twice.gguf` } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'MODEL_EXISTS', message: modelMessages.exists });
  });

  it('deletes a downloaded model, and refuses names outside the models folder', async () => {
    await mkdir(modelsDir(), { recursive: true });
    await writeFile(join(modelsDir(), 'to-delete.gguf'), ggufFile(1000));
    const removed = await asAdmin({ method: 'DELETE', url: '/api/admin/models/to-delete.gguf' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: modelMessages.modelDeleted });
    expect(existsSync(join(modelsDir(), 'to-delete.gguf'))).toBe(false);
    const [audit] = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'to-delete.gguf'));
    expect(audit?.action).toBe('model.delete');

    expect((await asAdmin({ method: 'DELETE', url: '/api/admin/models/to-delete.gguf' })).statusCode).toBe(404);
    // A file beside the models folder stays whatever the name tries.
    await writeFile(join(state.dataDir, 'outside.gguf'), 'keep');
    for (const name of ['..%2Foutside.gguf', '.hidden.gguf', 'outside.txt', '%2E%2E%2Foutside.gguf']) {
      const response = await asAdmin({ method: 'DELETE', url: `/api/admin/models/${name}` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
    }
    expect(await readFile(join(state.dataDir, 'outside.gguf'), 'utf8')).toBe('keep');
  });

  it('is the unknown-route 404 for everyone but an administrator', async () => {
    const user = await registerUser(ctx.app);
    const id = randomUUID();
    for (const request of [
      { method: 'GET', url: '/api/admin/models' },
      { method: 'POST', url: '/api/admin/models', payload: { url: `${state.files.origin}/nobody.gguf` } },
      { method: 'GET', url: `/api/admin/models/downloads/${id}` },
      { method: 'POST', url: `/api/admin/models/downloads/${id}/cancel` },
      { method: 'DELETE', url: '/api/admin/models/redirected.gguf' },
    ] as InjectOptions[]) {
      for (const headers of [{}, user.headers]) {
        const response = await ctx.app.inject({ ...request, headers });
        expect({ url: request.url, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
          url: request.url,
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    }
    expect(state.files.requests.some((request) => request.path === '/nobody.gguf')).toBe(false);
    expect(existsSync(join(modelsDir(), 'redirected.gguf'))).toBe(true);
  });
});

describe('a model download on a nearly full disk', () => {
  const { ctx, state } = useModelsApp();
  let service: ReturnType<typeof createModelService>;

  beforeAll(async () => {
    // 100 MB free: less than the margin kept free, so no model fits.
    service = createModelService({
      ...ctx.deps,
      downloads: createModelDownloadRepository(ctx.database.db, ctx.clock),
      auditLog: ctx.services.auditLog,
      runtime: createRuntimeInstaller({ dataDir: ctx.deps.config.dataDir, packageSpec: 'node-llama-cpp@3', log: ctx.deps.log }),
      statfs: async () => ({ bavail: 25_600, bsize: 4096 }),
    });
    await service.start({ embedded: false });
  });
  afterAll(() => service.stop());

  it('is refused before a byte is written, saying how much is needed and free', async () => {
    const url = state.files.serve('/big.gguf', ggufFile());
    const admin = { id: state.admin.user.id, email: state.adminEmail };
    const queued = await service.download(admin, { url });
    const download = await vi.waitFor(
      async () => {
        const row = await service.get(queued.id);
        if (!ended.has(row.status)) throw new Error(row.status);
        return row;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(download.status).toBe('failed');
    expect(download.error).toMatch(/^Not enough free disk space for this model: 1\.5 MB more are needed and 104\.9 MB are free/);
    expect(existsSync(join(state.dataDir, 'models', 'big.gguf'))).toBe(false);
    expect(existsSync(join(state.dataDir, 'models', 'big.gguf.part'))).toBe(false);
  });
});
