import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedResponse,
  calendarFeedStatus,
  calendarFileParams,
  createPublicationInput,
  publication,
  publicationIdParams,
  publicationsQuery,
  publicationsResponse,
  publishingQuota,
  publishingQuotaQuery,
  reschedulePublicationInput,
} from '@shared/contracts/publishing';
import { projectIdParams } from '@shared/contracts/projects';
import type { RouteOptions } from '../../../app/services';
import { currentUser } from '../../../http/plugins/auth-guard';

/** A calendar app asks for its feed every few minutes at most; a guesser gets no further. */
const FEED_FILE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Looks at the platform on the owner's asking (each costs quota). */
const REFRESH_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * Publications (a project's video sent to a channel, now or at a set time), the calendar of them,
 * and the user's calendar feed. Signed in, each publication its owner's (404 otherwise); the feed's
 * file is reached by its secret address alone.
 */
export async function publicationRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const { publications, calendarFeed } = services;

  app.post(
    '/projects/:id/publications',
    {
      ...signedIn,
      schema: {
        description:
          'Publishes a finished render of the project to one of the user’s channels (202 with the publication, `uploading`): ' +
          'as a job, with YouTube’s resumable upload (resumed from the confirmed byte after a cut or a restart), then the ' +
          'chosen thumbnail and the voiceover’s captions when asked. With `publishAt` the video goes up private and YouTube ' +
          'makes it public then (`privacy` must be `public`). 404 `CHANNEL_NOT_FOUND` or `RENDER_NOT_FOUND`, 409 ' +
          '`CHANNEL_RECONNECT`, 400 `PUBLISH_AT_PAST`, 503 `YOUTUBE_NOT_CONFIGURED`, 429 `TOO_MANY_PUBLICATIONS` when 5 of the ' +
          'user’s uploads are under way.',
        params: projectIdParams,
        body: createPublicationInput,
        response: { 202: publication },
      },
    },
    async (request, reply) => reply.status(202).send(await publications.create(currentUser(request).user, request.params.id, request.body)),
  );

  app.get(
    '/projects/:id/publications',
    {
      ...signedIn,
      schema: {
        description: 'The project’s publications, newest first.',
        params: projectIdParams,
        response: { 200: publicationsResponse },
      },
    },
    async (request) => ({ publications: await publications.ofProject(currentUser(request).user.id, request.params.id) }),
  );

  app.get(
    '/publications',
    {
      ...signedIn,
      schema: {
        description:
          'The user’s publications whose calendar time (`calendarAt`: the publish time, else when it went out, else when it ' +
          'was asked for) is in [`from`, `to`), across projects and platforms, each with its `status` (`scheduled`, ' +
          '`uploading`, `processing`, `published`, `failed`, `canceled`), `progress`, `error`, `videoId` and `url`. At most 400 days at once.',
        querystring: publicationsQuery,
        response: { 200: publicationsResponse },
      },
    },
    async (request) => ({
      publications: await publications.inRange(currentUser(request).user.id, new Date(request.query.from), new Date(request.query.to)),
    }),
  );

  app.get(
    '/publications/quota',
    {
      ...signedIn,
      schema: {
        description:
          'YouTube’s daily quota as the studio counts it: what a publication’s calls cost, the units its publications spent ' +
          'today (the Pacific day, every user’s: the Google project’s quota is shared) and how many uploads are left. ' +
          '404 `CHANNEL_NOT_FOUND` for a channel that is not the user’s; 503 `YOUTUBE_NOT_CONFIGURED`.',
        querystring: publishingQuotaQuery,
        response: { 200: publishingQuota },
      },
    },
    async (request) => publications.quota(currentUser(request).user.id, request.query.channelId),
  );

  app.get(
    '/publications/:id',
    {
      ...signedIn,
      schema: { description: 'One publication.', params: publicationIdParams, response: { 200: publication } },
    },
    async (request) => publications.get(currentUser(request).user.id, request.params.id),
  );

  app.patch(
    '/publications/:id',
    {
      ...signedIn,
      schema: {
        description:
          'Reschedules a publication that has a publish time and is not out yet: sent to YouTube at once when the video is ' +
          'there, else with the upload. 409 `PUBLICATION_NOT_SCHEDULED` (published at once, without a time) or ' +
          '`PUBLICATION_NOT_RESCHEDULABLE` (out, failed or canceled); 400 `PUBLISH_AT_PAST`.',
        params: publicationIdParams,
        body: reschedulePublicationInput,
        response: { 200: publication },
      },
    },
    async (request) => publications.reschedule(currentUser(request).user.id, request.params.id, request.body.publishAt),
  );

  app.delete(
    '/publications/:id',
    {
      ...signedIn,
      schema: {
        description:
          'Cancels a publication while its upload is under way (the platform does not have the whole video yet): 200 with it, ' +
          '`canceled`. 409 `PUBLICATION_NOT_CANCELABLE` after that (change or delete the video in YouTube Studio).',
        params: publicationIdParams,
        response: { 200: publication },
      },
    },
    async (request) => publications.cancel(currentUser(request).user.id, request.params.id),
  );

  app.post(
    '/publications/:id/refresh',
    {
      ...signedIn,
      config: { rateLimit: REFRESH_RATE_LIMIT },
      schema: {
        description:
          'Looks at the video on YouTube again now (the calendar asks when it opens a publication); at most once in 10 ' +
          'seconds a publication, and only for one on the platform that is not out yet. Answers with the publication as it is.',
        params: publicationIdParams,
        response: { 200: publication },
      },
    },
    async (request) => publications.refresh(currentUser(request).user.id, request.params.id),
  );

  app.get(
    '/calendar/feed',
    {
      ...signedIn,
      schema: {
        description: 'Whether the user has a calendar feed (its address is shown only when it is made).',
        response: { 200: calendarFeedStatus },
      },
    },
    async (request) => calendarFeed.status(currentUser(request).user.id),
  );

  app.post(
    '/calendar/feed',
    {
      ...signedIn,
      schema: {
        description:
          'Makes the secret address of the user’s calendar feed (an ICS file for Google Calendar, Apple Calendar or Outlook to ' +
          'subscribe to), shown once; the previous address stops working.',
        response: { 200: calendarFeedResponse },
      },
    },
    async (request) => calendarFeed.create(currentUser(request).user.id, request.publicOrigin),
  );

  app.delete(
    '/calendar/feed',
    { ...signedIn, schema: { description: 'Stops the calendar feed: its address answers 404 from now on.' } },
    async (request, reply) => {
      await calendarFeed.revoke(currentUser(request).user.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { rateLimit: FEED_FILE_RATE_LIMIT },
      schema: {
        description: 'The calendar feed (text/calendar) at its secret address `{token}.ics`; 404 `CALENDAR_NOT_FOUND` for any other.',
        params: calendarFileParams,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(await calendarFeed.file(request.params.file, request.publicOrigin)),
  );
}
