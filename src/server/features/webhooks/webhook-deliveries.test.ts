import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Narration } from '@shared/contracts/narrations';
import type { Render } from '@shared/contracts/renders';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  webhookMessages,
  type CreatedWebhook,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookTestResponse,
} from '@shared/contracts/webhooks';
import { mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { capturedLog } from '../../test/captured-log';
import {
  freshHeaders,
  payThroughLocalCheckout,
  refundPayment,
  registerAdministrator,
  registerUser,
  subscribeUser,
  type RegisteredUser,
} from '../../test/factories';
import { narrationApi, spokenSentences } from '../../test/narrations-api';
import { flatPictures, rendersApi } from '../../test/renders-api';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { ANSWER_CHARACTERS_KEPT } from './sender';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, WEBHOOK_PAUSED_SUBJECT } from './service';

/**
 * Deliveries, through the job queue to a receiver on loopback: signed, retried on the schedule
 * (the test clock stands for the waits: a retry is due when the clock says so, and the sweep sends
 * it), a failing endpoint paused once with its owner mailed, and private addresses refused. Runs on
 * both databases: tries and failures are counted by concurrent workers.
 */

const ADMIN_EMAIL = 'deliveries-admin@example.com';
/** The studio's public address: every link in a payload is under it. */
const PUBLIC_URL = 'https://studio.example.test';
const WAIT_MS = 30_000;

/** Polls until `done` holds for what `read` answers. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function deliveriesOf(ctx: TestContext, user: RegisteredUser, endpointId: string, prefix = '/api') {
  return async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${prefix}/webhooks/${endpointId}/deliveries`, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ deliveries: WebhookDeliveryView[] }>().deliveries;
  };
}

/** Verifies a received request the way a receiver would: the Standard Webhooks library, with the endpoint's secret. */
const verified = (secret: string, received: WebhookReceiver['received'][number]) =>
  new Webhook(secret).verify(received.body, received.headers as Record<string, string>);

