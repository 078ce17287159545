import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortsProblems } from '@shared/contracts/shorts';
import { shortsJobs } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { mediaMaker, ownDataDir } from '../../test/media-api';
import { openTestDatabase } from '../../test/test-db';
import { SHORTS_QUEUE } from './service';
import { searched, shortsApi, TALK_ARGS } from '../../test/shorts-api';

/** Searches for shorts under parallel requests and across a restart; on both databases (pg-boss on each). */
describe('a search left running by a stopped instance', { timeout: 120_000 }, () => {
  const make = mediaMaker();
  const dataDir = ownDataDir();

  it('runs again when the next single instance starts, and two searches at once are the most one user has', async () => {
    const database = await openTestDatabase();
    const first = await buildTestApp({ database }, { DATA_DIR: dataDir });
    const api = shortsApi(first);
    const user = await registerUser(first.app);
    const { projectId, video } = await api.talk(user, await make('talk.mp4', TALK_ARGS));
    // No workers here: asked for at once, two are taken and the third refused.
    const answers = await Promise.all([1, 2, 3].map(() => api.ask(user, projectId, { sourceId: video.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      code: 'SHORTS_PENDING',
      message: shortsProblems.tooManyPending,
    });
    await first.close();
    // The jobs were lost with the instance (as when its queue had taken them): only the rows say what was running.
    await database.executeSql(`delete from pgboss.job where name = $1`, [SHORTS_QUEUE]);

    const second = await buildTestApp({ database }, { DATA_DIR: dataDir });
    try {
      await second.services.shorts.start({ embedded: true, concurrency: 1 });
      for (const answer of answers.filter((each) => each.statusCode === 202)) {
        const job = await searched(second, user, (answer.json() as { jobId: string }).jobId);
        expect(job.status).toBe('done');
      }
      const rows = await second.database.db.select().from(shortsJobs).where(eq(shortsJobs.userId, user.user.id));
      expect(rows.map((row) => row.attempts)).toEqual([1, 1]);
    } finally {
      await second.close();
    }
  });
});
