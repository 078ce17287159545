import { randomInt, randomUUID } from 'node:crypto';
import type { AuthSession } from '@shared/contracts/auth';
import { plans, type PlanId } from '@shared/catalog/plans';
import type { GenerationKind } from '@shared/contracts/usage';
import type { App } from '../app/app';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, usageEvents, type generatedImages } from '../db/schema';
import type { TestContext } from './build-test-app';

export const TEST_PASSWORD = 'correct horse 42';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface RegisteredUser extends AuthSession {
  email: string;
  password: string;
  headers: { authorization: string; 'x-session-token': string };
}

export function authHeaders(session: Pick<AuthSession, 'token' | 'sessionToken'>) {
  return { authorization: `Bearer ${session.token}`, 'x-session-token': session.sessionToken };
}

/** Registers a new user through the API, as a client would. */
export async function registerUser(
  app: App,
  overrides: {
    name?: string;
    email?: string;
    password?: string;
    /** The browser's own id, as the client sends it. */
    visitorId?: string;
    /** The client's address (app.inject's 127.0.0.1 by default). */
    address?: string;
    /** Headers the browser sends along: an affiliate link's cookie (openAffiliateLink), a signed-in session. */
    headers?: Record<string, string>;
  } = {},
): Promise<RegisteredUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: overrides.name ?? 'Test User', email, password, confirmPassword: password, visitorId: overrides.visitorId },
    ...(overrides.address ? { remoteAddress: overrides.address } : {}),
    ...(overrides.headers ? { headers: overrides.headers } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const session = response.json<AuthSession>();
  return { ...session, email, password, headers: authHeaders(session) };
}

/** The user makes an affiliate account (a random payout e-mail unless given); its code. */
export async function createAffiliateAccount(app: App, owner: RegisteredUser, payoutEmail = uniqueEmail('payouts')): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/api/affiliate/create', headers: owner.headers, payload: { payoutEmail } });
  if (created.statusCode !== 201) throw new Error(`affiliate account failed: ${created.statusCode} ${created.body}`);
  return created.json<{ affiliateCode: string }>().affiliateCode;
}

/** An address of its own for a visitor (10.0.0.0/8), never the 127.0.0.1 other requests come from. */
export function visitorAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A visitor at `address` opens the affiliate link (`/?ref=CODE`, as the browser requests the page):
 * the cookie the server sets for it (`name=value`), or undefined when it set none.
 */
export async function openAffiliateLink(app: App, code: string, address: string, path = '/'): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: `${path}?ref=${encodeURIComponent(code)}`, remoteAddress: address });
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0];
}

/**
 * A visitor who opened an affiliate link (one click) from an address of their own (by default) and
 * then registered in that browser; `headers` adds to what the browser sends (a signed-in session).
 */
export async function registerThroughAffiliateLink(
  app: App,
  code: string,
  visitor: { email?: string; visitorId?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<RegisteredUser> {
  const address = visitor.address ?? visitorAddress();
  const cookie = await openAffiliateLink(app, code, address);
  return registerUser(app, {
    email: visitor.email ?? uniqueEmail('referred'),
    visitorId: visitor.visitorId ?? randomUUID(),
    address,
    headers: { ...visitor.headers, ...(cookie ? { cookie } : {}) },
  });
}

/**
 * Headers with a new access token from the user's session, for tests that move the clock past 15
 * minutes. The refresh replaces the session token: like a client, `user` keeps the new one.
 */
export async function freshHeaders(app: App, user: Pick<AuthSession, 'sessionToken'>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { 'x-session-token': user.sessionToken },
  });
  if (response.statusCode !== 200) throw new Error(`refresh failed: ${response.statusCode} ${response.body}`);
  const refreshed = response.json<AuthSession>();
  user.sessionToken = refreshed.sessionToken;
  return authHeaders(refreshed);
}

/**
 * Puts the user on a paid plan as a paid invoice from the payment processor would. Pass refs to
 * pay a second invoice, repeat an event (same eventId) or refund it later (paymentRef).
 */
