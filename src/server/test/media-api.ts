import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { mediaFiles } from '../db/schema';
import { ffmpegOnThisMachine, type FfmpegBinaries } from '../providers/video/ffmpeg-binaries';
import type { TestContext } from './build-test-app';
import type { RegisteredUser } from './factories';
import { multipartBody } from './multipart';

const run = promisify(execFile);

/** A DATA_DIR of the block's own, so its storage holds only what its tests made; removed after the block. */
export function ownDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'genesis-media-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every stored file under the data folder's storage, as storage keys. */
export async function storedKeys(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Test media made by ffmpeg itself from its lavfi sources, each in a new file of a folder of the block's own. */
export function mediaMaker() {
  let binaries: FfmpegBinaries;
  let folder: string;
  let count = 0;
  beforeAll(async () => {
    const found = await ffmpegOnThisMachine();
    if (!found) throw new Error('these tests need ffmpeg');
    binaries = found;
    folder = mkdtempSync(join(tmpdir(), 'genesis-media-made-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  /** Runs ffmpeg with `args` (inputs and output options) into a new file named `name`; its bytes. */
  return async (name: string, args: string[]): Promise<Buffer> => {
    const file = join(folder, `${++count}-${name}`);
    await run(binaries.ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', ...args, '-y', file], { timeout: 120_000 });
    return readFile(file);
  };
}

/** The routes, through the block's app (read when a test calls, so it is made before the app is). */
export function mediaApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: RegisteredUser | undefined, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  return {
    call,
    async project(user: RegisteredUser): Promise<string> {
      const created = await call('POST', '/api/projects', user, { title: 'My own footage', topic: 'sourdough' });
      expect(created.statusCode, created.body).toBe(201);
      return (created.json() as { id: string }).id;
    },
    /** `fields`: text fields sent before the file (e.g. `captionsFor`). */
    async upload(user: RegisteredUser, projectId: string, bytes: Uint8Array, name: string, type = 'application/octet-stream', fields = {}) {
      const form = await multipartBody({ ...fields, file: { bytes, name, type } });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/media`,
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
    },
    rowsOf: (userId: string) => ctx.database.db.select().from(mediaFiles).where(eq(mediaFiles.userId, userId)),
    /** The resumable protocol (tus 1.0), as tus-js-client speaks it. */
    tus: {
      create(user: RegisteredUser | undefined, length: number, metadata: Record<string, string>) {
        const encoded = Object.entries(metadata)
          .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
          .join(',');
        return ctx.app.inject({
          method: 'POST',
          url: '/api/uploads/resumable',
          headers: { ...(user?.headers ?? {}), 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': encoded },
        });
      },
      patch(user: RegisteredUser, location: string, offset: number, bytes: Uint8Array) {
        return ctx.app.inject({
          method: 'PATCH',
          url: location,
          headers: {
            ...user.headers,
            'tus-resumable': '1.0.0',
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          payload: Buffer.from(bytes),
        });
      },
      send(user: RegisteredUser, method: 'HEAD' | 'DELETE', location: string) {
        return ctx.app.inject({ method, url: location, headers: { ...user.headers, 'tus-resumable': '1.0.0' } });
      },
    },
  };
}
