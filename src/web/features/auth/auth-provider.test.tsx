import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { makeSession, makeUser, refreshRefused, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { useAuth } from './use-auth';

function AuthProbe() {
  const { isLoading, isAuthenticated, user, token, logout } = useAuth();
  return (
    <div>
      <p data-testid="state">{isLoading ? 'loading' : isAuthenticated ? 'signed-in' : 'signed-out'}</p>
      <p data-testid="user">{user?.email ?? 'none'}</p>
      <p data-testid="token">{token ?? 'none'}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;
const unauthorized = () => json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, 401);

describe('AuthProvider (spec §4 Auth)', () => {
  it('is signed out at once, without any request, when no tokens are stored', () => {
    const network = mockApi({});
    renderWithProviders(<AuthProbe />);
    expect(state()).toBe('signed-out');
    expect(network.requests).toHaveLength(0);
  });

  it('starts loading, verifies the stored session and signs in', async () => {
    storeSignedIn();
    const user = makeUser({ email: 'verified@example.com' });
    const network = mockApi({ 'GET /api/auth/verify': () => json(user) });
    renderWithProviders(<AuthProbe />);
    expect(state()).toBe('loading');
    await waitFor(() => expect(state()).toBe('signed-in'));
    expect(screen.getByTestId('user').textContent).toBe('verified@example.com');
    expect(screen.getByTestId('token').textContent).toBe('access-1');
    const [verify] = network.to('GET /api/auth/verify');
    expect(verify?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(verify?.headers.get('X-Session-Token')).toBe('session-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe('verified@example.com');
  });

  it('clears the stored subscription record when the verified user’s trial has expired', async () => {
    storeSignedIn();
    localStorage.setItem('subscription', '{"isTrial":true}');
    mockApi({ 'GET /api/auth/verify': () => json(makeUser({ subscriptionStatus: 'trial_expired' })) });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-in'));
    expect(localStorage.getItem('subscription')).toBeNull();
  });

  it('keeps the subscription record for a running trial', async () => {
    storeSignedIn();
    localStorage.setItem('subscription', '{"isTrial":true}');
    mockApi({ 'GET /api/auth/verify': () => json(makeUser()) });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-in'));
    expect(localStorage.getItem('subscription')).toBe('{"isTrial":true}');
  });

  it('on verify 401 refreshes once, stores the new tokens, verifies again and signs in', async () => {
    storeSignedIn();
    const network = mockApi({
      'GET /api/auth/verify': (request) =>
        request.headers.get('Authorization') === 'Bearer access-2' ? json(makeUser({ email: 'refreshed@example.com' })) : unauthorized(),
      'POST /api/auth/refresh': () => json(makeSession({ token: 'access-2', sessionToken: 'session-2' })),
    });
    renderWithProviders(<AuthProbe />);
    // Signed in as the refresh's session says first, then as the second verify answers.
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('refreshed@example.com'));
    expect(state()).toBe('signed-in');
    expect(localStorage.getItem('authToken')).toBe('access-2');
    expect(localStorage.getItem('sessionToken')).toBe('session-2');
    expect(screen.getByTestId('token').textContent).toBe('access-2');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe('refreshed@example.com');
    const refreshes = network.to('POST /api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers.get('X-Session-Token')).toBe('session-1');
    expect(network.to('GET /api/auth/verify')).toHaveLength(2);
  });

  it('when the refresh fails too, clears authToken, sessionToken and user and signs out', async () => {
    storeSignedIn();
    localStorage.setItem('subscription', '{"isTrial":true}');
    const network = mockApi({ 'GET /api/auth/verify': unauthorized, 'POST /api/auth/refresh': unauthorized });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('subscription')).toBe('{"isTrial":true}');
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('on any other verify failure clears the session without trying a refresh', async () => {
    storeSignedIn();
    const network = mockApi({
      'GET /api/auth/verify': () => json({ message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' }, 500),
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(network.to('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('keeps the stored session when the server cannot be reached (offline), for the next page to verify', async () => {
    storeSignedIn();
    mockApi({
      'GET /api/auth/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(localStorage.getItem('authToken')).not.toBeNull();
    expect(localStorage.getItem('sessionToken')).not.toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('keeps the stored session when the refresh after a 401 gets no answer (offline)', async () => {
    storeSignedIn();
    const network = mockApi({
      'GET /api/auth/verify': unauthorized,
      'POST /api/auth/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBe('access-1');
    expect(localStorage.getItem('sessionToken')).toBe('session-1');
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('does not take a TypeError of its own code while reading the refresh’s answer for offline: the session ends, and it is logged', async () => {
    storeSignedIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // An answer came, but not the session it should be: storing it throws a TypeError (reading `null.token`).
    mockApi({ 'GET /api/auth/verify': unauthorized, 'POST /api/auth/refresh': () => json(null) });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out'));
    // Before: any TypeError counted as 'the server did not answer', so the tokens stayed.
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('signing out'), expect.any(TypeError));
  });

  it('does not take a TypeError of its own code while reading the verify’s answer for offline', async () => {
    storeSignedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/auth/verify': () => json(null) });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });

  it('re-verifies with the loading flag set when authStateChanged fires', async () => {
    storeSignedIn();
    let answer: (response: Response) => void = () => {};
    const network = mockApi({
      'GET /api/auth/verify': () =>
        network.to('GET /api/auth/verify').length === 1 ? json(makeUser()) : new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-in'));

    act(() => void window.dispatchEvent(new Event('authStateChanged')));
    expect(state()).toBe('loading');
    await waitFor(() => expect(network.to('GET /api/auth/verify')).toHaveLength(2));

    await act(async () => answer(json(makeUser({ email: 'again@example.com' }))));
    await waitFor(() => expect(state()).toBe('signed-in'));
    expect(screen.getByTestId('user').textContent).toBe('again@example.com');
  });

  it('authStateChanged with the tokens gone signs out', async () => {
    storeSignedIn();
    mockApi({ 'GET /api/auth/verify': () => json(makeUser()) });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-in'));
    localStorage.removeItem('authToken');
    localStorage.removeItem('sessionToken');
    act(() => void window.dispatchEvent(new Event('authStateChanged')));
    await waitFor(() => expect(state()).toBe('signed-out'));
  });

  it('a refresh while signed in (a call met a 401) brings its token and user into the auth state', async () => {
    storeSignedIn();
    mockApi({
      'GET /api/auth/verify': () => json(makeUser()),
      'GET /api/usage': (request) =>
        request.headers.get('Authorization') === 'Bearer access-2' ? json({ plan: 'trial' }) : unauthorized(),
      'POST /api/auth/refresh': () =>
        json(makeSession({ token: 'access-2', sessionToken: 'session-2', user: makeUser({ email: 'now@example.com' }) })),
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-in'));
    await act(() => api.get('/api/usage'));
    expect(state()).toBe('signed-in');
    expect(screen.getByTestId('token').textContent).toBe('access-2');
    expect(screen.getByTestId('user').textContent).toBe('now@example.com');
  });

  it('signs out when a call meets a 401 and the server refuses the refresh (the session ended), forgetting the user’s data', async () => {
    storeSignedIn();
    mockApi({
      'GET /api/auth/verify': () => json(makeUser()),
      'POST /api/scripts/generate': unauthorized,
      ...refreshRefused,
    });
    const queryClient = createQueryClient();
    renderWithProviders(<AuthProbe />, { queryClient });
    await waitFor(() => expect(state()).toBe('signed-in'));
    queryClient.setQueryData(['/api/images/gallery'], { images: [{ id: 'image-of-the-user-who-left' }] });
    await act(() => expect(api.post('/api/scripts/generate', { topic: 'x' })).rejects.toThrow(/^401: /));
    expect(state()).toBe('signed-out');
    expect(localStorage.getItem('sessionToken')).toBeNull();
    // Before: kept, so whoever signed in next in this tab could briefly see it.
    expect(queryClient.getQueryData(['/api/images/gallery'])).toBeUndefined();
  });

  it('logout posts the session token, clears all four keys and goes home', async () => {
    storeSignedIn();
    localStorage.setItem('subscription', '{"isTrial":true}');
    const network = mockApi({
      'GET /api/auth/verify': () => json(makeUser()),
      'POST /api/auth/logout': () => json({ success: true }),
    });
    renderWithProviders(<AuthProbe />, { route: '/app' });
    await waitFor(() => expect(state()).toBe('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(state()).toBe('signed-out'));
    expect(JSON.parse(network.to('POST /api/auth/logout')[0]?.body ?? '{}')).toEqual({ sessionToken: 'session-1' });
    for (const key of ['authToken', 'sessionToken', 'user', 'subscription']) expect(localStorage.getItem(key)).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('logout still clears everything and goes home when the server call fails', async () => {
    storeSignedIn();
    localStorage.setItem('subscription', '{"isTrial":true}');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/verify': () => json(makeUser()),
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<AuthProbe />, { route: '/app' });
    await waitFor(() => expect(state()).toBe('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(state()).toBe('signed-out'));
    for (const key of ['authToken', 'sessionToken', 'user', 'subscription']) expect(localStorage.getItem(key)).toBeNull();
    expect(window.location.pathname).toBe('/');
  });
});
