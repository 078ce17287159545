import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/contracts/account';
import { affiliateDashboard, type AffiliateDashboard } from '@shared/contracts/affiliates';
import { localCheckoutIdOf } from '@shared/contracts/checkout';
import { generateImagesResponse } from '@shared/contracts/images';
import { project as projectSchema } from '@shared/contracts/projects';
import { voiceProfile } from '@shared/contracts/voice';
import {
  affiliateReferrals,
  affiliates,
  chatConversations,
  checkouts,
  chatMessages,
  generatedImages,
  invoices,
  sessions,
  users,
  voiceProfiles,
} from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import {
  authHeaders,
  registerThroughAffiliateLink,
  registerUser,
  subscribeUser,
  uniqueEmail,
  visitorAddress,
  type RegisteredUser,
} from '../../test/factories';
import { expectRateLimited } from '../../test/http-assertions';
import { multipartBody } from '../../test/multipart';
import { useSpeechTestServer } from '../../test/speech-test-server';
import { stripeEnv } from '../../test/stripe-env';
import { startStripeTestServer } from '../../test/stripe-test-server';
import { speechSample } from '../../test/voice-samples';
import { flatOfflineImages } from '../../test/flat-images';
import { ACCOUNT_LIMITS, SUBSCRIPTION_NOT_CANCELED } from './service';
import { unzip } from '../../test/unzip';

/** Every file under `root`, as paths relative to it (the storage keys on local disk). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A DATA_DIR of the describe's own, so its storage directory holds only what its tests made (removed after the file). */
function ownDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'genesis-account-'));
  dataDirs.push(dir);
  return dir;
}

