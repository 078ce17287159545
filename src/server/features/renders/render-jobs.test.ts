import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Render } from '@shared/contracts/renders';
import { renders as rendersTable } from '../../db/schema';
import { buildTestApp, useTestApp, type TestContext } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { flatPictures, RENDER_WAIT_MS, rendersApi } from '../../test/renders-api';
import { openTestDatabase } from '../../test/test-db';
import { RENDER_QUEUE } from './service';

/**
 * The render queue: cancel, one render at a time per user, and renders that outlive their
 * instance. It runs on both databases (pg-boss on each); what a render draws and sounds like is
 * in renders.test.ts.
 */

/**
 * Resolves once no job for the render is waiting or running in the job queue (pg-boss' table): its
 * worker has returned. Nothing is sent when a canceled render's worker stops, so this looks.
 */
async function jobsEnded(ctx: TestContext, renderId: string): Promise<void> {
  const deadline = Date.now() + RENDER_WAIT_MS;
  for (;;) {
    const answer = await ctx.database.executeSql(
      `select count(*)::int as open from pgboss.job where name = $1 and data->>'renderId' = $2 and state in ('created', 'retry', 'active')`,
      [RENDER_QUEUE, renderId],
    );
    const [{ open }] = (Array.isArray(answer) ? answer[0]! : answer).rows as [{ open: number }];
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error(`the job of render ${renderId} is still open`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A render is seconds of ffmpeg at nice 10: on a busy 2-core machine it waits for what is left of the CPU.
describe('a canceled render', { timeout: 90_000 }, () => {
  const ctx = useTestApp({ images: flatPictures });
  const api = rendersApi(ctx);
  beforeAll(() => ctx.services.renders.start({ embedded: false }));

  it('cancel stops a running render at once and leaves no video', async () => {
    const user = await registerUser(ctx.app);
    // Canceled as soon as it is claimed: eight seconds of 1080p frames take longer to encode than that.
    const project = await api.voicedProject(user, { long: true });
    const { render } = (
      await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '16:9', resolution: '1080p' })
    ).json() as { render: Render };
    await api.waitFor(user, render.id, (r) => r.status === 'running');
    const canceled = await api.call('POST', `/renders/${render.id}/cancel`, user.headers);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    // Once the worker has let go of the job, it must not have finished the video anyway.
    await jobsEnded(ctx, render.id);
    const after = (await api.call('GET', `/renders/${render.id}`, user.headers)).json() as Render;
    expect(after.status).toBe('canceled');
    expect(after.videoUrl).toBeUndefined();
    const [row] = await ctx.database.db.select().from(rendersTable).where(eq(rendersTable.id, render.id));
    expect(row?.videoKey).toBeNull();
    // A second cancel is refused: it has ended.
    expect((await api.call('POST', `/renders/${render.id}/cancel`, user.headers)).statusCode).toBe(409);
  });
});

describe('one render at a time per user', { timeout: 90_000 }, () => {
  const ctx = useTestApp({ images: flatPictures }, { RENDER_CONCURRENCY: '2' });
  const api = rendersApi(ctx);
  beforeAll(() => ctx.services.renders.start({ embedded: false }));

  it('runs a user’s second render after the first, even with room for two', async () => {
    const user = await registerUser(ctx.app);
    // The second is looked at as soon as the first is claimed: before its pictures are made, let alone encoded.
    const project = await api.voicedProject(user);
    const ask = async () =>
      (
        (await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '1:1', resolution: '720p' })).json() as {
          render: Render;
        }
      ).render;
    const first = await ask();
    const second = await ask();
    await api.waitFor(user, first.id, (r) => r.status === 'running');
    expect(((await api.call('GET', `/renders/${second.id}`, user.headers)).json() as Render).status).toBe('queued');
    const firstDone = await api.waitFor(user, first.id);
    const secondDone = await api.waitFor(user, second.id);
    expect([firstDone.status, secondDone.status]).toEqual(['done', 'done']);
    const [a, b] = await Promise.all(
      [first.id, second.id].map(async (id) => (await ctx.database.db.select().from(rendersTable).where(eq(rendersTable.id, id)))[0]!),
    );
    expect(b!.startedAt!.getTime()).toBeGreaterThanOrEqual(a!.finishedAt!.getTime());
  });
});

describe('video renders across restarts', () => {
  it(
    'a render interrupted by a restart, or left by a killed instance, still ends with a finished video',
    { timeout: 120_000 },
    async () => {
      const database = await openTestDatabase();
      const first = await buildTestApp({ database, images: flatPictures });
      const api = rendersApi(first);
      const user = await registerUser(first.app);
      const project = await api.voicedProject(user, { long: true });
      // The renders after the restart run to their end: a short project is enough for them.
      const short = await api.voicedProject(user);
      await first.services.renders.start({ embedded: false });
      const { render } = (
        await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '1:1', resolution: '720p' })
      ).json() as { render: Render };
      await api.waitFor(user, render.id, (r) => r.status === 'running');

      // Restart: the instance stops while rendering (the render goes back to the queue); a new one starts on the same database.
      await first.close();
      const second = await buildTestApp({ database, images: flatPictures });
      try {
        const [requeued] = await second.database.db.select().from(rendersTable).where(eq(rendersTable.id, render.id));
        expect(requeued?.status).toBe('queued');
        await second.services.renders.start({ embedded: false });
        const done = await rendersApi(second).waitFor(user, render.id);
        expect(done.status, done.error).toBe('done');
        expect(done).toMatchObject({ width: 720, height: 720 });
      } finally {
        await second.close();
      }

      /**
       * A render another instance holds, per its row (running under a lease of that instance's, with
       * a heartbeat `beatAt`), asked for on `instance` before its workers start: none of them can
       * take it first.
       */
      const heldElsewhere = async (instance: TestContext, leaseId: string, beatAt: Date) => {
        const { render: held } = (
          await rendersApi(instance).call('POST', `/projects/${short.id}/renders`, user.headers, { format: '1:1', resolution: '720p' })
        ).json() as { render: Render };
        await instance.database.db
          .update(rendersTable)
          .set({ status: 'running', leaseId, heartbeatAt: beatAt })
          .where(eq(rendersTable.id, held.id));
        return held;
      };

      // A killed instance: its render stays 'running' with a heartbeat that stopped; another instance's sweep takes it.
      const third = await buildTestApp({ database, images: flatPictures });
      try {
        const again = await heldElsewhere(third, '00000000-0000-4000-8000-000000000001', new Date(Date.now() - 60_000));
        await third.services.renders.start({ embedded: false });
        await third.services.renders.sweep(new Date(Date.now() - 45_000));
        const taken = await rendersApi(third).waitFor(user, again.id);
        expect(taken.status, taken.error).toBe('done');
      } finally {
        await third.close();
      }

      // The embedded mode's only instance was killed mid-render (its heartbeat is still fresh): the
      // next start queues the render again at once instead of waiting for the heartbeat to go stale.
      const fourth = await buildTestApp({ database, images: flatPictures });
      try {
        const orphan = await heldElsewhere(fourth, '00000000-0000-4000-8000-000000000002', new Date());
        await fourth.services.renders.start({ embedded: true });
        const resumed = await rendersApi(fourth).waitFor(user, orphan.id);
        expect(resumed.status, resumed.error).toBe('done');
      } finally {
        await fourth.close();
        await database.close();
      }
    },
  );
});