describe('webhook deliveries (WEBHOOKS_ALLOW_PRIVATE=true)', { timeout: 120_000 }, () => {
  const captured = capturedLog();
  const ctx = useTestApp(
    { images: flatPictures, log: captured.log },
    { WEBHOOKS_ALLOW_PRIVATE: 'true', ADMIN_EMAILS: ADMIN_EMAIL, PUBLIC_URL: `${PUBLIC_URL}/` },
  );
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    await ctx.services.webhooks.start();
  });
  afterAll(() => receiver.close());
  // Each test says what the receiver answers; none inherits another's.
  beforeEach(() => {
    receiver.answers.length = 0;
  });

  async function endpoint(user: RegisteredUser, events: string[], prefix = '/api'): Promise<CreatedWebhook> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${prefix}/webhooks`,
      headers: user.headers,
      payload: { url: `${receiver.url}/hooks/${user.user.id}`, events },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedWebhook>();
  }
  const receivedBy = (user: RegisteredUser) => receiver.received.filter((request) => request.body.includes(user.user.id) || false);

  it('delivers a finished render, signed the Standard Webhooks way, its video at an absolute URL under PUBLIC_URL, and keeps the answer', async () => {
    await ctx.services.renders.start({ embedded: false });
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['render.finished']);
    const api = rendersApi(ctx);
    const project = await api.voicedProject(user);
    const asked = await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '1:1', resolution: '720p' });
    expect(asked.statusCode, asked.body).toBe(202);
    const { render } = asked.json<{ render: Render }>();
    const done = await api.waitFor(user, render.id);
    expect(done.status).toBe('done');

    const [delivery] = await until(deliveriesOf(ctx, user, hook.id), (rows) => rows[0]?.status === 'succeeded', 'the delivery');
    expect(delivery).toMatchObject({
      event: 'render.finished',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'thanks, got it',
      error: null,
      nextAttemptAt: null,
    });
    const received = receiver.received.find((request) => request.headers['webhook-id'] === delivery!.messageId);
    expect(received?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(received?.headers['content-type']).toBe('application/json');
    const payload = verified(hook.secret, received!) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(payload).toEqual({
      type: 'render.finished',
      timestamp: expect.any(String),
      data: expect.objectContaining({
        renderId: render.id,
        projectId: project.id,
        format: '1:1',
        resolution: '720p',
        // The studio's path (/files/…) as a receiver on another server can fetch it.
        videoUrl: `${PUBLIC_URL}${done.videoUrl}`,
        durationSeconds: done.durationSeconds,
      }),
    });
    expect(done.videoUrl).toMatch(/^\/files\//);
    expect(delivery!.payload).toEqual(payload);
    // A signature made with another secret is refused by the same check.
    expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, received!)).toThrow();
    expect(captured.text()).not.toContain(hook.secret.slice(6));
  });

  it('delivers an aligned narration with its audio and captions at absolute URLs under PUBLIC_URL', async () => {
    await ctx.services.narrations.start({ embedded: false, concurrency: 1 });
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['narration.ready']);
    const api = narrationApi(ctx);
    const projectId = await api.project(user);
    const asked = await api.upload(user, `/projects/${projectId}/narrations`, await api.reading(spokenSentences.join('\n')));
    expect(asked.statusCode, asked.body).toBe(202);
    const take = await api.settled(user, (asked.json() as Narration).id);
    expect(take.status, take.error).toBe('ready');

    const [delivery] = await until(deliveriesOf(ctx, user, hook.id), (rows) => rows[0]?.status === 'succeeded', 'the delivery');
    const received = receiver.received.find((request) => request.headers['webhook-id'] === delivery!.messageId);
    const { data } = verified(hook.secret, received!) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      narrationId: take.id,
      audioUrl: `${PUBLIC_URL}${take.audioUrl}`,
      captions: { srt: `${PUBLIC_URL}${take.captions!.srt}`, vtt: `${PUBLIC_URL}${take.captions!.vtt}` },
    });
    for (const url of [data.audioUrl, ...Object.values(data.captions as object)])
      expect(url).toMatch(/^https:\/\/studio\.example\.test\/files\//);
  });

  it('sends a test event on request, signed and listed as any delivery; a rotated secret signs every delivery after it', async () => {
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['render.failed']);
    const sendTest = () => ctx.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: user.headers });
    const sent = await sendTest();
    expect(sent.statusCode, sent.body).toBe(202);
    const queued = sent.json<WebhookTestResponse>().delivery;
    expect(queued).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 });
    const read = deliveriesOf(ctx, user, hook.id);
    const [first] = await until(read, (rows) => rows[0]?.status === 'succeeded', 'the test delivery');
    expect(first).toMatchObject({ id: queued.id, messageId: queued.messageId, event: 'webhook.test', responseStatus: 200 });
    const received = receiver.received.find((request) => request.headers['webhook-id'] === first!.messageId);
    expect(verified(hook.secret, received!)).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { endpointId: hook.id, message: webhookMessages.testMessage },
    });

    const rotated = await ctx.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/rotate-secret`, headers: user.headers });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json<CreatedWebhook>();
    expect(secret).not.toBe(hook.secret);
    const again = (await sendTest()).json<WebhookTestResponse>().delivery;
    await until(read, (rows) => rows.find((row) => row.id === again.id)?.status === 'succeeded', 'the test after rotating');
    const signedAfter = receiver.received.find((request) => request.headers['webhook-id'] === again.messageId)!;
    expect(verified(secret, signedAfter)).toMatchObject({ type: 'webhook.test' });
    // The old secret signs nothing more.
    expect(() => verified(hook.secret, signedAfter)).toThrow();
  });

  it('retries a delivery the receiver refused (500), with the same webhook-id, and records every try', async () => {
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['narration.ready']);
    receiver.answers.push(500);
    ctx.services.webhooks.emit({ type: 'narration.ready', userId: user.user.id, data: { narrationId: 'n-1', projectId: user.user.id } });
    const read = deliveriesOf(ctx, user, hook.id);
    const [first] = await until(
      read,
      (rows) => rows[0]?.attempts === 1 && rows[0].lastAttemptAt !== null && rows[0].responseStatus === 500,
      'the first try',
    );
    expect(first).toMatchObject({ status: 'pending', responseStatus: 500, responseBody: 'receiver says 500' });
    expect(Date.parse(first!.nextAttemptAt!) - Date.parse(first!.lastAttemptAt!)).toBe(RETRY_DELAYS_MS[0]);

    // Not due yet: the sweep sends nothing.
    await ctx.services.webhooks.sweep();
    ctx.clock.advance(RETRY_DELAYS_MS[0] + 30_000);
    await ctx.services.webhooks.sweep();
    const [second] = await until(read, (rows) => rows[0]?.status === 'succeeded', 'the retry');
    expect(second).toMatchObject({ attempts: 2, responseStatus: 200, error: null });
    const tries = receivedBy(user);
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((request) => request.headers['webhook-id']))).toEqual(new Set([first!.messageId]));
    for (const request of tries) expect(verified(hook.secret, request)).toMatchObject({ type: 'narration.ready' });
  });

  it(`pauses an endpoint after ${WEBHOOK_PAUSE_AFTER_FAILURES} deliveries in a row fail every try, mails its owner once, and resumes`, async () => {
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['publication.failed']);
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    // The receiver at this address is gone (a closed path answers 503 every time).
    receiver.answers.push(...Array.from({ length: WEBHOOK_PAUSE_AFTER_FAILURES * MAX_ATTEMPTS }, () => 503));
    for (let index = 0; index < WEBHOOK_PAUSE_AFTER_FAILURES; index += 1) {
      ctx.services.webhooks.emit({ type: 'publication.failed', userId: user.user.id, data: { publicationId: `p-${index}`, error: 'x' } });
    }
    await ctx.services.webhooks.settled();
    const read = deliveriesOf(ctx, user, hook.id);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await until(
        read,
        // Each try settled: failed for good, or due again after this try's wait (not merely held by a try under way).
        (rows) =>
          rows.length === WEBHOOK_PAUSE_AFTER_FAILURES &&
          rows.every(
            (r) =>
              r.attempts === attempt &&
              r.responseStatus === 503 &&
              (r.status === 'failed' || Date.parse(r.nextAttemptAt!) - Date.parse(r.lastAttemptAt!) === RETRY_DELAYS_MS[attempt - 1]),
          ),
        `try ${attempt}`,
      );
      ctx.clock.advance((RETRY_DELAYS_MS[attempt - 1] ?? 0) + 60_000);
      // Hours pass: the owner's browser would have refreshed its access token.
      user.headers = await freshHeaders(ctx.app, user);
      await ctx.services.webhooks.sweep();
    }
    const deliveries = await read();
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual(
      Array.from({ length: WEBHOOK_PAUSE_AFTER_FAILURES }, () => ['failed', MAX_ATTEMPTS]),
    );
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/webhooks', headers: user.headers });
    const [paused] = listed.json<{ endpoints: WebhookEndpointView[] }>().endpoints;
    expect(paused).toMatchObject({ status: 'paused', consecutiveFailures: WEBHOOK_PAUSE_AFTER_FAILURES, pausedAt: expect.any(String) });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.subject, WEBHOOK_PAUSED_SUBJECT)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).not.toContain(row!.url);

    // Paused: a new event is not sent to it.
    const sent = receiver.received.length;
    ctx.services.webhooks.emit({ type: 'publication.failed', userId: user.user.id, data: { publicationId: 'p-late' } });
    await ctx.services.webhooks.settled();
    expect(await read()).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);

    const resumed = await ctx.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/resume`, headers: user.headers });
    expect(resumed.json()).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedAt: null });
    ctx.services.webhooks.emit({ type: 'publication.failed', userId: user.user.id, data: { publicationId: 'p-again' } });
    const [again] = await until(read, (rows) => rows[0]?.status === 'succeeded', 'a delivery after resuming');
    expect(again?.payload).toMatchObject({ data: { publicationId: 'p-again' } });
    expect(receiver.received.length).toBe(sent + 1);
  });

  it('follows no redirect, and keeps only the start of a long answer', async () => {
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['shorts.ready']);
    receiver.answers.push(
      { status: 302, body: 'moved', headers: { location: `${receiver.url}/elsewhere` } },
      { status: 200, body: `ok ${'x'.repeat(200_000)}` },
    );
    ctx.services.webhooks.emit({ type: 'shorts.ready', userId: user.user.id, data: { batchId: 'b-1' } });
    const read = deliveriesOf(ctx, user, hook.id);
    const [redirected] = await until(read, (rows) => rows[0]?.responseStatus === 302, 'the redirect');
    expect(redirected).toMatchObject({ status: 'pending', error: 'Redirected (302): redirects are not followed.', responseBody: 'moved' });
    expect(receiver.received.filter((request) => request.headers['webhook-id'] === redirected!.messageId)).toHaveLength(1);

    ctx.clock.advance(RETRY_DELAYS_MS[0] + 30_000);
    user.headers = await freshHeaders(ctx.app, user);
    await ctx.services.webhooks.sweep();
    const [long] = await until(read, (rows) => rows[0]?.status === 'succeeded', 'the long answer');
    expect(long!.responseBody).toBe(`ok ${'x'.repeat(ANSWER_CHARACTERS_KEPT - 3)}`);
  });

  it('tries a delivery once when two jobs ask for it at once', async () => {
    const user = await registerUser(ctx.app);
    const hook = await endpoint(user, ['render.failed']);
    const [delivery] = await ctx.database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: hook.id,
        messageId: 'msg_twice',
        event: 'render.failed',
        payload: { type: 'render.failed', data: { userId: user.user.id } },
        status: 'pending',
        nextAttemptAt: ctx.clock.now(),
        createdAt: ctx.clock.now(),
      })
      .returning();
    await Promise.all([ctx.services.webhooks.deliver(delivery!.id), ctx.services.webhooks.deliver(delivery!.id)]);
    expect(receiver.received.filter((request) => request.headers['webhook-id'] === 'msg_twice')).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it("tells the instance's endpoints of new users, payments and refunds", async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const hook = await endpoint(admin, ['user.created', 'payment.succeeded', 'payment.refunded'], '/api/admin');
    const user = await registerUser(ctx.app, { name: 'Nina Newcomer' });
    // Paid at the local test checkout, and refunded from the console.
    await payThroughLocalCheckout(ctx.app, user, 'price_basic');
    const payments = await ctx.app.inject({ method: 'GET', url: '/api/admin/payments', headers: admin.headers });
    const local = payments
      .json<{ payments: Array<{ id: string; userEmail: string }> }>()
      .payments.find((entry) => entry.userEmail === user.email);
    const refunded = await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${local!.id}/refund`, headers: admin.headers });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Paid and refunded as the processor reports it (its webhooks); the same refund told again is no second event.
    await subscribeUser(ctx, user, 'premium', { paymentRef: `pay-${user.user.id}`, invoiceRef: `inv-2-${user.user.id}` });
    await refundPayment(ctx, user, `pay-${user.user.id}`);
    await refundPayment(ctx, user, `pay-${user.user.id}`);

    const read = deliveriesOf(ctx, admin, hook.id, '/api/admin');
    const deliveries = await until(read, (rows) => rows.length === 5 && rows.every((row) => row.status === 'succeeded'), 'five deliveries');
    const event = (type: string, data: Record<string, unknown>) => ({
      type,
      timestamp: expect.any(String),
      data: expect.objectContaining(data),
    });
    const paid = { kind: 'subscription', userId: user.user.id, currency: 'usd' };
    expect(deliveries.map((delivery) => delivery.payload)).toEqual(
      expect.arrayContaining([
        event('user.created', { userId: user.user.id, email: user.email, name: 'Nina Newcomer' }),
        event('payment.succeeded', { ...paid, paymentId: local!.id, planId: 'basic', processor: 'local' }),
        event('payment.refunded', { ...paid, paymentId: local!.id, processor: 'local', refundedAt: expect.any(String) }),
        event('payment.succeeded', { ...paid, planId: 'premium', processor: 'stripe' }),
        event('payment.refunded', { ...paid, planId: 'premium', processor: 'stripe', refundedAt: expect.any(String) }),
      ]),
    );
    for (const delivery of deliveries) {
      const received = receiver.received.find((request) => request.headers['webhook-id'] === delivery.messageId);
      expect(verified(hook.secret, received!)).toEqual(delivery.payload);
    }
  });
});

