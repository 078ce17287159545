import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, SESSION_TTL_MS, TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { publicUser, refreshResponse } from '@shared/contracts/auth';
import { authHeaders, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';
import { createAccessTokens } from './tokens';

describe('session calls', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const refresh = (sessionToken?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: sessionToken ? { 'x-session-token': sessionToken } : {},
    });
  const logout = (payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload, headers });

  describe.each(['/api/auth/verify', '/api/auth/user'])('GET %s', (url) => {
    it('returns the signed-in user', async () => {
      const user = await registerUser(ctx.app, { name: 'Margaret' });
      const response = await get(url, user.headers);
      expect(response.statusCode).toBe(200);
      expect(publicUser.parse(response.json())).toEqual(user.user);
    });

    it('answers 401 without an access token', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Authentication required. Please log in again.',
        code: 'UNAUTHENTICATED',
      });
    });

    it('answers 401 to a forged or foreign token', async () => {
      const user = await registerUser(ctx.app);
      const foreign = await createAccessTokens('another-deployment-secret-of-sufficient-length', ctx.clock, 900).sign({
        userId: user.user.id,
        sessionId: '00000000-0000-4000-8000-000000000000',
      });
      for (const token of ['garbage', `${user.token}x`, foreign]) {
        const response = await get(url, { authorization: `Bearer ${token}` });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('SESSION_EXPIRED');
      }
    });

    it('reports trial_expired once the 24 hours have passed', async () => {
      const user = await registerUser(ctx.app);
      ctx.clock.advance(TRIAL_DURATION_MS + 1000);
      const session = refreshResponse.parse((await refresh(user.sessionToken)).json());
      const response = await get(url, authHeaders({ token: session.token, sessionToken: user.sessionToken }));
      expect(response.json().subscriptionStatus).toBe('trial_expired');
      expect(session.user.subscriptionStatus).toBe('trial_expired');
    });
  });

  it('the access token expires after 15 minutes by default and refresh issues a new one', async () => {
    const user = await registerUser(ctx.app);
    expect(user.expiresIn).toBe(DEFAULT_ACCESS_TOKEN_TTL_SECONDS);
    ctx.clock.advance(DEFAULT_ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);

    expect((await get('/api/auth/verify', user.headers)).statusCode).toBe(401);

    const refreshed = await refresh(user.sessionToken);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshResponse.parse(refreshed.json());
    expect(body.user.email).toBe(user.email);
    expect(body.expiresIn).toBe(DEFAULT_ACCESS_TOKEN_TTL_SECONDS);

    const verified = await get('/api/auth/verify', authHeaders(body));
    expect(verified.statusCode).toBe(200);
  });

  it('refresh answers 401 without a session token or with an unknown one', async () => {
    for (const response of [await refresh(), await refresh('not-a-real-session-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Your session has expired. Please sign in again.',
        code: 'SESSION_EXPIRED',
      });
    }
  });

  it('the session ends after 30 days', async () => {
    const user = await registerUser(ctx.app);
    ctx.clock.advance(SESSION_TTL_MS - 60_000);
    expect((await refresh(user.sessionToken)).statusCode).toBe(200);
    ctx.clock.advance(120_000);
    expect((await refresh(user.sessionToken)).statusCode).toBe(401);
  });

  it('logout revokes the session: refresh and the old access token stop working', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);

    const response = await logout({ sessionToken: user.sessionToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await refresh(user.sessionToken)).statusCode).toBe(401);
    expect((await get('/api/auth/verify', user.headers)).statusCode).toBe(401);
    // Another user's session is untouched.
    expect((await get('/api/auth/verify', other.headers)).statusCode).toBe(200);
  });

  it('logout accepts the session token from the X-Session-Token header', async () => {
    const user = await registerUser(ctx.app);
    expect((await logout(undefined, { 'x-session-token': user.sessionToken })).statusCode).toBe(200);
    expect((await refresh(user.sessionToken)).statusCode).toBe(401);
  });

  it('logout answers 400 without any session token', async () => {
    const response = await logout({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'sessionToken is required', code: 'VALIDATION_ERROR' });
  });

  it('signing in twice gives two sessions; logging out of one keeps the other', async () => {
    const user = await registerUser(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    await logout({ sessionToken: user.sessionToken });
    expect((await refresh(second.json().sessionToken)).statusCode).toBe(200);
  });
});
