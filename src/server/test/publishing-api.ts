import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ChannelsResponse, CreatePublicationInput, Publication } from '@shared/contracts/publishing';
import { renders } from '../db/schema';
import type { TestContext } from './build-test-app';
import type { RegisteredUser } from './factories';
import type { GoogleTestServer } from './google-test-server';
import { rendersApi } from './renders-api';

type Headers = Record<string, string>;

const cookieOf = (setCookie: string | string[] | undefined) => ([setCookie ?? []].flat()[0] ?? '').split(';')[0] ?? '';

/**
 * The publishing routes of `ctx`'s app against the Google stand-in: a channel connected as a browser
 * does it, a project with a voiceover, a chosen thumbnail and a finished render to publish, and the
 * publication jobs run one by one (the tests drive the queue's work themselves, as a worker would).
 */
export function publishingApi(ctx: TestContext, google: () => GoogleTestServer) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  return {
    call,

    /** Connects the stand-in's current account as the user's channel (connect, consent, callback); its id. */
    async connectChannel(user: RegisteredUser): Promise<string> {
      const started = await call('POST', '/channels/youtube/connect', user.headers);
      expect(started.statusCode, started.body).toBe(200);
      const back = await google().consent(started.json<{ url: string }>().url);
      const returned = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: cookieOf(started.headers['set-cookie']) },
      });
      expect(returned.headers.location).toBe('/app?channels=connected');
      const listed = (await call('GET', '/channels', user.headers)).json<ChannelsResponse>();
      return listed.channels.at(-1)!.id;
    },

    /**
     * A project of the user's, voiced by eSpeak, with a chosen thumbnail and a finished render of
     * `videoBytes` random bytes (the stand-in stores what arrives; renders themselves are tested elsewhere).
     */
    async projectToPublish(user: RegisteredUser, videoBytes = 1_200_000, options: { thumbnail?: boolean } = {}) {
      const { id: projectId } = await rendersApi(ctx).voicedProject(user);
      const project = (await call('GET', `/projects/${projectId}`, user.headers)).json<{ voiceovers: Array<{ id: string }> }>();
      if (options.thumbnail !== false) {
        const made = await call('POST', `/projects/${projectId}/thumbnails`, user.headers, { text: 'Slow pour, better cup' });
        expect(made.statusCode, made.body).toBe(201);
        const [first] = made.json<{ thumbnails: Array<{ id: string }> }>().thumbnails;
        expect((await call('POST', `/projects/${projectId}/thumbnails/${first!.id}/choose`, user.headers)).statusCode).toBe(200);
      }
      const video = randomBytes(videoBytes);
      const key = `renders/${projectId.slice(0, 2)}/${projectId}.mp4`;
      await ctx.deps.storage.put(key, video, 'video/mp4');
      const now = ctx.clock.now();
      const [render] = await ctx.database.db
        .insert(renders)
        .values({
          userId: user.user.id,
          projectId,
          voiceoverId: project.voiceovers[0]!.id,
          status: 'done',
          progress: 100,
          settings: {
            format: '16:9',
            resolution: '720p',
            captions: { enabled: false, style: 'clean' },
          } as never,
          videoKey: key,
          durationSeconds: 3,
          width: 1280,
          height: 720,
          bytes: videoBytes,
          createdAt: now,
          finishedAt: now,
        })
        .returning();
      return { projectId, renderId: render!.id, video };
    },

    /** What a creator fills in: everything but the channel and render, which the caller names. */
    publicationInput(channelId: string, renderId: string, overrides: Partial<CreatePublicationInput> = {}): CreatePublicationInput {
      return {
        channelId,
        renderId,
        title: 'Pour-over at home',
        description: 'How to brew a clean cup.\n\n0:00 Beans\n0:02 Grind',
        tags: ['pour over', 'coffee'],
        categoryId: '26',
        language: 'en',
        privacy: 'public',
        madeForKids: false,
        thumbnail: true,
        captions: true,
        ...overrides,
      };
    },

    async publish(user: RegisteredUser, projectId: string, input: CreatePublicationInput): Promise<Publication> {
      const response = await call('POST', `/projects/${projectId}/publications`, user.headers, input);
      expect(response.statusCode, response.body).toBe(202);
      return response.json<Publication>();
    },

    async get(user: RegisteredUser, id: string): Promise<Publication> {
      const response = await call('GET', `/publications/${id}`, user.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Publication>();
    },

    /** Runs the publication's next step now, as its job would. */
    async runStep(id: string, stopping: AbortSignal = new AbortController().signal): Promise<void> {
      await ctx.services.publications.runJob(id, stopping);
    },
  };
}
