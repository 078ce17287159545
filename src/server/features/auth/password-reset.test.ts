import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '@shared/catalog/chat';
import { accountMessages } from '@shared/contracts/account';
import { authProblems } from '@shared/contracts/auth';
import { mailOutbox, users } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { authHeaders, registerUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { expectRateLimited } from '../../test/http-assertions';
import { appOrigin } from '../../test/listen-locally';
import { linkIn, useSmtpTestServer } from '../../test/smtp-test-server';
import { openSocket } from '../../test/socket-client';
import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_SUBJECT } from './password-reset';

const NEW_PASSWORD = 'a brand new password 99';
const requested = { success: true, message: accountMessages.resetRequested };
const linkInvalid = { message: accountMessages.resetLinkInvalid, code: 'LINK_INVALID' };

/** Requests from their own client address each, unless a test names one: the per-address limit of one test does not touch another. */
function resetClient(ctx: TestContext, network: string) {
  let address = 0;
  const nextAddress = () => `${network}.${++address}`;
  return {
    request: (payload: unknown, remoteAddress = nextAddress()) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: payload as object, remoteAddress }),
    confirm: (payload: unknown, remoteAddress = nextAddress()) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: payload as object, remoteAddress }),
    login: (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() }),
  };
}

const outboxRows = (ctx: TestContext, to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const userRow = async (ctx: TestContext, id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('forgotten password, mailed over SMTP', () => {
  const smtp = useSmtpTestServer({ refuseRecipient: (address) => address.startsWith('bounce-') });
  const ctx = useTestApp({}, () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Genesis Studio <studio@example.test>',
    PUBLIC_URL: 'https://studio.example.test',
  }));
  const client = resetClient(ctx, '10.21.0');

  /** Asks for a reset link for the user and reads it from the mailbox: the token it carries. */
  async function mailedToken(user: Pick<RegisteredUser, 'email'>): Promise<string> {
    const response = await client.request({ email: user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(requested);
    const link = linkIn(await smtp.nextMail(user.email, PASSWORD_RESET_SUBJECT));
    return link.searchParams.get('token')!;
  }

  it('mails a link; following it sets the new password, verifies the address and ends every session and socket', async () => {
    const user = await registerUser(ctx.app);
    const signedIn = await client.login(user.email, user.password);
    const otherSession = authHeaders(signedIn.json());
    const socket = await openSocket(await appOrigin(ctx.app), user.token);
    await socket.next('conversations_list');
    expect((await userRow(ctx, user.user.id)).emailVerifiedAt).toBeNull();

    const response = await client.request({ email: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(requested);
    const mail = await smtp.nextMail(user.email, PASSWORD_RESET_SUBJECT);
    expect(mail).toMatchObject({ from: 'studio@example.test', to: user.email, subject: 'Reset your Genesis Studio password' });
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('If you did not ask for this, ignore this email');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://studio.example.test/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // Sent over SMTP, the outbox records the message without its text (the link is the recipient's alone),
    // once the server's 250 is back (the mailbox can hold the message a moment before that).
    await ctx.services.passwordReset.settled();
    expect(await outboxRows(ctx, user.email)).toEqual([
      expect.objectContaining({ subject: PASSWORD_RESET_SUBJECT, status: 'sent', textBody: null, error: null }),
    ]);

    const confirmed = await client.confirm({ token, password: NEW_PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: accountMessages.passwordReset });

    // Every session that was open is over: access tokens, session tokens and sockets.
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    for (const headers of [user.headers, otherSession]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(me.statusCode).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'x-session-token': headers['x-session-token'] },
      });
      expect(refreshed.statusCode).toBe(401);
    }

    expect((await client.login(user.email, user.password)).statusCode).toBe(401);
    const withNew = await client.login(user.email, NEW_PASSWORD);
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().user).toMatchObject({ id: user.user.id, emailVerified: true });
    expect((await userRow(ctx, user.user.id)).emailVerifiedAt).toEqual(ctx.clock.now());

    // The link works once.
    const again = await client.confirm({ token, password: 'yet another password 1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkInvalid);
    expect((await client.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 60 minutes, and the password stays', async () => {
    const user = await registerUser(ctx.app);
    const token = await mailedToken(user);
    ctx.clock.advance(61 * 60 * 1000);
    const response = await client.confirm({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(linkInvalid);
    expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  });

  it('works at 59 minutes', async () => {
    const user = await registerUser(ctx.app);
    const token = await mailedToken(user);
    ctx.clock.advance(59 * 60 * 1000);
    expect((await client.confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lets only one of two parallel confirmations with the same link through', async () => {
    const user = await registerUser(ctx.app);
    const token = await mailedToken(user);
    const answers = await Promise.all(
      ['first parallel password 1', 'second parallel password 2'].map((password) => client.confirm({ token, password })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const password = ['first parallel password 1', 'second parallel password 2'][winner]!;
    expect((await client.login(user.email, password)).statusCode).toBe(200);
  });

  it('refuses a made-up token and an earlier link once a newer one was sent', async () => {
    const user = await registerUser(ctx.app);
    const made = await client.confirm({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual(linkInvalid);

    const first = await mailedToken(user);
    const second = await mailedToken(user);
    const old = await client.confirm({ token: first, password: NEW_PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(linkInvalid);
    expect((await client.confirm({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers an address without an account exactly as one with, and sends nothing', async () => {
    const user = await registerUser(ctx.app);
    const nobody = uniqueEmail('nobody');
    const known = await client.request({ email: user.email });
    const unknown = await client.request({ email: nobody });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: known.statusCode, body: known.json() });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    await ctx.services.passwordReset.settled();
    expect(smtp.mailTo(nobody)).toEqual([]);
    expect(await outboxRows(ctx, nobody)).toEqual([]);
    expect(smtp.mailTo(user.email)).toHaveLength(1);
  });

  it('answers without waiting for the mail server', async () => {
    const user = await registerUser(ctx.app);
    const slowServer = smtp.hold();
    try {
      const response = await client.request({ email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(requested);
      expect(smtp.mailTo(user.email)).toEqual([]);
    } finally {
      slowServer.release();
    }
    await smtp.nextMail(user.email, PASSWORD_RESET_SUBJECT);
  });

  it('sends a suspended account nothing, and refuses a link it was sent before the suspension', async () => {
    const user = await registerUser(ctx.app);
    const token = await mailedToken(user);
    await ctx.database.db.update(users).set({ suspendedAt: ctx.clock.now() }).where(eq(users.id, user.user.id));

    const response = await client.request({ email: user.email });
    expect(response.json()).toEqual(requested);
    await ctx.services.passwordReset.settled();
    expect(smtp.mailTo(user.email)).toHaveLength(1);

    const confirmed = await client.confirm({ token, password: NEW_PASSWORD });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual(linkInvalid);
  });

  it(`sends an account at most ${PASSWORD_RESET_LIMITS.mailsPerAccount.max} links an hour, from any addresses; over it the answer is the same`, async () => {
    const user = await registerUser(ctx.app);
    const { max } = PASSWORD_RESET_LIMITS.mailsPerAccount;
    for (let sent = 0; sent < max + 2; sent++) {
      const response = await client.request({ email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(requested);
    }
    await ctx.services.passwordReset.settled();
    expect(smtp.mailTo(user.email)).toHaveLength(max);
    // The newest link sent still works.
    const newest = linkIn(smtp.mailTo(user.email).at(-1)!).searchParams.get('token')!;
    expect((await client.confirm({ token: newest, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it(`limits requests to ${PASSWORD_RESET_LIMITS.requestsPerAddress.max} per client address per 15 minutes (429)`, async () => {
    const { max, timeWindow } = PASSWORD_RESET_LIMITS.requestsPerAddress;
    const address = '10.21.99.1';
    for (let request = 0; request < max; request++) {
      expect((await client.request({ email: uniqueEmail('someone') }, address)).statusCode).toBe(200);
    }
    expectRateLimited(await client.request({ email: uniqueEmail('someone') }, address), timeWindow);
    // Another address is not held up.
    expect((await client.request({ email: uniqueEmail('someone') }, '10.21.99.2')).statusCode).toBe(200);
  });

  it('records a message the SMTP server refused as failed; the answer is the same', async () => {
    const user = await registerUser(ctx.app, { email: uniqueEmail('bounce-reset') });
    const response = await client.request({ email: user.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(requested);
    await ctx.services.passwordReset.settled();
    expect(smtp.mailTo(user.email)).toEqual([]);
    expect(await outboxRows(ctx, user.email)).toEqual([
      expect.objectContaining({ subject: PASSWORD_RESET_SUBJECT, status: 'failed', textBody: null, error: expect.stringContaining('550') }),
    ]);
  });

  it('sends no verification mail at registration without REQUIRE_EMAIL_VERIFICATION, and generations need none', async () => {
    const user = await registerUser(ctx.app);
    await ctx.services.emailVerification.settled();
    expect(smtp.mailTo(user.email)).toEqual([]);
    expect(user.user.emailVerified).toBe(false);
    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: user.headers,
      payload: { topic: 'how to start a podcast', videoLength: '1-3 minutes', tone: 'Casual' },
    });
    expect(generated.statusCode, generated.body).toBe(200);
  });

  describe('bad bodies are 400 with the fields', () => {
    it.each([
      ['no e-mail', {}, ['email']],
      ['not an e-mail', { email: 'not-an-address' }, ['email']],
      ['an e-mail that is not text', { email: 42 }, ['email']],
      ['an unknown field', { email: 'someone@example.com', admin: true }, []],
    ])('password-reset: %s', async (_case, payload, fields) => {
      const response = await client.request(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: expect.arrayContaining(fields) });
    });

    it.each([
      ['no token', { password: NEW_PASSWORD }, ['token']],
      ['an empty token', { token: '', password: NEW_PASSWORD }, ['token']],
      ['a token too long', { token: 'x'.repeat(201), password: NEW_PASSWORD }, ['token']],
      ['no password', { token: 'x'.repeat(43) }, ['password']],
      ['a password too short', { token: 'x'.repeat(43), password: 'short' }, ['password']],
    ])('password-reset/confirm: %s', async (_case, payload, fields) => {
      const response = await client.confirm(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields });
    });

    it('password-reset/confirm: a password too short is refused with the form text', async () => {
      const response = await client.confirm({ token: 'x'.repeat(43), password: 'short' });
      expect(response.json().message).toBe(authProblems.passwordTooShort.message);
    });
  });
});

describe('forgotten password without SMTP_URL: the outbox', () => {
  const ctx = useTestApp();
  const client = resetClient(ctx, '10.22.0');

  it('keeps the message with its link in mail_outbox, and the link works', async () => {
    const user = await registerUser(ctx.app);
    const response = await client.request({ email: user.email });
    expect(response.json()).toEqual(requested);
    await ctx.services.passwordReset.settled();

    const rows = await outboxRows(ctx, user.email);
    expect(rows).toEqual([expect.objectContaining({ subject: PASSWORD_RESET_SUBJECT, status: 'outbox', error: null })]);
    const text = rows[0]!.textBody!;
    expect(text).toContain('If you did not ask for this, ignore this email');
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    expect(link.pathname).toBe('/reset-password');
    expect(link.hostname).toBe('localhost');

    const confirmed = await client.confirm({ token: link.searchParams.get('token'), password: NEW_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect((await client.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
