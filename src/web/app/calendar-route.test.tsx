import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPagePath, pagePaths, prerenderedPagePaths, publicPagePaths } from '@shared/routes';
import { WorkspaceHeader } from '@/features/workspace/components/workspace-header';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { pageMeta } from './page-meta';
import { AppRouter } from './router';

const pageViews = { 'POST /api/analytics/pageview': () => new Response(null, { status: 204 }) };

describe('/calendar', () => {
  it('is a signed-in page: served by the client, in no sitemap, not pre-rendered, with its own tab title', () => {
    expect(pagePaths.calendar).toBe('/calendar');
    expect(isPagePath('/calendar/')).toBe(true);
    expect(publicPagePaths).not.toContain('/calendar');
    expect(prerenderedPagePaths).not.toContain('/calendar');
    expect(pageMeta('/calendar').title).toBe('Publishing Calendar — Genesis Studio');
  });

  it('serves the calendar and its feed to a signed-in user', async () => {
    storeSignedIn();
    mockApi({
      ...pageViews,
      'GET /api/auth/verify': () => json(makeUser()),
      'GET /api/publications': () => json({ publications: [] }),
      'GET /api/calendar/feed': () => json({ active: false, createdAt: null }),
    });
    renderWithProviders(<AppRouter />, { route: '/calendar?view=week' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Publishing calendar' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('calendar-empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to App/ })).toHaveAttribute('href', '/app');
    await waitFor(() => expect(document.title).toBe('Publishing Calendar — Genesis Studio'));
  });

  it('sends a signed-out visitor to /login', async () => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route: '/calendar' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('is linked from the studio’s header', async () => {
    const user = makeUser();
    storeSignedIn(user);
    mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/projects': () => json({ projects: [] }) });
    renderWithProviders(<WorkspaceHeader />, { route: '/app' });
    expect(await screen.findByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
  });
});
