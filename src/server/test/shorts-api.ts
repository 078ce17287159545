import { expect } from 'vitest';
import type { MediaItem } from '@shared/contracts/media';
import type { ShortsJob } from '@shared/contracts/shorts';
import type { TestContext } from './build-test-app';
import type { RegisteredUser } from './factories';
import { mediaApi } from './media-api';

/** Ten sentences of four seconds each; the seventh asks a question, the eighth makes a claim with a number. */
export const SENTENCES = Array.from({ length: 10 }, (_, index) => `We talk about the usual things in part ${index + 1} of this video.`);
SENTENCES[6] = 'Why do most sourdough loaves fail so badly?';
SENTENCES[7] = 'Because 80 percent of bakers use a starter that is too young.';

const srtTime = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')},000`;
export const TALK_SRT = SENTENCES.map(
  (sentence, index) => `${index + 1}\n${srtTime(index * 4)} --> ${srtTime(index * 4 + 3)}\n${sentence}\n`,
).join('\n');

/** 40 s of a moving test picture with a tone that pauses for the last 0.6 s of every 4 s (where each sentence ends). */
export const TALK_ARGS = [
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=160x90:rate=10:duration=40',
  '-f',
  'lavfi',
  '-i',
  "aevalsrc='0.4*sin(2*PI*300*t)*lt(mod(t,4),3.4)':s=16000:d=40",
  '-pix_fmt',
  'yuv420p',
  '-shortest',
];

/** The search once it has ended, read every 100 ms. */
export async function searched(ctx: TestContext, user: RegisteredUser, jobId: string): Promise<ShortsJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await ctx.app.inject({ method: 'GET', url: `/api/shorts/${jobId}`, headers: user.headers })).json() as ShortsJob;
    if (job.status !== 'running') return job;
    if (Date.now() > deadline) throw new Error(`search ${jobId} still running at ${job.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function shortsApi(ctx: TestContext) {
  const media = mediaApi(ctx);
  return {
    media,
    ask: (user: RegisteredUser | undefined, projectId: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/projects/${projectId}/shorts`, headers: user?.headers ?? {}, payload }),
    get: (user: RegisteredUser, url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: user.headers }),
    /** A project of the user's holding the talk, and the talk's media item. */
    async talk(user: RegisteredUser, clip: Buffer) {
      const projectId = await media.project(user);
      const uploaded = await media.upload(user, projectId, clip, 'talk.mp4');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return { projectId, video: uploaded.json() as MediaItem };
    },
    /** The talk with its captions (TALK_SRT) in a new project of the user's, searched for three moments of 15–20 s: the job once done. */
    async captionedSearch(user: RegisteredUser, clip: Buffer) {
      const { projectId, video } = await this.talk(user, clip);
      const captioned = await media.upload(user, projectId, Buffer.from(TALK_SRT), 'talk.srt', 'text/plain', { captionsFor: video.id });
      expect(captioned.statusCode, captioned.body).toBe(201);
      const asked = await this.ask(user, projectId, { sourceId: video.id, minSeconds: 15, maxSeconds: 20, count: 3 });
      expect(asked.statusCode, asked.body).toBe(202);
      const { jobId } = asked.json() as { jobId: string };
      return { projectId, video, jobId, job: await searched(ctx, user, jobId) };
    },
  };
}