function accountCalls(ctx: TestContext) {
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  async function generateImage(user: RegisteredUser, prompt: string) {
    const response = await api('POST', '/images/generate', user.headers, { prompt, style: 'watercolor', aspectRatio: '1:1', count: 1 });
    expect(response.statusCode, response.body).toBe(200);
    return generateImagesResponse.parse(response.json()).images[0]!;
  }

  async function conversationWith(user: RegisteredUser, text: string) {
    const created = await api('POST', '/chat/conversation', user.headers, { niche: 'coffee' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // Messages arrive over the chat socket; the test stores one as the chat service does.
    await ctx.database.db.insert(chatMessages).values({ conversationId: id, role: 'user', content: text, createdAt: ctx.clock.now() });
    return id;
  }

  const exportOf = (user: RegisteredUser) => api('GET', '/account/export', user.headers);
  const deleteAccount = (user: RegisteredUser, password = user.password) => api('DELETE', '/account', user.headers, { password });
  return { api, generateImage, conversationWith, exportOf, deleteAccount };
}

/**
 * Rows anywhere in the database that still name one of `ids` in a uuid column, or `texts` in a
 * text column: every table, found through the catalogue, so a table added later is checked too.
 */
async function rowsNaming(ctx: TestContext, ids: string[], texts: string[], allowed: string[] = []): Promise<string[]> {
  // node-postgres and PGlite both answer with `rows`.
  const query = async <T>(statement: SQL) => ((await ctx.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const columns = await query<{ table_name: string; column_name: string; data_type: string }>(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and data_type in ('uuid', 'text')`);
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    if (allowed.includes(`${table}.${column}`)) continue;
    const values = type === 'uuid' ? ids.map((id) => sql`${id}::uuid`) : texts.map((text) => sql`${text}`);
    if (values.length === 0) continue;
    const [result] = await query<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} in (${sql.join(values, sql`, `)})`,
    );
    const count = Number(result?.n ?? 0);
    if (count > 0) found.push(`${table}.${column}: ${count}`);
  }
  return found;
}

describe('GET /api/account/export', () => {
  const ctx = useTestApp({ images: flatOfflineImages }, () => ({ DATA_DIR: ownDataDir() }));
  const { api, generateImage, conversationWith, exportOf } = accountCalls(ctx);

  it('is a ZIP of their records as JSON with their image and conversation, and nothing of another user', { timeout: 60_000 }, async () => {
    const user = await registerUser(ctx.app, { name: 'Exporter' });
    const other = await registerUser(ctx.app);
    const image = await generateImage(user, 'A lighthouse in a storm');
    const othersImage = await generateImage(other, 'A secret garden');
    await conversationWith(user, 'How do I grow a cooking channel?');
    await conversationWith(other, 'Someone else’s question');
    const created = await api('POST', '/projects', user.headers, { title: 'Storm Stories', topic: 'lighthouses' });
    const project = projectSchema.parse(created.json());
    expect(
      (await api('PUT', `/projects/${project.id}/script`, user.headers, { content: 'The keeper climbs.', baseVersion: 0 })).statusCode,
    ).toBe(200);
    expect((await api('POST', `/projects/${project.id}/images`, user.headers, { imageId: image.id })).statusCode).toBe(201);

    const response = await exportOf(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="genesis-studio-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = await unzip(response.rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));

    // The image: its record, and its bytes as the studio serves them.
    const gallery = json('gallery.json');
    expect(gallery).toEqual([expect.objectContaining({ id: image.id, prompt: 'A lighthouse in a storm', style: 'watercolor' })]);
    const served = (await ctx.app.inject({ method: 'GET', url: image.url })).rawPayload;
    const fileName = gallery[0].file as string;
    expect(fileName).toBe(`files/${image.url.replace(/^\/files\//, '')}`);
    expect(entries.get(fileName)!.equals(served)).toBe(true);
    expect(entries.has(gallery[0].thumbnailFile)).toBe(true);

    // The conversation, with its message.
    const conversations = json('conversations.json');
    expect(conversations).toEqual([
      expect.objectContaining({
        niche: 'coffee',
        messages: [expect.objectContaining({ role: 'user', content: 'How do I grow a cooking channel?' })],
      }),
    ]);

    const projects = json('projects.json');
    expect(projects).toEqual([
      expect.objectContaining({
        id: project.id,
        title: 'Storm Stories',
        scriptVersions: [expect.objectContaining({ version: 1, content: 'The keeper climbs.' })],
        images: [expect.objectContaining({ imageId: image.id })],
      }),
    ]);
    expect(json('usage.json').map((event: { kind: string }) => event.kind)).toContain('image');
    expect(json('preferences.json')).toMatchObject({ favoriteStyles: expect.any(Array) });
    expect(json('invoices.json')).toEqual([]);
    expect(json('affiliate.json')).toBeNull();

    const account = json('account.json');
    expect(account.profile).toMatchObject({ id: user.user.id, name: 'Exporter', email: user.email });
    expect(account.plan).toMatchObject({ subscriptionStatus: 'trialing' });
    expect(account.missingFiles).toEqual([]);
    expect(account.sessions).toEqual([expect.objectContaining({ device: 'Unknown device' })]);

    // No secret of theirs, nothing of the other user.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain(row!.passwordHash);
    expect(everything).not.toContain('passwordHash');
    expect(everything).not.toContain('tokenHash');
    expect(everything).not.toContain(other.user.id);
    expect(everything).not.toContain('Someone else’s question');
    expect([...entries.keys()].some((name) => name.includes(othersImage.url.replace(/^\/files\//, '')))).toBe(false);
  });

  it('names a file gone from storage instead of failing', async () => {
    const user = await registerUser(ctx.app);
    const image = await generateImage(user, 'A vanishing act');
    await ctx.database.db
      .update(generatedImages)
      .set({ fileKey: `images/00/${randomUUID()}.jpeg` })
      .where(eq(generatedImages.id, image.id));
    const entries = await unzip((await exportOf(user)).rawPayload);
    const account = JSON.parse(entries.get('account.json')!.toString('utf8'));
    expect(account.missingFiles).toEqual([JSON.parse(entries.get('gallery.json')!.toString('utf8'))[0].file]);
  });

  it('is limited to 3 an hour per user', async () => {
    const user = await registerUser(ctx.app);
    const { max, windowMs } = ACCOUNT_LIMITS.exports;
    for (let attempt = 0; attempt < max; attempt += 1) expect((await exportOf(user)).statusCode).toBe(200);
    expectRateLimited(await exportOf(user), windowMs);
    // Another user's allowance is their own.
    expect((await exportOf(await registerUser(ctx.app))).statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  const dataDir = ownDataDir();
  const storageDir = join(dataDir, 'files');
  const ctx = useTestApp({ images: flatOfflineImages }, () => ({ DATA_DIR: dataDir }));
  const { api, generateImage, conversationWith, deleteAccount } = accountCalls(ctx);

  /** Signs in again, from app.inject's 127.0.0.1 or `remoteAddress`. */
  const signInAs = async (user: RegisteredUser, remoteAddress?: string) => {
    const payload = { email: user.email, password: user.password };
    return authHeaders(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) })).json(),
    );
  };
  const dashboardOf = async (user: RegisteredUser, remoteAddress?: string): Promise<AffiliateDashboard> => {
    const response = await api('GET', '/affiliate/dashboard', await signInAs(user, remoteAddress));
    expect(response.statusCode, response.body).toBe(200);
    return affiliateDashboard.parse(response.json());
  };
  async function newAffiliate(owner: RegisteredUser, payoutEmail = 'payouts@example.com') {
    const created = await api('POST', '/affiliate/create', owner.headers, { payoutEmail });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().affiliateCode as string;
  }

  it('refuses a wrong password with 403 and keeps everything', async () => {
    const user = await registerUser(ctx.app);
    const response = await deleteAccount(user, 'not my password');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: accountMessages.wrongPassword, code: 'WRONG_PASSWORD' });
    expect((await api('GET', '/auth/user', user.headers)).statusCode).toBe(200);
  });

  it('deletes every row and file of theirs; their invoice still earns the affiliate who referred them', { timeout: 60_000 }, async () => {
    // The referrer at an address of their own: the referred user signs in and pays from 127.0.0.1 below.
    const referrerAddress = visitorAddress();
    const referrer = await registerUser(ctx.app, { address: referrerAddress });
    const code = await newAffiliate(referrer);
    const user = await registerThroughAffiliateLink(ctx.app, code, { email: uniqueEmail('leaving') });
    const other = await registerUser(ctx.app);
    const othersImage = await generateImage(other, 'Someone else’s picture');

    // Everything a user makes: images, a project with a script, voiceover and linked image, a
    // conversation, a voice profile, preferences and usage, a paid invoice, an affiliate account of
    // their own, a second session, a pending e-mail change.
    const image = await generateImage(user, 'A lighthouse in a storm');
    const project = projectSchema.parse((await api('POST', '/projects', user.headers, { title: 'Storm', topic: 'sea' })).json());
    expect(
      (await api('PUT', `/projects/${project.id}/script`, user.headers, { content: 'The keeper climbs the stairs.', baseVersion: 0 }))
        .statusCode,
    ).toBe(200);
    const voiced = await api('POST', `/projects/${project.id}/voiceovers`, user.headers, { voice_id: 'espeak-emma' });
    expect(voiced.statusCode, voiced.body).toBe(201);
    expect((await api('POST', `/projects/${project.id}/images`, user.headers, { imageId: image.id })).statusCode).toBe(201);
    const conversationId = await conversationWith(user, 'My last question');
    const sample = await multipartBody({
      audio: { bytes: await speechSample({ pitch: 30, seconds: 7, format: 'wav' }), name: 'me.wav', type: 'audio/wav' },
      name: 'Me',
      consent: 'true',
    });
    const cloned = await api('POST', '/voice/clone', { ...user.headers, ...sample.headers }, sample.payload as unknown as object);
    expect(cloned.statusCode, cloned.body).toBe(201);
    const profileId = voiceProfile.parse(cloned.json().profile).id;
    await subscribeUser(ctx, user, 'basic', { invoiceRef: `in-${user.user.id}`, paymentRef: `pi-${user.user.id}` });
    await newAffiliate(user, 'my-payouts@example.com');
    const otherSession = await signInAs(user);
    const intent = await api('POST', '/create-subscription-intent', user.headers, { priceId: 'price_premium' });
    expect(intent.statusCode, intent.body).toBe(200);
    const checkoutId = localCheckoutIdOf(intent.json().clientSecret)!;
    expect((await api('POST', '/account/email', user.headers, { email: uniqueEmail('next'), password: user.password })).statusCode).toBe(
      202,
    );

    const before = await dashboardOf(referrer, referrerAddress);
    expect(before.commissions).toEqual([expect.objectContaining({ amountPaid: 20, commissionAmount: 6, status: 'pending' })]);
    const sessionIds = (await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.user.id))).map(
      (row) => row.id,
    );
    const imageIds = (
      await ctx.database.db.select({ id: generatedImages.id }).from(generatedImages).where(eq(generatedImages.userId, user.user.id))
    ).map((row) => row.id);
    const [referral] = await ctx.database.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.referredUserId, user.user.id));
    const [ownAffiliate] = await ctx.database.db.select().from(affiliates).where(eq(affiliates.userId, user.user.id));
    const othersFiles = [othersImage.url, othersImage.thumbnailUrl].map((url) => url.replace(/^\/files\//, '')).sort();
    const filesBefore = await filesUnder(storageDir);
    // Theirs: 2 image files, 4 voiceover files, a voice sample.
    expect(filesBefore).toHaveLength(othersFiles.length + 7);

    const response = await deleteAccount(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: accountMessages.accountDeleted });

    // Signed out everywhere, unable to sign in.
    for (const headers of [user.headers, otherSession]) expect((await api('GET', '/auth/user', headers)).statusCode).toBe(401);
    expect((await api('POST', '/auth/login', {}, { email: user.email, password: user.password })).statusCode).toBe(401);

    // No row names them, their projects, conversations, images, voice profile or sessions, or their address.
    const ids = [user.user.id, project.id, conversationId, profileId, ...imageIds, ...sessionIds];
    // The trial claim keeps the mailbox on purpose: deleting an account and registering again starts no second trial.
    expect(await rowsNaming(ctx, ids, [user.email, user.user.id], ['trial_claims.mailbox'])).toEqual([]);
    expect(await ctx.database.db.select().from(voiceProfiles).where(eq(voiceProfiles.id, profileId))).toEqual([]);
    expect(await ctx.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversationId))).toEqual([]);

    // No file of theirs in storage; the other user's are all there.
    expect(await filesUnder(storageDir)).toEqual(othersFiles);
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: othersImage.url })).statusCode).toBe(200);

    // Their invoice stays, anonymised, and still earns the referrer the same commission.
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.externalId, `in-${user.user.id}`));
    expect(invoice).toMatchObject({ userId: null, referralId: referral!.id, amountCents: 2000 });
    const after = await dashboardOf(referrer, referrerAddress);
    expect(after.commissions).toEqual(before.commissions);
    expect(after.affiliate.totalEarnings).toBe(6);
    expect(after.referrals).toEqual([expect.objectContaining({ id: referral!.id, status: 'pending', commissionAmount: 6 })]);

    // The local processor's checkout they left open cannot be paid any more.
    const [checkout] = await ctx.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(checkout).toMatchObject({ status: 'canceled', userId: null });

    // Their own affiliate account is kept for its accounting, with no one behind it.
    const [kept] = await ctx.database.db.select().from(affiliates).where(eq(affiliates.id, ownAffiliate!.id));
    expect(kept).toMatchObject({ userId: null, payoutEmail: 'deleted' });
  });

  it('keeps a referral refused for a shared browser refused once the referred account is gone', async () => {
    const affiliatesBrowser = randomUUID();
    const owner = await registerUser(ctx.app, { visitorId: affiliatesBrowser });
    const code = await newAffiliate(owner);
    const second = await registerThroughAffiliateLink(ctx.app, code);
    // Signed in later from the affiliate's browser: refused because of the sessions, which deletion removes.
    const signIn = await api('POST', '/auth/login', {}, { email: second.email, password: second.password, visitorId: affiliatesBrowser });
    expect(signIn.statusCode).toBe(200);
    await subscribeUser(ctx, second, 'premium', { invoiceRef: `in-${second.user.id}`, paymentRef: `pi-${second.user.id}` });
    const before = await dashboardOf(owner);
    expect(before.commissions).toEqual([expect.objectContaining({ status: 'refused', refusedReason: 'same_visitor' })]);

    expect((await deleteAccount(second)).statusCode).toBe(200);
    const after = await dashboardOf(owner);
    expect(after.commissions).toEqual(before.commissions);
    expect(after.affiliate.totalEarnings).toBe(0);
  });

  it('deleting an affiliate keeps the refusals their sessions made', async () => {
    const affiliatesBrowser = randomUUID();
    const owner = await registerUser(ctx.app, { visitorId: affiliatesBrowser });
    const code = await newAffiliate(owner);
    const second = await registerThroughAffiliateLink(ctx.app, code);
    await api('POST', '/auth/login', {}, { email: second.email, password: second.password, visitorId: affiliatesBrowser });
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    const [referral] = await ctx.database.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.referredUserId, second.user.id));
    expect(referral!.refusal).toBe('same_visitor');
  });

  it('is the use case the operator console calls: an unknown user is 404', async () => {
    await expect(ctx.services.account.deleteUser(randomUUID())).rejects.toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' });
    const user = await registerUser(ctx.app);
    await ctx.services.account.deleteUser(user.user.id);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.user.id))).toEqual([]);
  });
});

