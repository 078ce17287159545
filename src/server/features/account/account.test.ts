import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '@shared/catalog/chat';
import { accountMessages, accountSessionsResponse } from '@shared/contracts/account';
import { authMessages, publicUser } from '@shared/contracts/auth';
import { users } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { authHeaders, registerUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { expectRateLimited } from '../../test/http-assertions';
import { appOrigin } from '../../test/listen-locally';
import { linkIn, useSmtpTestServer } from '../../test/smtp-test-server';
import { openSocket } from '../../test/socket-client';
import { deviceName } from './device';
import { ACCOUNT_LIMITS, EMAIL_CHANGE_SUBJECT } from './service';

const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'a brand new password 99';
const wrongPassword = { message: accountMessages.wrongPassword, code: 'WRONG_PASSWORD' };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function accountClient(ctx: TestContext) {
  const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/account${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** Another sign-in of the user, from a browser of `userAgent`: a second session. */
  const signIn = async (user: Pick<RegisteredUser, 'email' | 'password'>, userAgent = CHROME_ON_LINUX, password = user.password) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email: user.email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return authHeaders(response.json());
  };
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
  const refresh = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-session-token': headers['x-session-token']! } });
  const sessions = async (headers: Record<string, string>) => {
    const response = await call('GET', '/sessions', headers);
    expect(response.statusCode, response.body).toBe(200);
    return accountSessionsResponse.parse(response.json()).sessions;
  };
  return { call, signIn, me, refresh, sessions };
}

describe('the account API', () => {
  const smtp = useSmtpTestServer();
  const ctx = useTestApp({}, () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://studio.example.test' }));
  const { call, signIn, me, refresh, sessions } = accountClient(ctx);

  it('answers 401 without a sign-in on every route but the e-mailed link', async () => {
    const routes: [Method, string, unknown][] = [
      ['PATCH', '/profile', { name: 'Someone' }],
      ['POST', '/email', { email: uniqueEmail(), password: 'whatever' }],
      ['POST', '/password', { currentPassword: 'whatever', newPassword: NEW_PASSWORD }],
      ['GET', '/sessions', undefined],
      ['DELETE', '/sessions/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', '/sessions/sign-out-others', undefined],
      ['GET', '/export', undefined],
      ['DELETE', '', { password: 'whatever' }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, {}, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
    // The link is followed signed out: a bad one is refused for what it is.
    const link = await call('POST', '/email/confirm', {}, { token: 'not-a-token' });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ message: accountMessages.emailLinkInvalid, code: 'LINK_INVALID' });
  });

  it('changes the name and answers the public user', async () => {
    const user = await registerUser(ctx.app, { name: 'Old Name' });
    const response = await call('PATCH', '/profile', user.headers, { name: '  New Name  ' });
    expect(response.statusCode, response.body).toBe(200);
    const body = publicUser.parse(response.json());
    expect(body).toMatchObject({ id: user.user.id, name: 'New Name', email: user.email });
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect((await me(user.headers)).json().name).toBe('New Name');
  });

  it('keeps the theme for the account: every sign-in answers it, and the name stays', async () => {
    const user = await registerUser(ctx.app, { name: 'Night Owl' });
    expect((await me(user.headers)).json().theme).toBe('system');
    const response = await call('PATCH', '/profile', user.headers, { theme: 'dark' });
    expect(response.statusCode, response.body).toBe(200);
    expect(publicUser.parse(response.json())).toMatchObject({ name: 'Night Owl', theme: 'dark' });
    const [row] = await ctx.database.db.select({ theme: users.theme }).from(users).where(eq(users.id, user.user.id));
    expect(row?.theme).toBe('dark');
    // Another device's sign-in sees it.
    expect((await me(await signIn(user))).json().theme).toBe('dark');
    await call('PATCH', '/profile', user.headers, { theme: 'light', name: 'Early Bird' });
    expect((await me(user.headers)).json()).toMatchObject({ theme: 'light', name: 'Early Bird' });
  });

  it('keeps the interface language for the account; null gives it back to the browser', async () => {
    const user = await registerUser(ctx.app);
    expect((await me(user.headers)).json().locale).toBeNull();
    const response = await call('PATCH', '/profile', user.headers, { locale: 'pt-BR' });
    expect(response.statusCode, response.body).toBe(200);
    expect(publicUser.parse(response.json())).toMatchObject({ locale: 'pt-BR', theme: 'system', name: 'Test User' });
    const [row] = await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.user.id));
    expect(row?.locale).toBe('pt-BR');
    expect((await me(await signIn(user))).json().locale).toBe('pt-BR');
    await call('PATCH', '/profile', user.headers, { locale: null });
    expect((await me(user.headers)).json().locale).toBeNull();
  });

  it.each([
    ['/profile', 'PATCH', {}],
    ['/profile', 'PATCH', { theme: 'sepia' }],
    ['/profile', 'PATCH', { locale: 'pt' }],
    ['/profile', 'PATCH', { locale: 'klingon' }],
    ['/profile', 'PATCH', { theme: null }],
    ['/profile', 'PATCH', { name: '   ' }],
    ['/profile', 'PATCH', { name: 'x'.repeat(500) }],
    ['/profile', 'PATCH', { name: 'Ok', role: 'admin' }],
    ['/email', 'POST', { email: 'not-an-address', password: 'x' }],
    ['/email', 'POST', { email: 'a@example.com' }],
    ['/password', 'POST', { currentPassword: 'x', newPassword: 'short' }],
    ['/password', 'POST', { newPassword: NEW_PASSWORD }],
    ['/email/confirm', 'POST', {}],
    ['', 'DELETE', {}],
    ['/sessions/not-a-uuid', 'DELETE', undefined],
  ] as const)('refuses %s %s %j with 400', async (url, method, payload) => {
    const user = await registerUser(ctx.app);
    const response = await call(method, url, user.headers, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect((await me(user.headers)).json()).toMatchObject({ name: 'Test User', email: user.email });
  });

  it('changes the e-mail through a link mailed to the new address', async () => {
    const user = await registerUser(ctx.app);
    const newEmail = uniqueEmail('moved');
    const wrong = await call('POST', '/email', user.headers, { email: newEmail, password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(wrongPassword);

    const response = await call('POST', '/email', user.headers, { email: ` ${newEmail.toUpperCase()} `, password: user.password });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ success: true, message: accountMessages.emailChangeSent });
    const mail = await smtp.nextMail(newEmail, EMAIL_CHANGE_SUBJECT);
    expect(mail.subject).toBe('Confirm your new email for Genesis Studio');
    expect(mail.text).toContain('24 hours');
    expect(smtp.mailTo(user.email)).toEqual([]);
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://studio.example.test/confirm-email');
    const token = link.searchParams.get('token')!;
    // Not changed until the link is followed.
    expect((await me(user.headers)).json()).toMatchObject({ email: user.email, emailVerified: false });

    const confirmed = await call('POST', '/email/confirm', {}, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: accountMessages.emailChanged });
    expect((await me(user.headers)).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn({ email: newEmail, password: user.password })).authorization).toMatch(/^Bearer /);

    const again = await call('POST', '/email/confirm', {}, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountMessages.emailLinkInvalid, code: 'LINK_INVALID' });
  });

  it('refuses an address another account has (409), before and after the link is sent', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const taken = await call('POST', '/email', user.headers, { email: other.email, password: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: authMessages.emailTaken, code: 'EMAIL_TAKEN' });
    // The password is checked first: without it, the answer does not tell whether the address is taken.
    const guessing = await call('POST', '/email', user.headers, { email: other.email, password: 'not my password' });
    expect(guessing.statusCode).toBe(403);

    const wanted = uniqueEmail('wanted');
    expect((await call('POST', '/email', user.headers, { email: wanted, password: user.password })).statusCode).toBe(202);
    const token = linkIn(await smtp.nextMail(wanted, EMAIL_CHANGE_SUBJECT)).searchParams.get('token')!;
    await registerUser(ctx.app, { email: wanted });
    const late = await call('POST', '/email/confirm', {}, { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    expect((await me(user.headers)).json().email).toBe(user.email);
  });

  it('refuses an expired link', async () => {
    const user = await registerUser(ctx.app);
    const wanted = uniqueEmail('later');
    expect((await call('POST', '/email', user.headers, { email: wanted, password: user.password })).statusCode).toBe(202);
    const token = linkIn(await smtp.nextMail(wanted, EMAIL_CHANGE_SUBJECT)).searchParams.get('token')!;
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const response = await call('POST', '/email/confirm', {}, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LINK_INVALID');
  });

  it('changes the password: every other session ends and its sockets close, this one goes on', async () => {
    const user = await registerUser(ctx.app);
    const other = await signIn(user);
    const socket = await openSocket(await appOrigin(ctx.app), other.authorization.slice('Bearer '.length));
    await socket.next('conversations_list');
    const ownSocket = await openSocket(await appOrigin(ctx.app), user.token);
    await ownSocket.next('conversations_list');

    const wrong = await call('POST', '/password', user.headers, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(wrongPassword);
    expect((await me(other)).statusCode).toBe(200);

    const response = await call('POST', '/password', user.headers, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: accountMessages.passwordChanged });

    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await me(other)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await refresh(user.headers)).statusCode).toBe(200);
    expect(ownSocket.socket.readyState).toBe(ownSocket.socket.OPEN);
    await ownSocket.close();

    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(user, CHROME_ON_LINUX, NEW_PASSWORD);
  });

  it('lists the live sessions with their device, last use and which is this one', async () => {
    const user = await registerUser(ctx.app);
    ctx.clock.advance(60_000);
    const phone = await signIn(user, SAFARI_ON_IPHONE);
    ctx.clock.advance(60_000);
    const desktop = await signIn(user, CHROME_ON_LINUX);
    const ended = await signIn(user, CHROME_ON_LINUX);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionToken: ended['x-session-token'] } });
    ctx.clock.advance(60_000);
    // A refresh is a use.
    expect((await refresh(phone)).statusCode).toBe(200);

    const listed = await sessions(desktop);
    expect(listed).toHaveLength(3);
    expect(listed.map((session) => [session.device, session.current])).toEqual([
      ['Safari on iOS', false],
      ['Chrome on Linux', true],
      ['Unknown device', false],
    ]);
    const [phoneSession, desktopSession, registration] = listed;
    expect(phoneSession!.lastUsedAt).toBe(ctx.clock.now().toISOString());
    expect(new Date(desktopSession!.lastUsedAt).getTime()).toBe(ctx.clock.now().getTime() - 60_000);
    expect(new Date(registration!.lastUsedAt).getTime()).toBe(ctx.clock.now().getTime() - 180_000);
    for (const session of listed) expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    // Another user never sees them.
    const stranger = await registerUser(ctx.app);
    expect((await sessions(stranger.headers)).map((session) => session.id)).not.toContain(phoneSession!.id);
  });

  it('signs one session out; another user’s session or an unknown one is 404', async () => {
    const user = await registerUser(ctx.app);
    const phone = await signIn(user, SAFARI_ON_IPHONE);
    const stranger = await registerUser(ctx.app);
    const phoneId = (await sessions(user.headers)).find((session) => session.device === 'Safari on iOS')!.id;
    const socket = await openSocket(await appOrigin(ctx.app), phone.authorization.slice('Bearer '.length));
    await socket.next('conversations_list');

    const theirs = await call('DELETE', `/sessions/${phoneId}`, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: accountMessages.sessionNotFound, code: 'SESSION_NOT_FOUND' });
    expect((await me(phone)).statusCode).toBe(200);
    const strangerOwn = (await sessions(stranger.headers))[0]!.id;
    expect((await call('DELETE', `/sessions/${strangerOwn}`, user.headers)).statusCode).toBe(404);
    expect((await me(stranger.headers)).statusCode).toBe(200);
    const unknown = await call('DELETE', '/sessions/00000000-0000-4000-8000-000000000000', user.headers);
    expect(unknown.statusCode).toBe(404);

    const response = await call('DELETE', `/sessions/${phoneId}`, user.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: accountMessages.sessionSignedOut });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
    // Signed out already: nothing to sign out.
    expect((await call('DELETE', `/sessions/${phoneId}`, user.headers)).statusCode).toBe(404);
  });

  it('signs out every other session', async () => {
    const user = await registerUser(ctx.app);
    const others = [await signIn(user, SAFARI_ON_IPHONE), await signIn(user)];
    const response = await call('POST', '/sessions/sign-out-others', user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: accountMessages.signedOutEverywhere });
    for (const headers of others) expect((await me(headers)).statusCode).toBe(401);
    expect((await sessions(user.headers)).map((session) => session.current)).toEqual([true]);
  });

  it('stops password guesses through the account actions after a few', async () => {
    const user = await registerUser(ctx.app);
    const { max, windowMs } = ACCOUNT_LIMITS.passwordChecks;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await call('DELETE', '', user.headers, { password: `guess ${attempt}` })).statusCode).toBe(403);
    }
    const refused = await call('DELETE', '', user.headers, { password: user.password });
    expectRateLimited(refused, windowMs);
    expect(await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.user.id))).toHaveLength(1);
    ctx.clock.advance(windowMs + 1000);
  });
});

describe('deviceName', () => {
  it.each([
    [CHROME_ON_LINUX, 'Chrome on Linux'],
    [SAFARI_ON_IPHONE, 'Safari on iOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl'],
    ['lightMyRequest', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s is %s', (userAgent, device) => {
    expect(deviceName(userAgent)).toBe(device);
  });
});
