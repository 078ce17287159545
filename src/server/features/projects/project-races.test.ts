import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECTS_MAX_PER_USER, project as projectSchema } from '@shared/contracts/projects';
import { projects } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';

// What holds under parallel requests, on either database (projects.test.ts has the rest of the API).
describe('projects under parallel requests', () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const save = (headers: Record<string, string>, id: string, content: string, baseVersion: number) =>
    call('PUT', `/projects/${id}/script`, headers, { content, baseVersion });

  it(`holds the ${PROJECTS_MAX_PER_USER}-project cap under parallel creations`, async () => {
    const user = await registerUser(ctx.app);
    const now = ctx.clock.now();
    await ctx.database.db.insert(projects).values(
      Array.from({ length: PROJECTS_MAX_PER_USER - 1 }, (_, index) => ({
        userId: user.user.id,
        title: `Old ${index}`,
        videoLength: '3-5 minutes',
        tone: 'Educational',
        createdAt: now,
        updatedAt: now,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/projects', user.headers, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: `You have reached ${PROJECTS_MAX_PER_USER} projects. Delete one you no longer need to start another.`,
      code: 'PROJECT_LIMIT_REACHED',
    });
    expect(await ctx.database.db.$count(projects, eq(projects.userId, user.user.id))).toBe(PROJECTS_MAX_PER_USER);
  });

  it('lets exactly one of two parallel saves from the same version through', async () => {
    const user = await registerUser(ctx.app);
    const created = projectSchema.parse((await call('POST', '/projects', user.headers, { topic: 'parallel saves' })).json());
    const answers = await Promise.all(['Tab A text.', 'Tab B text.', 'Tab C text.'].map((text) => save(user.headers, created.id, text, 0)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().script.content;
    const current = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
    expect(current.script).toMatchObject({ version: 1, content: winner });
  });
});
