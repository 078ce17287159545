import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../db/embedded/pglite';
import { buildTestApp, TEST_AUTH_SECRET, useTestApp } from '../../test/build-test-app';
import { backupManifest, tarOf, writeBackupClaiming, writeCraftedBackup } from '../../test/crafted-backups';
import { registerAdministrator, registerUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { knownMigrations } from './archive';
import { BACKUP_TOKEN_HEADER, BACKUP_TOKEN_TTL_MS, signBackupToken } from './command-line-token';
import { restoreBackup } from './restore';
import { COMMAND_LINE_ACTOR } from './routes';

const root = resolve('.tmp', `backup-${randomUUID().slice(0, 8)}`);
const dataDir = join(root, 'data');
const adminEmail = uniqueEmail('admin');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const archiveName = /^attachment; filename="genesis-studio-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz"$/;

/** Writes an archive the route answered to disk and restores it into a new DATA_DIR. */
async function restoreInto(payload: Buffer, name: string) {
  mkdirSync(root, { recursive: true });
  const file = join(root, `${name}.tar.gz`);
  writeFileSync(file, payload);
  const target = join(root, name);
  const result = await restoreBackup(file, target);
  return { target, result };
}

/** Opens a restored database on its own (as the server would), runs `work`, closes it. */
async function withRestoredDatabase<T>(
  target: string,
  work: (query: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>,
) {
  const client = await createPglite({ dataDir: join(target, 'db') });
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.close();
  }
}

describe('backups of the embedded mode (GET /api/admin/backup)', () => {
  const context = useTestApp({}, { DATA_DIR: dataDir, ADMIN_EMAILS: adminEmail });
  let admin: RegisteredUser;
  const backup = (headers: Record<string, string>, remoteAddress?: string) =>
    context.app.inject({ method: 'GET', url: '/api/admin/backup', headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it('taken while writes run, restores every write acknowledged before it began', { timeout: 120_000 }, async () => {
    const { app } = context;
    admin = await registerAdministrator(context, { email: adminEmail });
    const writers = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const acknowledged: string[] = [];
    let stop = false;
    let failure: unknown;
    // Three clients creating projects through the API, each waiting for its answer before its next.
    const writeLoop = async (writer: RegisteredUser) => {
      for (let row = 1; !stop; row++) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: writer.headers,
          payload: { title: `Row ${row}` },
        });
        if (created.statusCode !== 201) throw new Error(`write ${row} answered ${created.statusCode}: ${created.body}`);
        acknowledged.push(created.json<{ id: string }>().id);
      }
    };
    const loops = writers.map((writer) => writeLoop(writer).catch((error: unknown) => void (failure ??= error)));
    const waitFor = async (count: number) => {
      while (acknowledged.length < count && failure === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      if (failure !== undefined) throw failure;
    };
    try {
      await waitFor(30);
      const before = [...acknowledged];
      let answered = false;
      const taking = backup(admin.headers).finally(() => (answered = true));
      // The writes go on while the backup is taken, until 20 more are acknowledged; then they stop,
      // so that the rest of the archive streams without waiting behind them.
      while (!answered && acknowledged.length < before.length + 20 && failure === undefined)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const duringBackup = acknowledged.length - before.length;
      stop = true;
      await Promise.all(loops);
      if (failure !== undefined) throw failure;
      const answer = await taking;

      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.headers['content-type']).toBe('application/gzip');
      expect(answer.headers['content-disposition']).toMatch(archiveName);
      // Writes went on while the backup was taken.
      expect(duringBackup).toBeGreaterThan(0);

      const { target, result } = await restoreInto(answer.rawPayload, 'during-writes');
      expect(result.manifest).toMatchObject({ format: 'genesis-studio-backup', version: 1, migrations: knownMigrations() });
      const restored = await withRestoredDatabase(target, async (query) => {
        const rows = (await query('select id from projects where user_id = any($1)', [writers.map((writer) => writer.user.id)])) as {
          id: string;
        }[];
        return new Set(rows.map((row) => row.id));
      });
      expect(before.filter((id) => !restored.has(id))).toEqual([]);
      // Nothing that was never acknowledged, and not more than was written by the time it ended.
      expect(restored.size).toBeGreaterThanOrEqual(before.length);
      expect(restored.size).toBeLessThanOrEqual(acknowledged.length);
    } finally {
      stop = true;
      await Promise.allSettled(loops);
    }
  });

  it('holds the files and the signing secret, and records the download in the audit log', async () => {
    const filesDir = join(dataDir, 'files');
    mkdirSync(join(filesDir, 'images', 'probe'), { recursive: true });
    const picture = Buffer.from(randomUUID().repeat(100));
    writeFileSync(join(filesDir, 'images', 'probe', 'picture.png'), picture);
    writeFileSync(join(filesDir, 'voice-sample.wav'), 'RIFF');
    // Half written (local-disk.ts renames it once whole): not part of a backup.
    writeFileSync(join(filesDir, 'images', 'probe', 'next.png.partial'), 'half');

    // Sent as it is: the archive is gzip already, never compressed again for a browser that accepts it.
    const answer = await backup({ ...admin.headers, 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    const { target, result } = await restoreInto(answer.rawPayload, 'files-and-secret');

    expect(result.secretRestored).toBe(true);
    expect(result.manifest.signingSecret).toBe('included');
    expect(readFileSync(join(target, 'auth-secret'), 'utf8')).toBe(TEST_AUTH_SECRET);
    expect(readFileSync(join(target, 'files', 'images', 'probe', 'picture.png'))).toEqual(picture);
    expect(readFileSync(join(target, 'files', 'voice-sample.wav'), 'utf8')).toBe('RIFF');
    expect(existsSync(join(target, 'files', 'images', 'probe', 'next.png.partial'))).toBe(false);
    // The administrator's account is in it, and the restored folder holds no lock.
    const emails = await withRestoredDatabase(target, async (query) =>
      ((await query('select email from users where email = $1', [adminEmail])) as { email: string }[]).map((row) => row.email),
    );
    expect(emails).toEqual([adminEmail]);
    expect(existsSync(join(target, 'server.lock'))).toBe(false);

    const entries = await context.services.auditLog.list(20);
    const downloads = entries.filter((entry) => entry.action === 'backup.download' && entry.adminId === admin.user.id);
    expect(downloads.length).toBe(2);
    expect(downloads[0]).toMatchObject({ adminEmail, details: { migrations: knownMigrations() } });
  }, 90_000);

  it('answers 404 to anyone but an administrator, as for a route that does not exist', async () => {
    const user = await registerUser(context.app);
    const refused: Record<string, string>[] = [{}, user.headers, { authorization: 'Bearer not-a-token' }];
    for (const headers of refused) {
      const answer = await backup(headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No route for GET /api/admin/backup' });
    }
    // Described in the OpenAPI document as a route for a bearer token.
    const docs = (await context.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(docs.paths['/api/admin/backup']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it("takes a command-line token only when signed with the deployment's secret, for its DATA_DIR, fresh, once, from this machine", async () => {
    const refused = [
      signBackupToken('another deployment secret that is long enough', dataDir),
      signBackupToken(TEST_AUTH_SECRET, join(root, 'another-data-dir')),
      signBackupToken(TEST_AUTH_SECRET, dataDir, Date.now() - BACKUP_TOKEN_TTL_MS - 1_000),
      // An access token is no backup token.
      admin.token,
      `${signBackupToken(TEST_AUTH_SECRET, dataDir)}x`,
    ];
    for (const token of refused) expect((await backup({ [BACKUP_TOKEN_HEADER]: token })).statusCode).toBe(404);

    // A valid token from elsewhere (another address, or forwarded by a proxy) is refused too, and not spent.
    const token = signBackupToken(TEST_AUTH_SECRET, dataDir);
    expect((await backup({ [BACKUP_TOKEN_HEADER]: token }, '203.0.113.9')).statusCode).toBe(404);
    expect((await backup({ [BACKUP_TOKEN_HEADER]: token, 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);

    const taken = await backup({ [BACKUP_TOKEN_HEADER]: token });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['content-disposition']).toMatch(archiveName);
    expect((await backup({ [BACKUP_TOKEN_HEADER]: token })).statusCode).toBe(404);

    const [latest] = await context.services.auditLog.list(1);
    expect(latest).toMatchObject({ action: 'backup.download', adminId: null, adminEmail: COMMAND_LINE_ACTOR });
  }, 30_000);
});

describe('backups when PostgreSQL or S3 hold the data', () => {
  it('answers 409 saying they are backed up with their own tools', async () => {
    const email = uniqueEmail('admin');
    const built = await buildTestApp(
      {},
      {
        DATA_DIR: join(root, 's3-data'),
        ADMIN_EMAILS: email,
        S3_BUCKET: 'studio-files',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    );
    try {
      const admin = await registerAdministrator(built, { email });
      const answer = await built.app.inject({ method: 'GET', url: '/api/admin/backup', headers: admin.headers });
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toMatch(
        /S3 bucket \(S3_BUCKET\): use the bucket's versioning or backups; keep AUTH_SECRET/,
      );
      // Still a 404 for anyone else.
      const user = await registerUser(built.app);
      expect((await built.app.inject({ method: 'GET', url: '/api/admin/backup', headers: user.headers })).statusCode).toBe(404);
    } finally {
      await built.close();
    }
  });
});

describe('restoring an archive that is not what it claims', () => {
  const migrations = knownMigrations();
  let made = 0;
  /** A new DATA_DIR under a folder that does not exist yet: a refused restore must leave neither. */
  const newTarget = () => {
    const parent = join(root, `refused-${++made}`);
    return { parent, target: join(parent, 'data') };
  };

  it('refuses an entry that says it holds more than the disk can spare (1 PiB) before reading it, and creates nothing', async () => {
    mkdirSync(root, { recursive: true });
    const file = join(root, 'claims-a-petabyte.tar.gz');
    await writeBackupClaiming(file, [backupManifest(migrations)], { name: 'files/huge.bin', bytes: 2 ** 50 });
    const { parent, target } = newTarget();
    await expect(restoreBackup(file, target)).rejects.toThrow(
      /claims-a-petabyte\.tar\.gz is too large to restore here: it unpacks to more than the [\d.]+ MB DATA_DIR's disk can spare \(256 MB are kept free for the server\)/,
    );
    expect(existsSync(parent)).toBe(false);
  });

  it('refuses a backup larger than the room it has once what fits is written, and removes what it wrote', async () => {
    mkdirSync(root, { recursive: true });
    const file = join(root, 'too-large.tar.gz');
    const entries = [
      backupManifest(migrations),
      { name: 'files/first.bin', zeroBytes: 3_000_000 },
      { name: 'files/second.bin', zeroBytes: 3_000_000 },
    ];
    await writeCraftedBackup(file, entries);
    const { parent, target } = newTarget();
    await expect(restoreBackup(file, target, { maxBytes: 5_000_000 })).rejects.toThrow(/too-large\.tar\.gz is too large to restore here/);
    expect(existsSync(parent)).toBe(false);
  });

  it.each([
    [
      'a path that climbs out of the database folder',
      [{ name: '/../../../escaped', content: 'x' }],
      /names a file outside DATA_DIR\/db \(\.\.\/\.\.\/\.\.\/escaped\)/,
    ],
    [
      'a symbolic link',
      [{ name: '/PG_VERSION', type: 'symlink' as const, linkname: '/etc/passwd' }],
      /holds a symlink in its database \(\/PG_VERSION\)/,
    ],
    ['folders but no database', [{ name: '/base', type: 'directory' as const }], /holds no database$/],
    [
      'files PostgreSQL cannot open',
      [
        { name: '/PG_VERSION', content: '17\n' },
        { name: '/global/pg_control', content: 'not a control file' },
      ],
      /is damaged or not a Genesis Studio backup \(database\.tar: /,
    ],
  ])(
    'refuses a database.tar holding %s, and creates nothing',
    async (_what, files, expected) => {
      mkdirSync(root, { recursive: true });
      const file = join(root, `database-${made}.tar.gz`);
      await writeCraftedBackup(file, [backupManifest(migrations), { name: 'database.tar', content: await tarOf(files) }]);
      const { parent, target } = newTarget();
      await expect(restoreBackup(file, target)).rejects.toThrow(expected);
      expect(existsSync(parent)).toBe(false);
      expect(existsSync(join(root, 'escaped'))).toBe(false);
    },
    60_000,
  );
});
