import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_ENDPOINTS_MAX, webhookMessages } from '@shared/contracts/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { checkWebhookAddress, webhookDispatcher, type SystemLookup, type WebhookDnsOptions } from './address-check';
import { createWebhookRepository } from './repository';
import { sendDelivery } from './sender';
import { createWebhookService } from './service';

/**
 * The address check at saving asks a DNS server through a c-ares Resolver, with a timeout; here
 * that server is a stand-in on loopback (UDP), so no query leaves the machine. Delivery's own
 * lookup is handed in where a test needs it to hang or to answer a private address.
 */

/** What the stand-in answers for a name: its A and AAAA records, "no such name", or nothing at all. */
type Answer = { A?: string[]; AAAA?: string[] } | 'nxdomain' | 'silent';

const TYPE_A = 1;
const TYPE_AAAA = 28;

/** A DNS server on 127.0.0.1 answering A and AAAA queries from `zone`; it counts the queries it got. */
async function startDnsStandIn(zone: Record<string, Answer>) {
  const queries: { name: string; type: number }[] = [];
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    // The question: labels from byte 12 up to a zero length, then its type and class.
    const labels: string[] = [];
    let at = 12;
    while (query[at]! > 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString('latin1'));
      at += query[at]! + 1;
    }
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(at + 1);
    const question = query.subarray(12, at + 5);
    queries.push({ name, type });
    const answer = zone[name] ?? 'nxdomain';
    if (answer === 'silent') return;
    const addresses = answer === 'nxdomain' ? [] : ((type === TYPE_A ? answer.A : type === TYPE_AAAA ? answer.AAAA : []) ?? []);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response, recursion desired and available; rcode 3 is "no such name".
    header.writeUInt16BE(answer === 'nxdomain' ? 0x8183 : 0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const records = addresses.map((address) => {
      const data = Buffer.from(ipaddr.parse(address).toByteArray());
      const record = Buffer.alloc(12);
      // The name as a pointer to the question's, then type, class IN, a TTL of 60 s and the data's length.
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(type, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(60, 6);
      record.writeUInt16BE(data.length, 10);
      return Buffer.concat([record, data]);
    });
    socket.send(Buffer.concat([header, question, ...records]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    dns: { servers: [`127.0.0.1:${port}`] } satisfies WebhookDnsOptions,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

const ZONE: Record<string, Answer> = {
  'hooks.genesis.test': { A: ['93.184.215.14'], AAAA: ['2606:4700:4700::1111'] },
  'v4-only.genesis.test': { A: ['93.184.215.14'] },
  'private-v4.genesis.test': { A: ['10.0.0.8'] },
  'private-v6.genesis.test': { A: ['93.184.215.14'], AAAA: ['fd00::5'] },
  'mixed.genesis.test': { A: ['93.184.215.14', '127.0.0.1'] },
  'compatible.genesis.test': { AAAA: ['::7f00:1'] },
  'empty.genesis.test': {},
  'slow.genesis.test': 'silent',
};

/** The one refusal at saving, whatever the reason. */
const refusal = { statusCode: 400, code: 'WEBHOOK_URL_REFUSED', message: webhookMessages.urlRefused };

async function refusedWith(check: Promise<unknown>): Promise<HttpError> {
  const error = await check.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the address check at saving', () => {
  let standIn: Awaited<ReturnType<typeof startDnsStandIn>>;
  beforeAll(async () => {
    standIn = await startDnsStandIn(ZONE);
  });
  afterAll(() => standIn.close());

  it('asks the DNS server for A and AAAA records and accepts a name whose every address is public', async () => {
    await expect(checkWebhookAddress('https://hooks.genesis.test/hook', false, standIn.dns)).resolves.toBeUndefined();
    await expect(checkWebhookAddress('https://v4-only.genesis.test/hook', false, standIn.dns)).resolves.toBeUndefined();
    const asked = standIn.queries.filter((query) => query.name === 'hooks.genesis.test').map((query) => query.type);
    expect(asked.sort()).toEqual([TYPE_A, TYPE_AAAA]);
  });

  it('refuses a name with any private address, IPv4 or IPv6, with the one answer that names no address', async () => {
    for (const host of ['private-v4', 'private-v6', 'mixed', 'compatible']) {
      const error = await refusedWith(checkWebhookAddress(`https://${host}.genesis.test/hook`, false, standIn.dns));
      expect(error, host).toMatchObject(refusal);
    }
  });

  it('refuses a name that resolves to nothing, or is not found, with the same answer as a private one', async () => {
    for (const host of ['empty.genesis.test', 'no-such-name.genesis.test']) {
      const error = await refusedWith(checkWebhookAddress(`https://${host}/hook`, false, standIn.dns));
      expect(error, host).toMatchObject(refusal);
      expect(error.message).not.toContain(host);
    }
  });

  it('gives up on a DNS server that does not answer, within its timeout', async () => {
    const started = Date.now();
    const error = await refusedWith(checkWebhookAddress('https://slow.genesis.test/hook', false, { ...standIn.dns, timeoutMs: 300 }));
    expect(error).toMatchObject(refusal);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(standIn.queries.some((query) => query.name === 'slow.genesis.test')).toBe(true);
  });

  it('refuses private and local addresses written in the URL with the same answer', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://10.0.0.8/',
      'https://[::7f00:1]/',
      'https://[::ffff:7f00:1]/',
    ]) {
      const error = await refusedWith(checkWebhookAddress(url, false, standIn.dns));
      expect(error, url).toMatchObject(refusal);
    }
  });
});

