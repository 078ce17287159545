import { describe, expect, it } from 'vitest';
import type { Narration } from '@shared/contracts/narrations';
import { registerUser } from '../../test/factories';
import { useNarrationTakes } from '../../test/narrations-api';

// The per-user limit of takes aligning at once, on either database (narrations.test.ts has what a take is).
describe('narration takes at once', { timeout: 120_000 }, () => {
  const takes = useNarrationTakes();
  const { ctx, api } = takes;

  it('holds each user to two takes aligning at once, under parallel uploads', async () => {
    const user = await registerUser(ctx.app);
    const projectId = await api.project(user);
    const answers = await Promise.all([1, 2, 3, 4].map(() => api.upload(user, `/projects/${projectId}/narrations`, takes.wholeReading)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    for (const answer of answers)
      if (answer.statusCode === 429) expect(answer.json()).toMatchObject({ code: expect.stringMatching(/^NARRATION_IN_PROGRESS$/) });
    for (const answer of answers.filter((a) => a.statusCode === 202)) await api.settled(user, (answer.json() as Narration).id);
  });
});
