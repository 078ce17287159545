import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  webhookMessages,
  webhookTestEvent,
  type CreatedWebhook,
  type InstanceWebhookEventName,
  type UserWebhookEventName,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventName,
  type WebhookTestData,
  type WebhookTestResponse,
} from '@shared/contracts/webhooks';
import type { Clock } from '../../app/deps';
import type { Config } from '../../config/config';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import { parseHost } from '../../http/request-origin';
import { conflict, notFound } from '../../http/http-error';
import type { JobQueue } from '../../providers/jobs/job-queue';
import { mailLocale, mailMessage, mailText, type MailTextKey } from '../../providers/mail/mail-texts';
import type { Mailer } from '../../providers/mail/mailer';
import type { SettingsCipher } from '../ai-engines';
import { checkWebhookAddress, webhookDispatcher, type WebhookDnsOptions } from './address-check';
import { DELIVERY_TIMEOUT_MS, sendDelivery } from './sender';
import type { WebhookOwner, WebhookRepository } from './repository';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/**
 * The wait after each failed try: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h — the Standard Webhooks
 * (Svix) schedule, seven tries in all, so a delivery gives up about 17.6 hours after its event.
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a try holds its delivery: longer than a try can take. */
const LEASE_MS = 6 * DELIVERY_TIMEOUT_MS;
/** Deliveries one instance sends at once (they wait on the network, not the processor). */
const WORKERS = 4;
/** How often every instance looks for deliveries due whose job was lost, and forgets old ones. */
const SWEEP_MS = 60_000;
/** A retry's own job comes when it is due; the sweep sends one only for a delivery overdue by this. */
const SWEEP_GRACE_MS = 30_000;
const SWEEP_BATCH = 200;
/** Ended deliveries are kept this long. */
const KEPT_DAYS = 30;

/**
 * A path of the studio's (a `/files/…` address) in an event's data: delivered as an absolute URL
 * under the studio's public origin, as a receiver on another server cannot resolve a path.
 */
class StudioLink {
  constructor(readonly path: string) {}
}

/** Marks a studio path in an event's data (see StudioLink); no path stays null. */
export const studioLink = (path: string | null | undefined): StudioLink | null => (path ? new StudioLink(path) : null);

/**
 * Where a payload's links point: PUBLIC_URL as every generated link (public-origin.ts), else the
 * address the server listens on, as no request says which host a job's event is for.
 */
export function studioOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  // A wildcard bind names no host: this machine's, as serve.ts shows at start-up.
  const bound = parseHost(config.host)?.name ?? 'localhost';
  return `http://${bound === '0.0.0.0' || bound === '[::]' ? 'localhost' : bound}:${config.port}`;
}

/**
 * An event of a user's (to their endpoints) or of the instance (to the administrators'). Data holds
 * ids and what a receiver needs, never a secret; the studio's paths in it are studioLink's.
 */
export type WebhookEvent =
  | { type: UserWebhookEventName; userId: string; data: Record<string, unknown> }
  | { type: InstanceWebhookEventName; data: Record<string, unknown> };

/** What a feature with news hands it to: never throws, never makes the caller wait. */
export interface WebhookEvents {
  emit(event: WebhookEvent): void;
}

export const WEBHOOK_PAUSED_SUBJECT = mailText('en', 'webhookPaused.subject');

const iso = (date: Date | null) => date?.toISOString() ?? null;

const endpointView = (row: WebhookEndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  events: row.events,
  status: row.status,
  consecutiveFailures: row.consecutiveFailures,
  pausedAt: iso(row.pausedAt),
  createdAt: row.createdAt.toISOString(),
});

const deliveryView = (row: WebhookDeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  messageId: row.messageId,
  event: row.event,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
});

/** Standard Webhooks: `whsec_` and 24 to 64 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const endpointMissing = () => notFound(webhookMessages.notFound, 'WEBHOOK_NOT_FOUND');
const tooMany = () => conflict(webhookMessages.tooMany, 'WEBHOOK_LIMIT');

/**
 * Outgoing webhooks: endpoints a user adds for their own events, or an administrator for the
 * instance's; each event recorded as a delivery per endpoint and sent by the job queue, signed,
 * retried on RETRY_DELAYS_MS, and an endpoint that keeps failing paused and its owner told.
 */
