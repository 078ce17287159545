import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages, EMAIL_LINK_TTL_HOURS } from '@shared/contracts/account';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { freshHeaders, registerUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { expectRateLimited } from '../../test/http-assertions';
import { linkIn, useSmtpTestServer } from '../../test/smtp-test-server';
import { EMAIL_VERIFICATION_LIMITS, EMAIL_VERIFICATION_SUBJECT } from './email-verification';
import { PASSWORD_RESET_SUBJECT } from './password-reset';

const linkInvalid = { message: accountMessages.emailLinkInvalid, code: 'LINK_INVALID' };
const notVerified = { message: accountMessages.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' };

describe('e-mail verification with REQUIRE_EMAIL_VERIFICATION=true', () => {
  const smtp = useSmtpTestServer();
  const ctx = useTestApp({}, () => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://studio.example.test',
    REQUIRE_EMAIL_VERIFICATION: 'true',
  }));
  let address = 0;
  const nextAddress = () => `10.23.0.${++address}`;

  const verify = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: payload as object, remoteAddress: nextAddress() });
  const resend = (headers: Record<string, string> | undefined) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/verification', headers, remoteAddress: nextAddress() });
  const generateScript = (user: Pick<RegisteredUser, 'headers'>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: user.headers,
      payload: { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' },
    });
  const generateImage = (user: Pick<RegisteredUser, 'headers'>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'a lighthouse', count: 1, seed: 3 },
    });
  const me = async (user: Pick<RegisteredUser, 'headers'>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).json();
  const nextToken = async (user: Pick<RegisteredUser, 'email'>) =>
    linkIn(await smtp.nextMail(user.email, EMAIL_VERIFICATION_SUBJECT)).searchParams.get('token')!;

  it('mails a link at registration; generations are refused (403) until it is followed, then allowed', async () => {
    const user = await registerUser(ctx.app);
    expect(user.user.emailVerified).toBe(false);
    const mail = await smtp.nextMail(user.email, EMAIL_VERIFICATION_SUBJECT);
    expect(mail.subject).toBe('Verify your email for Genesis Studio');
    expect(mail.text).toContain(`${EMAIL_LINK_TTL_HOURS} hours`);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://studio.example.test/verify-email');

    for (const generate of [generateScript, generateImage]) {
      const refused = await generate(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(notVerified);
    }

    // No sign-in needed: the link may be opened on another device.
    const verified = await verify({ token: link.searchParams.get('token') });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: accountMessages.emailVerified });
    expect(await me(user)).toMatchObject({ emailVerified: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.emailVerifiedAt).toEqual(ctx.clock.now());

    expect((await generateScript(user)).statusCode).toBe(200);
    expect((await generateImage(user)).statusCode).toBe(200);

    const again = await verify({ token: link.searchParams.get('token') });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkInvalid);
  });

  it('sends a new link on request (the earlier one stops working); 400 once verified, 401 signed out', async () => {
    const user = await registerUser(ctx.app);
    const first = await nextToken(user);

    const resent = await resend(user.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: accountMessages.verificationSent });
    const second = await nextToken(user);
    expect(second).not.toBe(first);

    expect((await verify({ token: first })).json()).toEqual(linkInvalid);
    expect((await verify({ token: second })).statusCode).toBe(200);

    const already = await resend(user.headers);
    expect(already.statusCode).toBe(400);
    expect(already.json()).toEqual({ message: accountMessages.alreadyVerified, code: 'ALREADY_VERIFIED' });

    expect((await resend(undefined)).statusCode).toBe(401);
  });

  it(`sends an account at most ${EMAIL_VERIFICATION_LIMITS.mailsPerAccount.max} links an hour, registration's included (429 after)`, async () => {
    const user = await registerUser(ctx.app);
    await nextToken(user);
    const { max, windowMs } = EMAIL_VERIFICATION_LIMITS.mailsPerAccount;
    for (let sent = 1; sent < max; sent++) expect((await resend(user.headers)).statusCode).toBe(200);
    expectRateLimited(await resend(user.headers), windowMs);
    await ctx.services.emailVerification.settled();
    expect(smtp.mailTo(user.email)).toHaveLength(max);
  });

  it(`limits requests for a new link to ${EMAIL_VERIFICATION_LIMITS.resendsPerAddress.max} per client address per 15 minutes`, async () => {
    const { max, timeWindow } = EMAIL_VERIFICATION_LIMITS.resendsPerAddress;
    const from = '10.23.99.1';
    for (let request = 0; request < max; request++) {
      const user = await registerUser(ctx.app);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/verification', headers: user.headers, remoteAddress: from });
      expect(response.statusCode).toBe(200);
    }
    const user = await registerUser(ctx.app);
    expectRateLimited(
      await ctx.app.inject({ method: 'POST', url: '/api/auth/verification', headers: user.headers, remoteAddress: from }),
      timeWindow,
    );
  });

  it(`refuses a link after ${EMAIL_LINK_TTL_HOURS} hours; a new one works`, async () => {
    const user = await registerUser(ctx.app);
    const token = await nextToken(user);
    ctx.clock.advance(EMAIL_LINK_TTL_HOURS * 60 * 60 * 1000 + 60_000);
    expect((await verify({ token })).json()).toEqual(linkInvalid);

    const headers = await freshHeaders(ctx.app, user);
    expect((await resend(headers)).statusCode).toBe(200);
    expect((await verify({ token: await nextToken(user) })).statusCode).toBe(200);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const user = await registerUser(ctx.app);
    const token = await nextToken(user);
    await ctx.database.db
      .update(users)
      .set({ email: uniqueEmail('moved') })
      .where(eq(users.id, user.user.id));
    expect((await verify({ token })).json()).toEqual(linkInvalid);
    expect(await me(user)).toMatchObject({ emailVerified: false });
  });

  it('counts a followed password-reset link as verification (it proves the mailbox)', async () => {
    const user = await registerUser(ctx.app);
    await nextToken(user);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email }, remoteAddress: nextAddress() });
    const token = linkIn(await smtp.nextMail(user.email, PASSWORD_RESET_SUBJECT)).searchParams.get('token');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a brand new password 99' },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a brand new password 99' },
      remoteAddress: nextAddress(),
    });
    expect(signedIn.json().user).toMatchObject({ emailVerified: true });
    const { token: accessToken, sessionToken } = signedIn.json();
    expect(
      (await generateScript({ headers: { authorization: `Bearer ${accessToken}`, 'x-session-token': sessionToken } })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a token that is not text', { token: 42 }],
    ['an unknown field', { token: 'x'.repeat(43), userId: 'someone' }],
  ])('answers a bad body (%s) with 400', async (_case, payload) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a made-up token with 400 LINK_INVALID', async () => {
    expect((await verify({ token: 'y'.repeat(43) })).json()).toEqual(linkInvalid);
  });
});
