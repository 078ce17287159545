import { z } from 'zod';

/**
 * Outgoing webhooks: a user's endpoints receive their own events, the instance's (added by an
 * administrator) receive the instance's. Each delivery is signed the Standard Webhooks way.
 */

/** Events a user's endpoint may subscribe to. */
export const userWebhookEvents = [
  'render.finished',
  'render.failed',
  'narration.ready',
  'shorts.ready',
  'publication.published',
  'publication.failed',
] as const;
/** Events only an instance endpoint may subscribe to. */
export const instanceWebhookEvents = ['user.created', 'payment.succeeded', 'payment.refunded'] as const;
/**
 * What "Send test event" delivers (POST …/webhooks/{id}/test): never subscribed to, sent only when
 * asked, to the one endpoint. Its data is `WebhookTestData`.
 */
export const webhookTestEvent = 'webhook.test';
/** Every event a delivery may carry. */
export const webhookEvents = [...userWebhookEvents, ...instanceWebhookEvents, webhookTestEvent] as const;
export type WebhookEventName = (typeof webhookEvents)[number];

export const webhookEndpointStatuses = ['active', 'paused'] as const;
export type WebhookEndpointStatus = (typeof webhookEndpointStatuses)[number];

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Endpoints one user may have, and the instance's own (each a job per event: a cap keeps one event cheap). */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Endpoints one user may add a minute: each addition may ask DNS, and add-delete loops are cheap to script. */
export const WEBHOOK_CREATES_PER_MINUTE = 10;
/** Test events one user may send a minute: each is a request from this server to an address they chose. */
export const WEBHOOK_TESTS_PER_MINUTE = 5;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/**
 * Deliveries in a row that gave up (each after every retry, about 17 hours) before the endpoint is
 * paused: five lost events over a day or more is an endpoint that is gone, not one that blinked.
 */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 5;
/** How many of an endpoint's newest deliveries its list shows. */
export const WEBHOOK_DELIVERIES_LISTED = 50;

/** The address as a URL, or null (URL.parse is newer than Node 20). */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const isUserEvent = (event: unknown) => (userWebhookEvents as readonly unknown[]).includes(event);
const isInstanceEvent = (event: unknown) => (instanceWebhookEvents as readonly unknown[]).includes(event);

/** What users and administrators read about webhooks. */
export const webhookMessages = {
  urlRequired: 'Enter the address that receives the events.',
  urlTooLong: `Keep the address to ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlInvalid: 'Enter a full http:// or https:// address.',
  urlCredentials: 'Leave the user name and password out of the address: each delivery is signed instead.',
  urlInsecure: 'Use an https:// address: events leave this server with your data in them.',
  /**
   * One answer for a host that is private, local, or not found: telling them apart would let a
   * user probe what the server's own DNS knows. Never names the address.
   */
  urlRefused: 'This address cannot receive webhooks: use a public https address.',
  /** A delivery's error when the address connected to was not public; never the address itself. */
  deliveryRefused: 'Not sent: this address cannot receive webhooks (it is not a public address).',
  eventsRequired: 'Choose at least one event.',
  eventsRepeated: 'Name each event once.',
  unknownEvent: (event: string) => `'${event}' is not an event this studio sends.`,
  instanceEventOnUser: (event: string) =>
    `'${event}' is an event of the whole studio: only an administrator can add an endpoint for it, in the operator console.`,
  userEventOnInstance: (event: string) => `'${event}' is a user's event: each user adds endpoints for their own in their account.`,
  tooMany: `You have ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints, the most you can have. Delete one you no longer use first.`,
  notFound: 'Webhook endpoint not found',
  testWhilePaused: 'This endpoint is paused: resume it to send a test event.',
  testMessage: 'A test event from Genesis Studio: this endpoint receives and can verify its deliveries.',
} as const;

/** The events an endpoint subscribes to: each known, named once, and of its owner's kind (a user's own, or the instance's). */
const eventsOf = (kind: 'user' | 'instance') =>
  z
    .array(
      z.string().refine((event) => (kind === 'user' ? isUserEvent(event) : isInstanceEvent(event)), {
        error: (issue) => {
          const event = String(issue.input);
          if (kind === 'user' && isInstanceEvent(event)) return webhookMessages.instanceEventOnUser(event);
          if (kind === 'instance' && isUserEvent(event)) return webhookMessages.userEventOnInstance(event);
          return webhookMessages.unknownEvent(event.slice(0, 60));
        },
      }),
      { error: webhookMessages.eventsRequired },
    )
    .min(1, webhookMessages.eventsRequired)
    .refine((events) => new Set(events).size === events.length, webhookMessages.eventsRepeated)
    .transform((events) => events as WebhookEventName[]);

/** An http(s) address without credentials; whether https is needed and the host is public is the server's to say. */
const webhookUrl = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, webhookMessages.urlTooLong)
  .refine((text) => {
    const url = parseUrl(text);
    return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  }, webhookMessages.urlInvalid)
  .refine((text) => {
    const url = parseUrl(text);
    return !url || (url.username === '' && url.password === '');
  }, webhookMessages.urlCredentials);

/** POST /api/webhooks: a user's endpoint for their own events. */
export const createWebhookInput = z.strictObject({ url: webhookUrl, events: eventsOf('user') });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** POST /api/admin/webhooks: an endpoint for the instance's events. */
export const createInstanceWebhookInput = z.strictObject({ url: webhookUrl, events: eventsOf('instance') });
export type CreateInstanceWebhookInput = z.infer<typeof createInstanceWebhookInput>;

/** An endpoint as its owner sees it; the secret never again. Times are ISO 8601. */
export const webhookEndpointView = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  status: z.enum(webhookEndpointStatuses),
  /** Deliveries in a row that gave up; paused at WEBHOOK_PAUSE_AFTER_FAILURES. */
  consecutiveFailures: z.number().int(),
  pausedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

/** The answer to a creation or a rotation: the only time that signing secret (`whsec_…`, Standard Webhooks) is shown. */
export const createdWebhook = webhookEndpointView.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookEndpointsResponse = z.object({ endpoints: z.array(webhookEndpointView) });
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponse>;

/** One event sent (or being sent) to an endpoint, with the answer of its latest try. */
export const webhookDeliveryView = z.object({
  id: z.uuid(),
  /** The `webhook-id` header, the same on every retry (receivers deduplicate on it). */
  messageId: z.string(),
  event: z.enum(webhookEvents),
  payload: z.unknown(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The start of the answer's body. */
  responseBody: z.string().nullable(),
  /** Why the latest try failed, when it did without an answer (or with a redirect). */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookDeliveriesResponse = z.object({ deliveries: z.array(webhookDeliveryView) });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponse>;

/** The data of a `webhook.test` delivery: which endpoint it was sent to, and a line saying what it is. */
export const webhookTestData = z.object({ endpointId: z.uuid(), message: z.string() });
export type WebhookTestData = z.infer<typeof webhookTestData>;

/** The answer to POST …/webhooks/{id}/test: the delivery queued, as its endpoint's deliveries list it. */
export const webhookTestResponse = z.object({ delivery: webhookDeliveryView });
export type WebhookTestResponse = z.infer<typeof webhookTestResponse>;

export const webhookIdParams = z.object({ id: z.uuid(webhookMessages.notFound) });

export type UserWebhookEventName = (typeof userWebhookEvents)[number];
export type InstanceWebhookEventName = (typeof instanceWebhookEvents)[number];
