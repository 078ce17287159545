import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planList } from '@shared/catalog/plans';
import { makeSession, makeUser } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from './router';

// Pages load lazily: on a busy machine the chunk can take longer than findBy's default second.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

function network() {
  const user = makeUser({ name: 'Ada Creator' });
  return mockApi({
    'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    'POST /api/auth/register': () => json(makeSession({ user }), 201),
    'POST /api/auth/login': () => json(makeSession({ user })),
    'GET /api/auth/verify': () => json(user),
    'GET /api/plans': () =>
      json({
        plans: planList.map(({ id, name, priceCents, interval, priceId, features, badge }) => ({
          id,
          name,
          priceCents,
          interval,
          priceId,
          features,
          badge,
        })),
        processor: 'local',
        publishableKey: null,
      }),
  });
}

const here = () => `${window.location.pathname}${window.location.search}`;

describe('the purchase path keeps the plan through sign-up and sign-in', () => {
  it('Create Account on /subscription?plan=basic registers and comes back to Basic', async () => {
    network();
    renderWithProviders(<AppRouter />, { route: '/subscription?plan=basic' });
    await heading('Account Required');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Create Account' }));

    await heading('Create Your Account');
    expect(here()).toBe('/register?redirect=%2Fsubscription%3Fplan%3Dbasic');
    // The way over to sign in keeps the destination too.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fsubscription%3Fplan%3Dbasic');
    await user.type(screen.getByLabelText('Full Name'), 'Ada Creator');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await heading('Choose Your Plan');
    expect(here()).toBe('/subscription?plan=basic');
    expect(screen.getByRole('article', { name: 'Basic' })).toHaveAttribute('data-highlighted', 'true');
    expect(within(screen.getByRole('article', { name: 'Basic' })).getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled();
  });

  it('Log In, then over to Create one and back to Sign in, signs in and comes back to Weekly Basic', async () => {
    network();
    renderWithProviders(<AppRouter />, { route: '/subscription?plan=weekly' });
    await heading('Account Required');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    await heading('Welcome Back');
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    await heading('Create Your Account');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await heading('Welcome Back');
    expect(here()).toBe('/login?redirect=%2Fsubscription%3Fplan%3Dweekly');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12{Enter}');
    await heading('Choose Your Plan');
    expect(here()).toBe('/subscription?plan=weekly');
    expect(screen.getByRole('article', { name: 'Weekly Basic' })).toHaveAttribute('data-highlighted', 'true');
  });

  it('ignores a destination off the site and opens the studio as usual', async () => {
    network();
    renderWithProviders(<AppRouter />, { route: '/login?redirect=%2F%2Fevil.example%2Fsubscription' });
    await heading('Welcome Back');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/app'));
    // The studio's page loads lazily: wait for it, so nothing is still loading when the test ends.
    await heading('Creator Studio');
  });
});