describe('the address check at delivery', () => {
  const send = (url: string, lookup: SystemLookup, connectTimeoutMs = 5_000) => {
    const dispatcher = webhookDispatcher({ allowPrivate: false, connectTimeoutMs, lookup });
    return sendDelivery({
      url,
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      messageId: 'msg_test',
      body: '{}',
      dispatcher,
    }).finally(() => dispatcher.close());
  };

  it('is bounded by the connect timeout when the host lookup never answers', async () => {
    const never: SystemLookup = () => {};
    const started = Date.now();
    const outcome = await send('https://hanging.genesis.test/hook', never, 300);
    expect(outcome).toMatchObject({ ok: false, status: null, error: 'Timed out connecting.' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('records a refused address without naming it, by name or written in the URL', async () => {
    // The lookup answers a private address: no connection is tried.
    const privateAnswer: SystemLookup = (_host, _options, callback) => callback(null, [{ address: '10.0.0.8', family: 4 }]);
    for (const url of ['https://inside.genesis.test/hook', 'https://10.0.0.8/hook', 'https://[::a00:8]/hook']) {
      const outcome = await send(url, privateAnswer);
      expect(outcome, url).toMatchObject({ ok: false, status: null, error: webhookMessages.deliveryRefused });
      expect(outcome.error).not.toMatch(/10\.0\.0\.8|a00:8/);
    }
  });
});

describe('adding an endpoint', () => {
  const ctx = useTestApp();
  let standIn: Awaited<ReturnType<typeof startDnsStandIn>>;
  let service: ReturnType<typeof createWebhookService>;
  beforeAll(async () => {
    standIn = await startDnsStandIn(ZONE);
    service = createWebhookService({
      webhooks: createWebhookRepository(ctx.database.db),
      jobs: ctx.deps.jobs,
      cipher: ctx.deps.settingsCipher,
      mail: ctx.deps.mail,
      clock: ctx.clock,
      log: ctx.deps.log,
      config: ctx.deps.config,
      dns: standIn.dns,
    });
  });
  afterAll(async () => {
    await service.close();
    await standIn.close();
  });

  it('checks the cap before asking DNS: an owner at it gets the 409 and no query is sent', async () => {
    const user = await registerUser(ctx.app);
    const now = ctx.clock.now();
    await ctx.database.db.insert(webhookEndpoints).values(
      Array.from({ length: WEBHOOK_ENDPOINTS_MAX }, (_, index) => ({
        userId: user.user.id,
        createdBy: user.user.id,
        url: `https://93.184.215.14/hooks/${index}`,
        events: ['render.finished' as const],
        secretCiphertext: ctx.deps.settingsCipher.encrypt(`whsec_${Buffer.alloc(32, 2).toString('base64')}`),
        status: 'active' as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const asked = standIn.queries.length;
    const error = await refusedWith(
      service.create({ kind: 'user', userId: user.user.id }, user.user.id, {
        url: 'https://hooks.genesis.test/over',
        events: ['render.finished'],
      }),
    );
    expect(error).toMatchObject({ statusCode: 409, code: 'WEBHOOK_LIMIT', message: webhookMessages.tooMany });
    expect(standIn.queries.length).toBe(asked);
  });

  it('saves a name that resolves to public addresses, and refuses an unknown one like a private one', async () => {
    const user = await registerUser(ctx.app);
    const owner = { kind: 'user', userId: user.user.id } as const;
    const made = await service.create(owner, user.user.id, { url: 'https://hooks.genesis.test/hook', events: ['render.finished'] });
    expect(made).toMatchObject({ url: 'https://hooks.genesis.test/hook', status: 'active' });
    for (const url of ['https://no-such-name.genesis.test/hook', 'https://private-v4.genesis.test/hook']) {
      const error = await refusedWith(service.create(owner, user.user.id, { url, events: ['render.finished'] }));
      expect(error, url).toMatchObject(refusal);
    }
  });
});
