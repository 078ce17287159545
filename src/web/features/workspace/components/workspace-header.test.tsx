import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { WorkspaceHeader } from './workspace-header';

describe('WorkspaceHeader', () => {
  function renderHeader(user = makeUser()) {
    storeSignedIn(user);
    mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/projects': () => json({ projects: [] }) });
    renderWithProviders(<WorkspaceHeader />, { route: '/app' });
  }

  it('opens the account page from the user’s name', async () => {
    renderHeader(makeUser({ name: 'Ada Creator' }));
    expect(await screen.findByRole('link', { name: 'Account: Ada Creator' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('links an administrator to the operator console', async () => {
    renderHeader(makeUser({ isAdmin: true }));
    expect(await screen.findByRole('link', { name: 'Operator console' })).toHaveAttribute('href', '/admin');
  });
});
