import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_SHORT_BATCHES_MAX, shortBatchProblems, shortsProblems } from '@shared/contracts/shorts';
import { shortBatches, shortsJobs } from '../../db/schema';
import type { Transcriber } from '../../providers/speech-input/transcriber';
import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { mediaMaker, ownDataDir } from '../../test/media-api';
import { openTestDatabase } from '../../test/test-db';
import { SHORTS_QUEUE } from './service';
import { searched, shortsApi, TALK_ARGS } from '../../test/shorts-api';

/**
 * Searches for shorts under parallel requests, across a restart and a stopping instance, and the
 * batches a project keeps under parallel requests; on both databases (pg-boss on each).
 */
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

  it('is sent again when its instance stops mid-search, and another instance finishes it', async () => {
    // Words that never come: the search is in its transcription when its instance stops.
    let listening = () => {};
    const listened = new Promise<void>((resolve) => (listening = resolve));
    const endless: Transcriber = {
      engine: 'openai-compatible',
      model: 'endless-listener',
      transcribe: () => Promise.reject(new Error('not used')),
      transcribeWords: ({ signal }) => {
        listening();
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
      },
    };
    const database = await openTestDatabase();
    const first = await buildTestApp({ database, transcriber: endless }, { DATA_DIR: dataDir });
    const api = shortsApi(first);
    const user = await registerUser(first.app);
    const { projectId, video } = await api.talk(user, await make('talk.mp4', TALK_ARGS));
    await first.services.shorts.start({ embedded: false, concurrency: 1 });
    const asked = await api.ask(user, projectId, { sourceId: video.id });
    expect(asked.statusCode, asked.body).toBe(202);
    const { jobId } = asked.json() as { jobId: string };
    await listened;
    await first.close();

    // One of several instances (not embedded): it runs only what the queue holds, and nothing was
    // lost from it here, so the search it finishes is the job its stopped instance sent again.
    const second = await buildTestApp({ database, transcriber: undefined }, { DATA_DIR: dataDir });
    try {
      await second.services.shorts.start({ embedded: false, concurrency: 1 });
      expect(await searched(second, user, jobId)).toMatchObject({ status: 'done', transcriptSource: 'none' });
      const [row] = await second.database.db.select().from(shortsJobs).where(eq(shortsJobs.id, jobId));
      expect(row?.attempts).toBe(2);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('the batches of shorts a project keeps', { timeout: 120_000 }, () => {
  const make = mediaMaker();
  const ctx = useTestApp({ transcriber: undefined }, { DATA_DIR: ownDataDir() });
  const api = shortsApi(ctx);
  beforeAll(() => ctx.services.shorts.start({ embedded: false, concurrency: 1 }));

  it(`are at most ${PROJECT_SHORT_BATCHES_MAX} under parallel requests: one of them is taken, the rest refused`, async () => {
    const user = await registerUser(ctx.app);
    const { projectId, video } = await api.talk(user, await make('talk.mp4', TALK_ARGS));
    const { jobId } = (await api.ask(user, projectId, { sourceId: video.id })).json() as { jobId: string };
    expect((await searched(ctx, user, jobId)).status).toBe('done');
    // One short of the limit, none of them rendering: what refuses the requests after the first is the
    // limit, not the one batch rendering at a time (no render workers here: the new batch stays queued).
    await ctx.database.db.insert(shortBatches).values(
      Array.from({ length: PROJECT_SHORT_BATCHES_MAX - 1 }, (_, index) => ({
        userId: user.user.id,
        projectId,
        jobId,
        createdAt: new Date(Date.now() - (index + 1) * 60_000),
      })),
    );
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/shorts/${jobId}/renders`,
          headers: user.headers,
          payload: { format: '1:1', resolution: '720p', clips: [{ start: 1, end: 5 }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: 'SHORT_BATCH_LIMIT_REACHED', message: shortBatchProblems.tooMany });
    }
    expect(await ctx.database.db.$count(shortBatches, eq(shortBatches.projectId, projectId))).toBe(PROJECT_SHORT_BATCHES_MAX);
  });
});
