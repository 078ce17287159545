import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiTokenMessages } from '@shared/contracts/api-tokens';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import {
  WEBHOOK_CREATES_PER_MINUTE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TESTS_PER_MINUTE,
  webhookMessages,
  type CreatedWebhook,
  type WebhookEndpointsResponse,
  type WebhookTestResponse,
} from '@shared/contracts/webhooks';
import type { Render } from '@shared/contracts/renders';
import { renders, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { capturedLog } from '../../test/captured-log';
import { registerAdministrator, registerUser, type RegisteredUser } from '../../test/factories';
import { flatPictures, rendersApi } from '../../test/renders-api';
import { recordedPayloads, webhookEndpointOf } from '../../test/webhook-endpoints';
import { isPublicAddress } from './address-check';

/** The endpoints API: what may be added, by whom, and that the secret is shown once and kept sealed. */

const ADMIN_EMAIL = 'webhooks-admin@example.com';
const RECEIVER = 'https://93.184.215.14/hooks/genesis';

describe('webhook endpoints (private addresses not allowed)', () => {
  const captured = capturedLog();
  const ctx = useTestApp({ log: captured.log }, { ADMIN_EMAILS: ADMIN_EMAIL });
  const as = (user: RegisteredUser, request: InjectOptions) =>
    ctx.app.inject({ ...request, headers: { ...user.headers, ...request.headers } });
  const create = (user: RegisteredUser, payload: unknown, prefix = '/api') =>
    as(user, { method: 'POST', url: `${prefix}/webhooks`, payload: payload as object });

  it('adds an endpoint, shows its whsec_ secret once, keeps it sealed, and never shows or logs it again', async () => {
    const user = await registerUser(ctx.app);
    const made = await create(user, { url: RECEIVER, events: ['render.finished', 'render.failed'] });
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json<CreatedWebhook>();
    expect(created).toMatchObject({
      url: RECEIVER,
      events: ['render.finished', 'render.failed'],
      status: 'active',
      consecutiveFailures: 0,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row?.secretCiphertext).not.toContain(created.secret.slice(6, 20));
    expect(ctx.deps.settingsCipher.decrypt(row!.secretCiphertext)).toBe(created.secret);

    const listed = await as(user, { method: 'GET', url: '/api/webhooks' });
    expect(listed.json<WebhookEndpointsResponse>().endpoints).toEqual([expect.objectContaining({ id: created.id, url: RECEIVER })]);
    const deliveries = await as(user, { method: 'GET', url: `/api/webhooks/${created.id}/deliveries` });
    expect(deliveries.json()).toEqual({ deliveries: [] });
    const resumed = await as(user, { method: 'POST', url: `/api/webhooks/${created.id}/resume` });
    expect(resumed.json()).toMatchObject({ id: created.id, status: 'active' });
    for (const answer of [listed.body, deliveries.body, resumed.body, captured.text()]) {
      expect(answer).not.toContain(created.secret);
      expect(answer).not.toContain(created.secret.slice(6));
    }
    expect(captured.text()).toContain('a webhook endpoint was added');

    const removed = await as(user, { method: 'DELETE', url: `/api/webhooks/${created.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await as(user, { method: 'GET', url: '/api/webhooks' })).json()).toEqual({ endpoints: [] });
  });

  it('refuses bad input with a clear 400', async () => {
    const user = await registerUser(ctx.app);
    const refused = async (payload: unknown, status: number, body: { message: string; code: string }, by = user) => {
      const response = await create(by, payload);
      expect({ status: response.statusCode, body: response.json() }, JSON.stringify(payload)).toMatchObject({ status, body });
    };
    const validation = (message: string) => ({ message, code: 'VALIDATION_ERROR' });
    await refused({ url: 'not a url', events: ['render.finished'] }, 400, validation(webhookMessages.urlInvalid));
    await refused({ url: 'ftp://files.example.com/x', events: ['render.finished'] }, 400, validation(webhookMessages.urlInvalid));
    await refused(
      { url: 'https://me:pw@hooks.example.com/', events: ['render.finished'] },
      400,
      validation(webhookMessages.urlCredentials),
    );
    await refused({ url: RECEIVER, events: [] }, 400, validation(webhookMessages.eventsRequired));
    await refused({ url: RECEIVER, events: ['render.exploded'] }, 400, validation(webhookMessages.unknownEvent('render.exploded')));
    await refused({ url: RECEIVER, events: ['render.failed', 'render.failed'] }, 400, validation(webhookMessages.eventsRepeated));
    await refused({ url: RECEIVER, events: ['user.created'] }, 400, validation(webhookMessages.instanceEventOnUser('user.created')));
    await refused({ url: 'http://hooks.example.com/', events: ['render.finished'] }, 400, {
      message: webhookMessages.urlInsecure,
      code: 'WEBHOOK_URL_INSECURE',
    });
    // One answer for every private or local host, naming none (a host not found gets it too: address-check.test.ts).
    // Each refusal counts toward the rate limit, so probing addresses is slow: one user tries ten, the most a minute.
    const prober = await registerUser(ctx.app);
    const hosts = [
      ...['127.0.0.1', 'localhost', '10.0.0.8', '192.168.1.20', '169.254.169.254', '100.64.1.1'],
      ...['[::1]', '[fd00::5]', '[::ffff:127.0.0.1]', '[::7f00:1]'],
    ];
    expect(hosts).toHaveLength(WEBHOOK_CREATES_PER_MINUTE);
    for (const host of hosts) {
      const url = `https://${host}:8443/hook`;
      await refused(
        { url, events: ['render.finished'] },
        400,
        { message: webhookMessages.urlRefused, code: 'WEBHOOK_URL_REFUSED' },
        prober,
      );
    }
    await refused(
      { url: 'https://10.0.0.9/', events: ['render.finished'] },
      429,
      { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
      prober,
    );
    for (const who of [user, prober]) expect((await as(who, { method: 'GET', url: '/api/webhooks' })).json()).toEqual({ endpoints: [] });
  });

  it(`holds at most ${WEBHOOK_ENDPOINTS_MAX} endpoints per user`, async () => {
    const user = await registerUser(ctx.app);
    // All but one saved before (adding them all here would also meet the rate limit, tested below).
    for (let index = 1; index < WEBHOOK_ENDPOINTS_MAX; index += 1) await webhookEndpointOf(ctx, user.user.id, ['shorts.ready']);
    expect((await create(user, { url: `${RECEIVER}/last`, events: ['shorts.ready'] })).statusCode).toBe(201);
    const over = await create(user, { url: RECEIVER, events: ['shorts.ready'] });
    expect({ status: over.statusCode, body: over.json() }).toEqual({
      status: 409,
      body: { message: webhookMessages.tooMany, code: 'WEBHOOK_LIMIT' },
    });
  });

  it(`lets a user add at most ${WEBHOOK_CREATES_PER_MINUTE} endpoints a minute, even deleting each one`, async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    for (let index = 0; index < WEBHOOK_CREATES_PER_MINUTE; index += 1) {
      const made = await create(user, { url: `${RECEIVER}/${index}`, events: ['shorts.ready'] });
      expect(made.statusCode, made.body).toBe(201);
      const removed = await as(user, { method: 'DELETE', url: `/api/webhooks/${made.json<CreatedWebhook>().id}` });
      expect(removed.statusCode).toBe(204);
    }
    const over = await create(user, { url: RECEIVER, events: ['shorts.ready'] });
    expect({ status: over.statusCode, body: over.json() }).toEqual({
      status: 429,
      body: { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another user's additions are counted apart.
    expect((await create(other, { url: RECEIVER, events: ['shorts.ready'] })).statusCode).toBe(201);
  });

  it("refuses another user's endpoint as one that does not exist", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const { id } = (await create(owner, { url: RECEIVER, events: ['narration.ready'] })).json<CreatedWebhook>();
    const missing = { message: webhookMessages.notFound, code: 'WEBHOOK_NOT_FOUND' };
    const [before] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    for (const request of [
      { method: 'DELETE', url: `/api/webhooks/${id}` },
      { method: 'GET', url: `/api/webhooks/${id}/deliveries` },
      { method: 'POST', url: `/api/webhooks/${id}/resume` },
      { method: 'POST', url: `/api/webhooks/${id}/test` },
      { method: 'POST', url: `/api/webhooks/${id}/rotate-secret` },
    ] as InjectOptions[]) {
      const response = await as(other, request);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: missing });
    }
    // Nothing was sent to it, and its secret is the one it had.
    const [after] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(after?.secretCiphertext).toBe(before?.secretCiphertext);
    expect(await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([]);
    expect((await as(other, { method: 'GET', url: '/api/webhooks' })).json()).toEqual({ endpoints: [] });
    expect((await as(owner, { method: 'GET', url: '/api/webhooks' })).json<WebhookEndpointsResponse>().endpoints).toHaveLength(1);
  });

  it('queues a test event, listed with the endpoint’s deliveries; refuses it for a paused endpoint or an unknown one', async () => {
    const user = await registerUser(ctx.app);
    const { id } = (await create(user, { url: RECEIVER, events: ['render.finished'] })).json<CreatedWebhook>();
    const sent = await as(user, { method: 'POST', url: `/api/webhooks/${id}/test` });
    expect(sent.statusCode, sent.body).toBe(202);
    const { delivery } = sent.json<WebhookTestResponse>();
    expect(delivery).toMatchObject({
      event: 'webhook.test',
      status: 'pending',
      attempts: 0,
      payload: { type: 'webhook.test', timestamp: expect.any(String), data: { endpointId: id, message: webhookMessages.testMessage } },
    });
    expect(delivery.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    const listed = await as(user, { method: 'GET', url: `/api/webhooks/${id}/deliveries` });
    expect(listed.json()).toEqual({ deliveries: [delivery] });

    await ctx.database.db.update(webhookEndpoints).set({ status: 'paused', pausedAt: ctx.clock.now() }).where(eq(webhookEndpoints.id, id));
    const paused = await as(user, { method: 'POST', url: `/api/webhooks/${id}/test` });
    expect({ status: paused.statusCode, body: paused.json() }).toEqual({
      status: 409,
      body: { message: webhookMessages.testWhilePaused, code: 'WEBHOOK_PAUSED' },
    });
    const unknown = await as(user, { method: 'POST', url: '/api/webhooks/7a1c0d4e-9999-4a3e-9f3e-0c6f1b2e7a09/test' });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: webhookMessages.notFound, code: 'WEBHOOK_NOT_FOUND' },
    });
    const malformed = await as(user, { method: 'POST', url: '/api/webhooks/not-an-id/rotate-secret' });
    expect({ status: malformed.statusCode, body: malformed.json() }).toMatchObject({
      status: 400,
      body: { message: webhookMessages.notFound, code: 'VALIDATION_ERROR' },
    });
    expect((await as(user, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json()).toEqual({ deliveries: [delivery] });
  });

  it(`lets a user send at most ${WEBHOOK_TESTS_PER_MINUTE} test events a minute`, async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const { id } = (await create(user, { url: RECEIVER, events: ['shorts.ready'] })).json<CreatedWebhook>();
    for (let index = 0; index < WEBHOOK_TESTS_PER_MINUTE; index += 1) {
      expect((await as(user, { method: 'POST', url: `/api/webhooks/${id}/test` })).statusCode).toBe(202);
    }
    const over = await as(user, { method: 'POST', url: `/api/webhooks/${id}/test` });
    expect({ status: over.statusCode, body: over.json() }).toEqual({
      status: 429,
      body: { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
    });
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Test events are counted apart from additions, and per user.
    expect((await create(user, { url: `${RECEIVER}/more`, events: ['shorts.ready'] })).statusCode).toBe(201);
    const theirs = (await create(other, { url: RECEIVER, events: ['shorts.ready'] })).json<CreatedWebhook>();
    expect((await as(other, { method: 'POST', url: `/api/webhooks/${theirs.id}/test` })).statusCode).toBe(202);
  });

  it('rotates the signing secret: the new one answered once and kept sealed, the old one gone', async () => {
    const user = await registerUser(ctx.app);
    const created = (await create(user, { url: RECEIVER, events: ['render.failed'] })).json<CreatedWebhook>();
    const rotated = await as(user, { method: 'POST', url: `/api/webhooks/${created.id}/rotate-secret` });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const answer = rotated.json<CreatedWebhook>();
    expect(answer).toMatchObject({ id: created.id, url: RECEIVER, events: ['render.failed'], status: 'active' });
    expect(answer.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(answer.secret).not.toBe(created.secret);
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(ctx.deps.settingsCipher.decrypt(row!.secretCiphertext)).toBe(answer.secret);
    expect(row?.secretCiphertext).not.toContain(answer.secret.slice(6, 20));
    const listed = await as(user, { method: 'GET', url: '/api/webhooks' });
    for (const text of [listed.body, captured.text()]) {
      expect(text).not.toContain(answer.secret.slice(6));
      expect(text).not.toContain(created.secret.slice(6));
    }
    expect(captured.text()).toContain("a webhook endpoint's secret was rotated");
  });

  it('is not managed with a personal API token, whatever its scopes', async () => {
    const user = await registerUser(ctx.app);
    const token = (
      await as(user, { method: 'POST', url: '/api/account/tokens', payload: { name: 'all', scopes: ['read', 'generate', 'publish'] } })
    ).json<{ token: string }>().token;
    const { id } = (await create(user, { url: RECEIVER, events: ['render.finished'] })).json<CreatedWebhook>();
    for (const request of [
      { method: 'GET', url: '/api/webhooks' },
      { method: 'POST', url: '/api/webhooks', payload: { url: RECEIVER, events: ['render.finished'] } },
      { method: 'POST', url: `/api/webhooks/${id}/test` },
      { method: 'POST', url: `/api/webhooks/${id}/rotate-secret` },
    ] as InjectOptions[]) {
      const response = await ctx.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: apiTokenMessages.notAllowed, code: 'API_TOKEN_NOT_ALLOWED' },
      });
    }
  });

  it("keeps the instance's endpoints to administrators, for the instance's events only", async () => {
    const admin = await registerAdministrator(ctx, { email: ADMIN_EMAIL });
    const user = await registerUser(ctx.app);
    const made = await create(admin, { url: RECEIVER, events: ['user.created', 'payment.succeeded', 'payment.refunded'] }, '/api/admin');
    expect(made.statusCode, made.body).toBe(201);
    const userEvent = await create(admin, { url: RECEIVER, events: ['render.finished'] }, '/api/admin');
    expect(userEvent.json()).toEqual({
      message: webhookMessages.userEventOnInstance('render.finished'),
      code: 'VALIDATION_ERROR',
      fields: ['events.0'],
    });
    // An administrator's own endpoints and the instance's are apart.
    expect((await as(admin, { method: 'GET', url: '/api/webhooks' })).json()).toEqual({ endpoints: [] });
    expect((await as(admin, { method: 'GET', url: '/api/admin/webhooks' })).json<WebhookEndpointsResponse>().endpoints).toHaveLength(1);
    const notFound = (url: string) => ({ message: `No route for GET ${url}`, code: 'NOT_FOUND' });
    const asUser = await as(user, { method: 'GET', url: '/api/admin/webhooks' });
    expect({ status: asUser.statusCode, body: asUser.json() }).toEqual({ status: 404, body: notFound('/api/admin/webhooks') });
    // A user cannot reach the instance's endpoint through their own routes either.
    const id = made.json<CreatedWebhook>().id;
    expect((await as(user, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).statusCode).toBe(404);
    for (const action of ['test', 'rotate-secret']) {
      expect((await as(user, { method: 'POST', url: `/api/webhooks/${id}/${action}` })).statusCode).toBe(404);
      expect((await as(user, { method: 'POST', url: `/api/admin/webhooks/${id}/${action}` })).statusCode).toBe(404);
    }
    // The administrator tests the instance's endpoint and rotates its secret in the console.
    const tested = await as(admin, { method: 'POST', url: `/api/admin/webhooks/${id}/test` });
    expect(tested.statusCode, tested.body).toBe(202);
    expect(tested.json<WebhookTestResponse>().delivery.payload).toMatchObject({ type: 'webhook.test', data: { endpointId: id } });
    const rotated = await as(admin, { method: 'POST', url: `/api/admin/webhooks/${id}/rotate-secret` });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json<CreatedWebhook>().secret).not.toBe(made.json<CreatedWebhook>().secret);
  });
});

describe('what a render tells webhooks', { timeout: 90_000 }, () => {
  const ctx = useTestApp({ images: flatPictures });

  it('a render given up tells render.failed, with the reason its owner reads', async () => {
    const user = await registerUser(ctx.app);
    const endpointId = await webhookEndpointOf(ctx, user.user.id, ['render.failed', 'render.finished']);
    const api = rendersApi(ctx);
    const project = await api.voicedProject(user);
    const asked = await api.call('POST', `/projects/${project.id}/renders`, user.headers, { format: '1:1', resolution: '720p' });
    const { render } = asked.json<{ render: Render }>();
    // Started three times already by instances that died: the next start gives it up.
    await ctx.database.db.update(renders).set({ attempts: 3 }).where(eq(renders.id, render.id));
    await ctx.services.renders.start({ embedded: false });
    const failed = await api.waitFor(user, render.id);
    expect(failed.status).toBe('failed');
    expect(await recordedPayloads(ctx, endpointId)).toEqual([
      {
        type: 'render.failed',
        timestamp: expect.any(String),
        data: { renderId: render.id, projectId: project.id, format: '1:1', resolution: '720p', error: failed.error },
      },
    ]);
  });
});

describe('public addresses', () => {
  it('are unicast addresses outside every private, local and special range', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('exclude the IPv4-compatible range ::/96, whatever IPv4 address it carries', () => {
    for (const address of ['::7f00:1', '::127.0.0.1', '::a00:1', '::c0a8:1', '::a9fe:a9fe', '::808:808', '::0:1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    // Just outside it: an ordinary public IPv6 address.
    expect(isPublicAddress('2606:4700::7f00:1')).toBe(true);
  });
});
