import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  channelCallbackQuery,
  channelIdParams,
  channelsResponse,
  channelsReturnPath,
  connectChannelResponse,
} from '@shared/contracts/publishing';
import type { RouteOptions } from '../../../app/services';
import { cookieOf, setServerCookie } from '../../../http/cookies';
import { currentUser } from '../../../http/plugins/auth-guard';

/**
 * This browser's key for consent screens (HttpOnly: no script reads it): the state of a consent
 * screen is good only in the browser that opened it, so a link to someone else's consent screen
 * connects nothing. Sent only to the channel routes; SameSite=Lax, so it comes back with Google's
 * redirect (a top-level navigation) and with nothing another site sends.
 */
const BROWSER_COOKIE = 'genesis_channels';
const COOKIE_PATH = '/api/channels/youtube';
const COOKIE_MAX_AGE_SECONDS = 10 * 60;

const browserKeyOf = (request: FastifyRequest) => cookieOf(request, BROWSER_COOKIE);

function setBrowserKey(request: FastifyRequest, reply: FastifyReply, key: string): void {
  setServerCookie(request, reply, { name: BROWSER_COOKIE, value: key, path: COOKIE_PATH, maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
}

/** The callback's limit per address: Google sends each browser back once per consent. */
const CALLBACK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
/** Consent screens one address may open per minute. */
const CONNECT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * /api/channels: the channels a creator connects to publish to (YouTube first). Signed in, each
 * channel its owner's (404 otherwise); the callback is where Google sends the browser back, so it
 * takes no bearer token and answers with a redirect to the studio, never with an error page.
 */
export async function channelRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const { channels } = services;

  app.get(
    '/channels',
    {
      ...signedIn,
      schema: {
        description:
          'The user’s connected channels (name, picture, `status`: `connected`, or `reconnect` when the platform no longer ' +
          'accepts the grant), oldest connection first, and whether the operator has set YouTube up (`youtubeConfigured`). ' +
          'Tokens never leave the server.',
        response: { 200: channelsResponse },
      },
    },
    async (request) => channels.list(currentUser(request).user.id),
  );

  app.post(
    '/channels/youtube/connect',
    {
      ...signedIn,
      config: { rateLimit: CONNECT_RATE_LIMIT },
      schema: {
        description:
          'Starts connecting a YouTube channel: answers with the URL of Google’s consent screen (authorization code with PKCE, ' +
          'offline access, the upload, YouTube and read-only scopes) for this browser to open. Its state is single use, bound to ' +
          'the user and to this browser (an HttpOnly cookie set here), and good for 10 minutes. Google then sends the browser to ' +
          '`GET /api/channels/youtube/callback`. 503 `YOUTUBE_NOT_CONFIGURED` when the operator has not set up a Google OAuth client.',
        response: { 200: connectChannelResponse },
      },
    },
    async (request, reply) => {
      const { url, browserKey } = await channels.connect(currentUser(request).user.id, {
        origin: request.publicOrigin,
        browserKey: browserKeyOf(request),
      });
      setBrowserKey(request, reply, browserKey);
      return { url };
    },
  );

  app.get(
    '/channels/youtube/callback',
    {
      config: { rateLimit: CALLBACK_RATE_LIMIT },
      schema: {
        description:
          'Where Google’s consent screen sends the browser back (the redirect URI to register for the OAuth client). The state is ' +
          'used up, the code exchanged and each channel of the grant kept with its tokens encrypted; then a 302 to ' +
          '`/app?channels=connected`, or to `/app?channels=error&reason=` `access_denied`, `invalid_state` (unknown, used, or ' +
          'from another browser), `expired_state`, `no_channel`, `missing_scope` (a permission unticked), `not_configured` or `provider_error`. Never a token in the address.',
        querystring: channelCallbackQuery,
      },
    },
    async (request, reply) => {
      const outcome = await channels.callback(request.query, browserKeyOf(request));
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(channelsReturnPath(outcome), 302);
    },
  );

  app.delete(
    '/channels/:id',
    {
      ...signedIn,
      schema: {
        description:
          'Disconnects a channel: its grant is revoked at the platform (a failed revoke is logged and the channel deleted all the ' +
          'same), then the channel and its tokens are deleted. 404 `CHANNEL_NOT_FOUND` for a channel that is not the user’s.',
        params: channelIdParams,
      },
    },
    async (request, reply) => {
      await channels.disconnect(currentUser(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
