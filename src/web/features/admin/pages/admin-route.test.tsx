import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeDashboard, signInAdmin } from '../lib/test-fixtures';

// Pages load lazily: on a busy machine the chunk can take longer than findBy's default.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const pageViews = { 'POST /api/analytics/pageview': () => new Response(null, { status: 204 }) };

describe('/admin', () => {
  it('is the 404 page for a signed-in user who is not an administrator, and asks the console API nothing', async () => {
    const user = makeUser({ isAdmin: false });
    storeSignedIn(user);
    const api = mockApi({ ...pageViews, 'GET /api/auth/verify': () => json(user) });
    renderWithProviders(<AppRouter />, { route: '/admin?section=users' });
    expect(await heading('Page Not Found')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('is the 404 page for a signed-out visitor', async () => {
    mockApi(pageViews);
    renderWithProviders(<AppRouter />, { route: '/admin' });
    expect(await heading('Page Not Found')).toBeInTheDocument();
  });

  it('is the operator console for an administrator, opening the section the address names', async () => {
    signInAdmin({ 'GET /api/admin/dashboard': () => json(makeDashboard()) });
    renderWithProviders(<AppRouter />, { route: '/admin' });
    expect(await heading('Operator Console')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin?section=users');
  });
});
