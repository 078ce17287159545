import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, refreshRefused } from '@/test/fixtures';
import { json, mockApi, type ApiHandlers } from '@/test/mock-api';
import { storeSession } from './auth-storage';
import { keepSessionFresh, onSessionChange, refreshSession, type SessionChange } from './session-refresh';

// Signed in with a 10-second access token: it falls due for a refresh after 8 s.
const signIn = () => storeSession(makeSession({ token: 'access-1', sessionToken: 'session-1', expiresIn: 10 }));

let generation = 1;
/** A refresh endpoint that hands out access-2, access-3 … (10 s each), rotating the session token too. */
const rotatingRefresh = () => {
  generation += 1;
  return json(makeSession({ token: `access-${generation}`, sessionToken: `session-${generation}`, expiresIn: 10 }));
};

let stop: () => void = () => {};
afterEach(() => {
  stop();
  generation = 1;
});

/** Signed in, the refresh endpoint answering, and the token kept fresh; the fake network is returned. */
function keepFreshWhileSignedIn(handlers: ApiHandlers = { 'POST /api/auth/refresh': rotatingRefresh }) {
  signIn();
  const network = mockApi(handlers);
  stop = keepSessionFresh();
  return network;
}

describe('keepSessionFresh', () => {
  it('refreshes when the token falls due (80% of its lifetime), then again for the new one', async () => {
    vi.useFakeTimers();
    const network = keepFreshWhileSignedIn();

    await vi.advanceTimersByTimeAsync(7_900);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBe('access-2');
    expect(localStorage.getItem('sessionToken')).toBe('session-2');

    await vi.advanceTimersByTimeAsync(8_000);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(2);
    expect(network.to('POST /api/auth/refresh')[1]?.headers.get('X-Session-Token')).toBe('session-2');
  });

  it('refreshes at once when the window gets focus after the token fell due (a sleeping timer)', async () => {
    const network = keepFreshWhileSignedIn();

    window.dispatchEvent(new Event('focus'));
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);

    // The computer slept through the due time: the clock moved on, the timer did not fire.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 9_000);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(localStorage.getItem('authToken')).toBe('access-2'));
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('refreshes when the page becomes visible after the token fell due, not while it is hidden', async () => {
    const network = keepFreshWhileSignedIn();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 9_000);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    document.dispatchEvent(new Event('visibilitychange'));
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(localStorage.getItem('authToken')).toBe('access-2'));
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('leaves it to another tab that already refreshed (shared storage)', async () => {
    vi.useFakeTimers();
    const network = keepFreshWhileSignedIn();
    await vi.advanceTimersByTimeAsync(5_000);
    // Another tab refreshed: a new token, due 8 s from now.
    storeSession(makeSession({ token: 'access-from-other-tab', sessionToken: 'session-from-other-tab', expiresIn: 10 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authTokenRefreshDueAt' }));

    await vi.advanceTimersByTimeAsync(7_900);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(network.to('POST /api/auth/refresh')[0]?.headers.get('X-Session-Token')).toBe('session-from-other-tab');
  });

  it('tries again a little later when a refresh fails for another reason, keeping the tokens', async () => {
    vi.useFakeTimers();
    let failures = 1;
    const network = keepFreshWhileSignedIn({
      'POST /api/auth/refresh': () => (failures-- > 0 ? json({ message: 'down', code: 'SERVICE_UNAVAILABLE' }, 503) : rotatingRefresh()),
    });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBe('access-1');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(2);
    expect(localStorage.getItem('authToken')).toBe('access-2');
  });

  it('does nothing while the token’s lifetime is unknown (stored by an older version)', async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 'access-1');
    localStorage.setItem('sessionToken', 'session-1');
    const network = mockApi({});
    stop = keepSessionFresh();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(network.requests).toHaveLength(0);
  });
});

describe('refreshSession', () => {
  it('is one request for every caller at the same time, and tells the listeners once', async () => {
    signIn();
    const network = mockApi({ 'POST /api/auth/refresh': rotatingRefresh });
    const heard: SessionChange[] = [];
    const unsubscribe = onSessionChange((change) => heard.push(change));
    const [one, two, three] = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    unsubscribe();
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    // It keeps the session token it is answered, so it asks the server to rotate it.
    expect(network.to('POST /api/auth/refresh')[0]?.headers.get('X-Session-Rotation')).toBe('1');
    expect(one).toBe(two);
    expect(two).toBe(three);
    expect(heard.map((change) => change.kind)).toEqual(['refreshed']);
  });

  it('a refresh the server refuses ends the session: tokens, due time and user cleared, listeners told', async () => {
    signIn();
    localStorage.setItem('subscription', '{"isTrial":true}');
    mockApi(refreshRefused);
    const heard: SessionChange[] = [];
    const unsubscribe = onSessionChange((change) => heard.push(change));
    await expect(refreshSession()).resolves.toEqual({ kind: 'ended' });
    unsubscribe();
    for (const key of ['authToken', 'sessionToken', 'authTokenRefreshDueAt', 'user']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('subscription')).toBe('{"isTrial":true}');
    expect(heard).toEqual([{ kind: 'ended' }]);
  });

  it('does not store an answer that arrives after the user signed out', async () => {
    signIn();
    mockApi({
      'POST /api/auth/refresh': () => {
        localStorage.clear(); // Logout while the refresh was on its way.
        return rotatingRefresh();
      },
    });
    await expect(refreshSession()).resolves.toEqual({ kind: 'ended' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });
});