describe('DELETE /api/account at the vendors', () => {
  const speech = useSpeechTestServer();
  const stripeCalls: { method: string; path: string }[] = [];
  let stripe: Awaited<ReturnType<typeof startStripeTestServer>> | undefined;
  beforeAll(async () => {
    stripe = await startStripeTestServer((request) => {
      stripeCalls.push(request);
      return { id: request.path.split('/').at(-1), object: 'subscription', status: 'canceled' };
    });
  });
  afterAll(() => stripe?.close());
  const ctx = useTestApp({}, () => ({
    DATA_DIR: ownDataDir(),
    ...stripeEnv(stripe!.url),
    ELEVENLABS_API_KEY: 'xi-voice-secret',
    ELEVENLABS_BASE_URL: speech.origin,
    TTS_MAX_RETRIES: '0',
  }));
  const { api, deleteAccount } = accountCalls(ctx);

  it('cancels the subscription at the processor now and removes the voice cloned at the vendor', { timeout: 60_000 }, async () => {
    const user = await registerUser(ctx.app);
    const sample = await multipartBody({
      audio: { bytes: await speechSample({ pitch: 30, seconds: 7, format: 'wav' }), name: 'me.wav', type: 'audio/wav' },
      name: 'My clone',
      consent: 'true',
    });
    const cloned = await api('POST', '/voice/clone', { ...user.headers, ...sample.headers }, sample.payload as unknown as object);
    expect(cloned.statusCode, cloned.body).toBe(201);
    expect(voiceProfile.parse(cloned.json().profile).engine).toBe('elevenlabs');
    const [providerVoiceId] = [...speech.clonedVoices];
    const subscriptionId = `sub_${user.user.id.slice(0, 8)}`;
    await ctx.database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionPlan: 'basic',
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: `cus_${user.user.id.slice(0, 8)}`,
      })
      .where(eq(users.id, user.user.id));

    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(stripeCalls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` }));
    expect(speech.clonedVoices.has(providerVoiceId!)).toBe(false);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.user.id))).toEqual([]);
  });

  it('keeps the account when the processor cannot cancel, so it can be tried again', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ subscriptionStatus: 'active', subscriptionPlan: 'basic', stripeSubscriptionId: 'sub_unreachable' })
      .where(eq(users.id, user.user.id));
    await stripe!.close();
    const response = await deleteAccount(user);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SUBSCRIPTION_NOT_CANCELED, code: 'SUBSCRIPTION_NOT_CANCELED' });
    expect(response.headers['retry-after']).toBe('60');
    expect(await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.user.id))).toHaveLength(1);
    expect((await api('GET', '/auth/user', user.headers)).statusCode).toBe(200);
  });
});
