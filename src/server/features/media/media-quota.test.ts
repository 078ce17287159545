import { beforeAll, describe, expect, it } from 'vitest';
import { mediaProblems } from '@shared/contracts/media';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { mediaApi, mediaMaker, ownDataDir, storedKeys } from '../../test/media-api';

// The storage quota under parallel uploads, on either database (media.test.ts has the library itself).
describe('the media storage quota', { timeout: 120_000 }, () => {
  const dataDir = ownDataDir();
  const make = mediaMaker();
  /** Noise, which compresses badly: a picture of a kilobyte or two. */
  let png: Buffer;
  beforeAll(async () => {
    png = await make('noise.png', ['-f', 'lavfi', '-i', 'nullsrc=size=24x24,geq=random(1)*255:128:128', '-frames:v', '1']);
  });
  // Room for one of them and a half: read once the picture is made.
  const ctx = useTestApp({}, () => ({ DATA_DIR: dataDir, MEDIA_QUOTA_BYTES: String(Math.floor(png.length * 1.5)) }));
  const api = mediaApi(ctx);

  it('holds under parallel uploads: one fits, the other is refused with a sentence, and deleting makes room again', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);

    const answers = await Promise.all([api.upload(user, projectId, png, 'a.png'), api.upload(user, projectId, png, 'b.png')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const refused = answers.find((answer) => answer.statusCode === 413)!;
    expect(refused.json()).toEqual({ code: 'MEDIA_QUOTA_FULL', message: mediaProblems.quotaFull(ctx.deps.config.mediaQuotaBytes) });
    expect(mediaProblems.quotaFull(3000)).toBe('Your media storage is full (2.9 KB). Delete media you no longer need, then upload again.');
    const rows = await api.rowsOf(user.user.id);
    expect(rows).toHaveLength(1);
    expect((await storedKeys(dataDir)).filter((key) => key.startsWith(`media/${user.user.id}/`))).toHaveLength(2);

    // A resumable upload that would not fit is refused before any byte of it is sent.
    const resumable = await api.tus.create(user, png.length, { projectId });
    expect(resumable.statusCode).toBe(413);
    expect(resumable.json()).toEqual({ code: 'MEDIA_QUOTA_FULL', message: mediaProblems.quotaFull(ctx.deps.config.mediaQuotaBytes) });

    expect((await api.call('DELETE', `/api/media/${rows[0]!.id}`, user)).statusCode).toBe(204);
    expect((await api.upload(user, projectId, png, 'c.png')).statusCode).toBe(201);
  });
});