export function createWebhookService(deps: {
  webhooks: WebhookRepository;
  jobs: JobQueue;
  cipher: SettingsCipher;
  mail: Mailer;
  clock: Clock;
  log: Logger;
  config: Pick<Config, 'webhooksAllowPrivate' | 'publicUrl' | 'adminEmails' | 'host' | 'port'>;
  /** The DNS servers the address check at saving asks: the system's unless a test names its own. */
  dns?: WebhookDnsOptions;
}) {
  const { webhooks, jobs, cipher, clock, log, config } = deps;
  const allowPrivate = config.webhooksAllowPrivate;
  const origin = studioOrigin(config);
  const dispatcher = webhookDispatcher({ allowPrivate, connectTimeoutMs: DELIVERY_TIMEOUT_MS });
  /** Events being recorded: close waits for them, so none writes to a closed database. */
  const recording = new Set<Promise<void>>();
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;

  const sendJob = (deliveryId: string, afterMs = 0) =>
    jobs.send(WEBHOOK_QUEUE, { deliveryId }, afterMs > 0 ? { afterSeconds: Math.ceil(afterMs / 1000) } : {});

  /** The event as delivered, its studio links made absolute (JSON as jsonb keeps it). */
  const payloadOf = (type: WebhookEventName, data: Record<string, unknown>, now: Date) => ({
    type,
    timestamp: now.toISOString(),
    data: JSON.parse(
      JSON.stringify(data, (_key, value: unknown) => (value instanceof StudioLink ? `${origin}${value.path}` : value)),
    ) as unknown,
  });

  /** One delivery of the payload per endpoint, each sent by a job: real events and test events alike. */
  async function queue(endpointIds: string[], type: WebhookEventName, data: Record<string, unknown>): Promise<WebhookDeliveryRow[]> {
    const now = clock.now();
    const payload = payloadOf(type, data, now);
    const rows = await webhooks.insertDeliveries(
      endpointIds.map((endpointId) => ({
        endpointId,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        event: type,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    // A job lost here is sent by the sweep: the rows are the truth.
    for (const row of rows) await sendJob(row.id);
    return rows;
  }

  async function record(event: WebhookEvent): Promise<void> {
    const owner: WebhookOwner = 'userId' in event ? { kind: 'user', userId: event.userId } : { kind: 'instance' };
    const endpointIds = (await webhooks.subscribers(owner, event.type)).map((endpoint) => endpoint.id);
    if (endpointIds.length > 0) await queue(endpointIds, event.type, event.data);
  }

  /**
   * The owner is told once, when the endpoint is paused: its user, or every administrator for an
   * instance endpoint, each in their account's language. The studio's own words and at most one link
   * to it: never the endpoint's address, which its owner typed (mail-relay.test.ts).
   */
  async function tellPaused(endpoint: WebhookEndpointRow): Promise<void> {
    const page: { path: string; withLink: MailTextKey; withoutLink: MailTextKey } = endpoint.userId
      ? { path: '/account#webhooks', withLink: 'webhookPaused.inAccount', withoutLink: 'webhookPaused.inAccountPage' }
      : { path: '/admin?section=webhooks', withLink: 'webhookPaused.inConsole', withoutLink: 'webhookPaused.inConsolePage' };
    const link = config.publicUrl ? new URL(page.path, config.publicUrl).href : null;
    for (const { email: to, locale } of await webhooks.ownerAddresses(endpoint, config.adminEmails)) {
      const language = mailLocale(locale);
      const where = link ? mailText(language, page.withLink, { link }) : mailText(language, page.withoutLink);
      await deps.mail
        .send({ to, ...mailMessage(language, 'webhookPaused', { failures: WEBHOOK_PAUSE_AFTER_FAILURES, where }) })
        .catch((err: unknown) => log.warn({ err, endpointId: endpoint.id }, 'the mail about a paused webhook endpoint was not sent'));
    }
  }

  /** One try of a delivery (a job): claimed if due, sent, and settled: done, due again later, or given up. */
  async function deliver(deliveryId: string, signal?: AbortSignal): Promise<void> {
    // Closed (the app stops before its job queue): the delivery waits for the next instance.
    if (closed) return;
    const now = clock.now();
    const claimed = await webhooks.claim(deliveryId, now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) return;
    const { delivery, endpoint } = claimed;
    const outcome =
      delivery.attempts > MAX_ATTEMPTS
        ? // Taken more often than it may be tried: its earlier tries' instances died.
          { ok: false, status: null, body: null, error: 'Given up: the tries were interrupted.' }
        : await sendDelivery({
            url: endpoint.url,
            secret: cipher.decrypt(endpoint.secretCiphertext),
            messageId: delivery.messageId,
            body: JSON.stringify(delivery.payload),
            dispatcher,
            ...(signal ? { signal } : {}),
          });
    // This instance is stopping: the try is left to run again once its hold runs out (the sweep).
    if (signal?.aborted) return;
    const at = clock.now();
    const answer = { responseStatus: outcome.status, responseBody: outcome.body, error: outcome.error, lastAttemptAt: at };
    if (outcome.ok) {
      if (await webhooks.settle(delivery.id, delivery.attempts, { ...answer, status: 'succeeded', nextAttemptAt: null })) {
        await webhooks.countSuccess(endpoint.id, at);
      }
      return;
    }
    const wait = RETRY_DELAYS_MS[delivery.attempts - 1];
    if (wait !== undefined && delivery.attempts < MAX_ATTEMPTS) {
      const settled = await webhooks.settle(delivery.id, delivery.attempts, { ...answer, nextAttemptAt: new Date(at.getTime() + wait) });
      // A second late rather than early: a job that comes before the row is due does nothing (the sweep would send it again).
      if (settled) await sendJob(delivery.id, wait + 1000);
      return;
    }
    if (!(await webhooks.settle(delivery.id, delivery.attempts, { ...answer, status: 'failed', nextAttemptAt: null }))) return;
    const counted = await webhooks.countFailure(endpoint.id, at, WEBHOOK_PAUSE_AFTER_FAILURES);
    if (counted?.paused) {
      log.warn({ endpointId: endpoint.id, userId: endpoint.userId }, 'a webhook endpoint was paused after its deliveries kept failing');
      await tellPaused(counted.endpoint);
    }
  }

  /** Sends a job for every delivery overdue (a lost job, a restart) and forgets ended deliveries past KEPT_DAYS. */
  async function sweep(): Promise<void> {
    const now = clock.now();
    for (const id of await webhooks.due(new Date(now.getTime() - SWEEP_GRACE_MS), SWEEP_BATCH)) await sendJob(id);
    await webhooks.prune(new Date(now.getTime() - KEPT_DAYS * 86_400_000));
  }

  async function endpointOf(owner: WebhookOwner, id: string): Promise<WebhookEndpointRow> {
    const row = await webhooks.find(owner, id);
    if (!row) throw endpointMissing();
    return row;
  }

  return {
    async list(owner: WebhookOwner): Promise<{ endpoints: WebhookEndpointView[] }> {
      return { endpoints: (await webhooks.list(owner)).map(endpointView) };
    },

    /**
     * A new endpoint: at most WEBHOOK_ENDPOINTS_MAX per owner (409), its address checked (https,
     * public, unless the operator allows private ones). The answer is the only place its secret appears.
     */
    async create(owner: WebhookOwner, createdBy: string, input: { url: string; events: WebhookEventName[] }): Promise<CreatedWebhook> {
      // The cap first: an owner at it costs one count, no DNS query. The insert counts again under a lock.
      if ((await webhooks.count(owner)) >= WEBHOOK_ENDPOINTS_MAX) throw tooMany();
      await checkWebhookAddress(input.url, allowPrivate, deps.dns);
      const secret = newSecret();
      const now = clock.now();
      const row = await webhooks.insert(
        {
          userId: owner.kind === 'user' ? owner.userId : null,
          createdBy,
          url: input.url,
          events: input.events,
          secretCiphertext: cipher.encrypt(secret),
          status: 'active',
          createdAt: now,
          updatedAt: now,
        },
        WEBHOOK_ENDPOINTS_MAX,
      );
      if (row === 'too-many') throw tooMany();
      log.info({ endpointId: row.id, userId: row.userId, events: row.events }, 'a webhook endpoint was added');
      return { ...endpointView(row), secret };
    },

    async remove(owner: WebhookOwner, id: string): Promise<void> {
      if (!(await webhooks.remove(owner, id))) throw endpointMissing();
    },

    /** Active again: the deliveries that waited while it was paused go out now. */
    async resume(owner: WebhookOwner, id: string): Promise<WebhookEndpointView> {
      const row = await webhooks.resume(owner, id, clock.now());
      if (!row) throw endpointMissing();
      for (const deliveryId of await webhooks.due(clock.now(), SWEEP_BATCH, row.id)) await sendJob(deliveryId);
      return endpointView(row);
    },

    /**
     * A new signing secret, answered this once. Every try from now on is signed with it, retries of
     * earlier events included: the old secret signs nothing more.
     */
    async rotateSecret(owner: WebhookOwner, id: string): Promise<CreatedWebhook> {
      const secret = newSecret();
      const row = await webhooks.rotateSecret(owner, id, cipher.encrypt(secret), clock.now());
      if (!row) throw endpointMissing();
      log.info({ endpointId: row.id, userId: row.userId }, "a webhook endpoint's secret was rotated");
      return { ...endpointView(row), secret };
    },

    /**
     * Queues a `webhook.test` delivery to the endpoint, sent, signed and retried as any event's (its
     * address checked where every delivery connects). A paused endpoint sends nothing (409).
     */
    async sendTest(owner: WebhookOwner, id: string): Promise<WebhookTestResponse> {
      const endpoint = await endpointOf(owner, id);
      if (endpoint.status === 'paused') throw conflict(webhookMessages.testWhilePaused, 'WEBHOOK_PAUSED');
      const data: WebhookTestData = { endpointId: endpoint.id, message: webhookMessages.testMessage };
      const [row] = await queue([endpoint.id], webhookTestEvent, data);
      if (!row) throw new Error('the test delivery insert returned no row');
      return { delivery: deliveryView(row) };
    },

    async deliveries(owner: WebhookOwner, id: string): Promise<{ deliveries: WebhookDeliveryView[] }> {
      await endpointOf(owner, id);
      return { deliveries: (await webhooks.deliveries(owner, id, WEBHOOK_DELIVERIES_LISTED)).map(deliveryView) };
    },

    /** Records the event for every endpoint that takes it and queues their deliveries; a failure is only logged. */
    emit(event: WebhookEvent): void {
      const work = record(event).catch((err: unknown) => log.warn({ err, event: event.type }, 'a webhook event was not recorded'));
      recording.add(work);
      void work.finally(() => recording.delete(work));
    },

    /** Resolves once every event emitted so far is recorded (tests, and the close). */
    async settled(): Promise<void> {
      while (recording.size > 0) await Promise.all(recording);
    },

    deliver,
    sweep,

    /** Starts this instance's delivery workers and the sweep. */
    async start(): Promise<void> {
      await jobs.work<{ deliveryId: string }>(WEBHOOK_QUEUE, WORKERS, (job) => deliver(job.data.deliveryId, job.signal));
      await sweep();
      sweeper = setInterval(() => void sweep().catch((err: unknown) => log.warn({ err }, 'webhook sweep failed')), SWEEP_MS);
      sweeper.unref();
    },

    /** Stops sweeping and waits for events being recorded; the job queue's stop ends tries under way. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweeper);
      await this.settled();
      await dispatcher.close();
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
