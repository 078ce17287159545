import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInstanceWebhookInput,
  createWebhookInput,
  createdWebhook,
  WEBHOOK_CREATES_PER_MINUTE,
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_TESTS_PER_MINUTE,
  webhookDeliveriesResponse,
  webhookTestEvent,
  webhookTestResponse,
  webhookEndpointView,
  webhookEndpointsResponse,
  webhookIdParams,
  userWebhookEvents,
  instanceWebhookEvents,
} from '@shared/contracts/webhooks';
import type { RouteOptions } from '../../app/services';
import { rateLimited } from '../../http/http-error';
import { currentUser } from '../../http/plugins/auth-guard';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import type { WebhookOwner } from './repository';

const signing =
  'Each delivery is a POST of `{ type, timestamp, data }` signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, ' +
  '`webhook-signature`: HMAC-SHA256 with the endpoint’s `whsec_…` secret); any 2xx answer is a success. A failed try is ' +
  'retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h; redirects are not followed; each try has 10 s. ' +
  `After ${WEBHOOK_PAUSE_AFTER_FAILURES} deliveries in a row fail every try, the endpoint is paused and its owner is mailed.`;
const address =
  'The address must be https and public (not loopback, private, link-local, CGNAT or unique-local) unless the operator set ' +
  '`WEBHOOKS_ALLOW_PRIVATE=true`: 400 `WEBHOOK_URL_INSECURE`, or `WEBHOOK_URL_REFUSED` for a host that is private or cannot be found alike.';

/**
 * The routes of one kind of endpoint: a user's own (/api/webhooks) or the instance's
 * (/api/admin/webhooks). Only translation: the use cases are the webhook service's.
 */
function endpointRoutes(
  fastify: FastifyInstance,
  { services, deps }: RouteOptions,
  kind: {
    guard: 'authenticate' | 'authenticateAdministrator';
    owner: (request: FastifyRequest) => WebhookOwner;
    whose: string;
    create: typeof createWebhookInput | typeof createInstanceWebhookInput;
    events: readonly string[];
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app[kind.guard] };
  const { webhooks } = services;
  const notFound = '404 `WEBHOOK_NOT_FOUND` for an endpoint that is not ' + kind.whose + '.';

  /**
   * Each addition may ask DNS, each test event makes this server call an address the user chose: a
   * script can do neither without end. Counted per user, whichever route (theirs or the console's).
   */
  async function countPerMinute(what: 'webhook-creates' | 'webhook-tests', userId: string, max: number) {
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(`${what}:${userId}`, 60_000), null);
    if (hit && hit.count > max) throw rateLimited(hit.resetInMs);
  }

  app.get(
    '/webhooks',
    {
      ...guarded,
      schema: {
        description: `${kind.whose[0]!.toUpperCase()}${kind.whose.slice(1)} webhook endpoints, newest first, with their status (\`paused\` after failures). The secrets are never shown again.`,
        response: { 200: webhookEndpointsResponse },
      },
    },
    (request) => webhooks.list(kind.owner(request)),
  );

  app.post(
    '/webhooks',
    {
      ...guarded,
      schema: {
        description:
          `Adds an endpoint for ${kind.whose} events (${kind.events.map((event) => `\`${event}\``).join(', ')}). 201 with \`secret\` ` +
          `(\`whsec_…\`): the only time it is shown. ${address} 409 \`WEBHOOK_LIMIT\` past ${WEBHOOK_ENDPOINTS_MAX} endpoints; ` +
          `429 \`RATE_LIMITED\` past ${WEBHOOK_CREATES_PER_MINUTE} additions a minute by one user. ${signing}`,
        body: kind.create,
        response: { 201: createdWebhook },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).user.id;
      await countPerMinute('webhook-creates', userId, WEBHOOK_CREATES_PER_MINUTE);
      return reply.status(201).send(await webhooks.create(kind.owner(request), userId, request.body));
    },
  );

  app.delete(
    '/webhooks/:id',
    { ...guarded, schema: { description: `Deletes the endpoint and its deliveries. ${notFound}`, params: webhookIdParams } },
    async (request, reply) => {
      await webhooks.remove(kind.owner(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      ...guarded,
      schema: {
        description:
          `The endpoint’s ${WEBHOOK_DELIVERIES_LISTED} newest deliveries: event, payload, status (\`pending\`, \`succeeded\`, \`failed\`), ` +
          `tries, and the latest try’s answer (status code and the start of its body) or why it had none. ${notFound}`,
        params: webhookIdParams,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    (request) => webhooks.deliveries(kind.owner(request), request.params.id),
  );

  app.post(
    '/webhooks/:id/resume',
    {
      ...guarded,
      schema: {
        description: `Makes a paused endpoint active again (its count of failures cleared); deliveries that waited go out now. ${notFound}`,
        params: webhookIdParams,
        response: { 200: webhookEndpointView },
      },
    },
    (request) => webhooks.resume(kind.owner(request), request.params.id),
  );

  app.post(
    '/webhooks/:id/test',
    {
      ...guarded,
      schema: {
        description:
          `Queues a \`${webhookTestEvent}\` delivery to the endpoint: \`{ type: "${webhookTestEvent}", timestamp, data: { endpointId, message } }\`, ` +
          'sent, signed and retried as every event is (its address checked where it connects), and listed with its deliveries. ' +
          `202 with the delivery. 409 \`WEBHOOK_PAUSED\` for a paused endpoint (resume it first); 429 \`RATE_LIMITED\` past ` +
          `${WEBHOOK_TESTS_PER_MINUTE} test events a minute by one user. ${notFound}`,
        params: webhookIdParams,
        response: { 202: webhookTestResponse },
      },
    },
    async (request, reply) => {
      await countPerMinute('webhook-tests', currentUser(request).user.id, WEBHOOK_TESTS_PER_MINUTE);
      return reply.status(202).send(await webhooks.sendTest(kind.owner(request), request.params.id));
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      ...guarded,
      schema: {
        description:
          'A new signing secret for the endpoint, in `secret`: the only time it is shown. Every try from now on is signed with it, ' +
          `retries of earlier events included; the old one signs nothing more. ${notFound}`,
        params: webhookIdParams,
        response: { 200: createdWebhook },
      },
    },
    (request) => webhooks.rotateSecret(kind.owner(request), request.params.id),
  );
}

/** /api/webhooks: the signed-in user's endpoints for their own events. A personal API token is refused (scope-policy.ts). */
export async function webhookRoutes(fastify: FastifyInstance, options: RouteOptions) {
  endpointRoutes(fastify, options, {
    guard: 'authenticate',
    owner: (request) => ({ kind: 'user', userId: currentUser(request).user.id }),
    whose: 'the user’s',
    create: createWebhookInput,
    events: userWebhookEvents,
  });
}

/** /api/admin/webhooks: the instance's endpoints (new users, payments, refunds). Anyone but an administrator gets the unknown-route 404. */
export async function instanceWebhookRoutes(fastify: FastifyInstance, options: RouteOptions) {
  endpointRoutes(fastify, options, {
    guard: 'authenticateAdministrator',
    owner: () => ({ kind: 'instance' }),
    whose: 'the instance’s',
    create: createInstanceWebhookInput,
    events: instanceWebhookEvents,
  });
}