describe('webhook deliveries to private addresses (not allowed)', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    await ctx.services.webhooks.start();
  });
  afterAll(() => receiver.close());

  it('refuses at delivery an address that has become private, by IP or by a name that resolves to one', async () => {
    const user = await registerUser(ctx.app);
    const port = new URL(receiver.url).port;
    // Saved when their names pointed elsewhere (or before the setting changed): delivery checks the address connected to.
    const urls = [`http://127.0.0.1:${port}/by-ip`, `http://localhost:${port}/by-name`];
    const now = ctx.clock.now();
    const endpoints = await ctx.database.db
      .insert(webhookEndpoints)
      .values(
        urls.map((url) => ({
          userId: user.user.id,
          createdBy: user.user.id,
          url,
          events: ['render.finished' as const],
          secretCiphertext: ctx.deps.settingsCipher.encrypt(`whsec_${Buffer.alloc(32, 3).toString('base64')}`),
          status: 'active' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    ctx.services.webhooks.emit({ type: 'render.finished', userId: user.user.id, data: { renderId: 'r-1' } });
    for (const row of endpoints) {
      const [delivery] = await until(
        deliveriesOf(ctx, user, row.id),
        (rows) => rows[0]?.attempts === 1 && rows[0].error !== null,
        'the refusal',
      );
      // Refused without naming the address the name resolved to.
      expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, error: webhookMessages.deliveryRefused });
      expect(delivery!.error).not.toMatch(/127\.0\.0\.1|::1/);
    }
    expect(receiver.received).toEqual([]);
  });

  it(`holds the cap of ${WEBHOOK_ENDPOINTS_MAX} endpoints under parallel additions`, async () => {
    const user = await registerUser(ctx.app);
    const now = ctx.clock.now();
    const held = WEBHOOK_ENDPOINTS_MAX - 3;
    await ctx.database.db.insert(webhookEndpoints).values(
      Array.from({ length: held }, (_, index) => ({
        userId: user.user.id,
        createdBy: user.user.id,
        url: `https://93.184.215.14/held/${index}`,
        events: ['render.finished' as const],
        secretCiphertext: ctx.deps.settingsCipher.encrypt(`whsec_${Buffer.alloc(32, 4).toString('base64')}`),
        status: 'active' as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // Six at once: whichever count refuses them (the quick one, or the insert's under the owner's lock), three get in.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers: user.headers,
          payload: { url: `https://93.184.215.14/parallel/${index}`, events: ['render.finished'] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const rows = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.user.id));
    expect(rows).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
  });
});
