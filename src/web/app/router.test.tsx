import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from './router';

// Pages load lazily: on a busy machine the chunk can take longer than findBy's default second.
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });
// Every route change reports a page view (spec §7 Analytics).
const pageViews = { 'POST /api/analytics/pageview': () => new Response(null, { status: 204 }) };
// The voice page lists the user's voice profiles.
const voiceProfiles = { 'GET /api/voice/profiles': () => json([]) };

describe('AppRouter (spec §2 routes)', () => {
  it.each([
    ['/', 'Genesis Studio'],
    ['/about', 'About Genesis Studio'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/faq', 'Frequently Asked Questions'],
    ['/blog', 'Genesis Studio Blog'],
    ['/ai-script-generator-comparison', 'AI Script Generator Comparison'],
    ['/youtube-script-generator-faq', 'YouTube Script Generator FAQ'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create Your Account'],
    ['/subscription', 'Account Required'],
    ['/blog/ai-image-generation-tips', 'AI Image Generation Tips for Content Creators'],
  ])('serves %s and reports the page view', async (route, title) => {
    const api = mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route });
    expect(await heading(title)).toBeInTheDocument();
    const [view] = api.to('POST /api/analytics/pageview');
    expect(JSON.parse(view?.body ?? '{}')).toMatchObject({ path: route });
  });

  it.each(['/nope', '/blog/unknown-article', '/app/settings'])('shows the 404 page for %s', async (route) => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route });
    expect(await heading('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText(/add the page to the router\?/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it.each(['/nope', '/blog/unknown-article', '/app/settings'])('titles the 404 page at %s Page Not Found', async (route) => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route });
    await heading('Page Not Found');
    await waitFor(() => expect(document.title).toBe('Page Not Found — Genesis Studio'));
  });

  it('titles the console Page Not Found for a signed-in user who is not an administrator', async () => {
    storeSignedIn();
    mockApi({ ...pageViews, 'GET /api/auth/verify': () => json(makeUser()) });
    renderWithProviders(<AppRouter />, { route: '/admin' });
    await heading('Page Not Found');
    await waitFor(() => expect(document.title).toBe('Page Not Found — Genesis Studio'));
  });

  it('gives every app route its own browser title', async () => {
    const { pageMeta } = await import('./page-meta');
    const routes = ['/app', '/account', '/admin', '/subscription', '/login', '/register', '/affiliate', '/voice', '/owner-voice'];
    const titles = routes.map((route) => pageMeta(route).title);
    for (const title of titles) {
      expect(title).toMatch(/ — Genesis Studio$/);
      expect(title).not.toBe(pageMeta('/').title);
    }
    // One title per page (the two voice paths serve the same page).
    expect(new Set(titles).size).toBe(routes.length - 1);
    expect(pageMeta('/app').title).toBe('Studio — Genesis Studio');
    expect(pageMeta('/login/').title).toBe('Log In — Genesis Studio');
    expect(pageMeta('/nope').title).toBe('Page Not Found — Genesis Studio');
  });

  it.each([
    ['/login', 'Log In — Genesis Studio'],
    ['/register', 'Create Your Account — Genesis Studio'],
    ['/subscription', 'Plans and Subscription — Genesis Studio'],
  ])('sets the tab title of %s', async (route, title) => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/app', '/login', ''],
    ['/owner-voice', '/login', ''],
    ['/voice', '/login', ''],
    ['/affiliate', '/login', '?from=affiliate'],
  ])('sends a signed-out visitor of %s to %s%s', async (route, path, search) => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route });
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(window.location.search).toBe(search);
  });

  it('shows a full-screen spinner while the session is verified, then the page', async () => {
    storeSignedIn();
    let answer: (response: Response) => void = () => {};
    mockApi({
      ...pageViews,
      ...voiceProfiles,
      'GET /api/auth/verify': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<AppRouter />, { route: '/voice' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    answer(json(makeUser()));
    expect(await heading('Owner Voice Setup')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/voice');
  });

  it("shows the studio's frame on /app while the session is verified, then the studio", async () => {
    delete document.documentElement.dataset.appReady;
    storeSignedIn(makeUser({ name: 'Ada Lovelace' }));
    let answer: (response: Response) => void = () => {};
    mockApi({
      ...pageViews,
      'GET /api/auth/verify': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/projects': () => json([]),
    });
    renderWithProviders(<AppRouter />, { route: '/app' });
    expect(await heading('Creator Studio')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening your studio…');
    // Nothing of the user's, and no control that works yet.
    expect(screen.queryByText(/Ada Lovelace/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    answer(json(makeUser({ name: 'Ada Lovelace' })));
    expect(await screen.findByRole('link', { name: 'Account: Ada Lovelace' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Script Writing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Opening your studio…')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/app');
  });

  it('sends a visitor whose stored session is refused from the frame to /login', async () => {
    storeSignedIn();
    mockApi({ ...pageViews, 'GET /api/auth/verify': () => json({ message: 'Invalid session', code: 'INVALID_SESSION' }, 403) });
    renderWithProviders(<AppRouter />, { route: '/app' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await heading('Welcome Back')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Welcome Back'],
    ['/faq', 'Frequently Asked Questions'],
  ])('shows %s at once while a stored session is verified', async (route, title) => {
    storeSignedIn();
    mockApi({ ...pageViews, 'GET /api/auth/verify': () => new Promise<Response>(() => {}) });
    renderWithProviders(<AppRouter />, { route });
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
  });

  it.each(['/owner-voice', '/voice'])('serves the voice page at %s to a signed-in user', async (route) => {
    storeSignedIn();
    mockApi({ ...pageViews, ...voiceProfiles, 'GET /api/auth/verify': () => json(makeUser()) });
    renderWithProviders(<AppRouter />, { route });
    expect(await heading('Owner Voice Setup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to App/ })).toHaveAttribute('href', '/app');
  });
});