export async function subscribeUser(
  context: TestContext,
  user: RegisteredUser,
  planId: PlanId,
  refs: { eventId?: string; invoiceRef?: string; paymentRef?: string } = {},
): Promise<void> {
  await context.services.paymentEvents.apply({
    type: 'invoice.paid',
    processor: 'stripe',
    eventId: refs.eventId ?? `${planId}-${user.user.id}`,
    occurredAt: context.clock.now(),
    user: { userId: user.user.id, stripeCustomerId: null },
    planId,
    invoiceRef: refs.invoiceRef ?? `inv-${user.user.id}`,
    paymentRef: refs.paymentRef ?? null,
    amountCents: plans[planId].priceCents,
    currency: 'usd',
    periodEnd: null,
  });
}

/**
 * Subscribes through the local test checkout, as a user's browser would (from `remoteAddress`,
 * app.inject's 127.0.0.1 by default): the invoice is the checkout's own, a test payment.
 */
export async function payThroughLocalCheckout(app: App, user: RegisteredUser, priceId: string, remoteAddress?: string): Promise<void> {
  const from = remoteAddress ? { remoteAddress } : {};
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: user.headers,
    payload: { priceId },
    ...from,
  });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.statusCode} ${started.body}`);
  const id = started.json<{ url: string }>().url.split('/').at(-1);
  const paid = await app.inject({ method: 'POST', url: `/api/checkout/local/${id}/pay`, ...from });
  if (paid.statusCode !== 200) throw new Error(`paying failed: ${paid.statusCode} ${paid.body}`);
}

/** A refund of the user's payment, as the payment processor reports it. */
export async function refundPayment(context: TestContext, user: RegisteredUser, paymentRef: string): Promise<void> {
  await context.services.paymentEvents.apply({
    type: 'payment.refunded',
    eventId: `refund-${paymentRef}`,
    occurredAt: context.clock.now(),
    user: { userId: user.user.id, stripeCustomerId: null },
    paymentRef,
  });
}

/** `amount` generations of `kind` the user made earlier (now, on the test clock), as the plan counts them. */
export async function recordUsage(context: TestContext, user: RegisteredUser, kind: GenerationKind, amount: number): Promise<void> {
  if (amount === 0) return;
  const createdAt = context.clock.now();
  await context.database.db.insert(usageEvents).values(Array.from({ length: amount }, () => ({ userId: user.user.id, kind, createdAt })));
}

/** A gallery row as a generation stores it (no files behind it): for tests that only need the record. */
export function galleryRow(
  userId: string,
  overrides: Partial<typeof generatedImages.$inferInsert> & { createdAt: Date },
): typeof generatedImages.$inferInsert {
  const prompt = overrides.prompt ?? 'a test picture';
  return {
    userId,
    prompt,
    enhancedPrompt: `${prompt}, enhanced`,
    style: 'photorealistic',
    aspectRatio: '1:1',
    quality: 'standard',
    lighting: 'natural',
    composition: 'standard',
    colorPalette: 'natural',
    engine: 'offline-preview',
    width: 1024,
    height: 1024,
    seed: 0,
    fileKey: `images/00/${randomUUID()}.jpeg`,
    thumbnailKey: `images/00/${randomUUID()}-thumb.webp`,
    ...overrides,
  };
}

/**
 * Follows the newest verification link mailed to the user (read from the outbox, as the operator of
 * an install without SMTP reads it in the log). Answers the session with the user as it is after.
 */
export async function followVerificationLink(
  ctx: Pick<TestContext, 'app' | 'services' | 'database'>,
  registered: RegisteredUser,
): Promise<RegisteredUser> {
  await ctx.services.emailVerification.settled();
  const [mail] = await ctx.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, registered.email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /[?&]token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link was mailed to ${registered.email} (is it in ADMIN_EMAILS, and SMTP_URL unset?)`);
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: decodeURIComponent(token) } });
  if (verified.statusCode !== 200) throw new Error(`verify-email failed: ${verified.statusCode} ${verified.body}`);
  const user = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: registered.headers });
  return { ...registered, user: user.json<AuthSession['user']>() };
}

/** Registers an address ADMIN_EMAILS names and follows the link mailed to it: only then is it an administrator. */
export async function registerAdministrator(
  ctx: Pick<TestContext, 'app' | 'services' | 'database'>,
  overrides: Parameters<typeof registerUser>[1] & { email: string },
): Promise<RegisteredUser> {
  return followVerificationLink(ctx, await registerUser(ctx.app, overrides));
}
