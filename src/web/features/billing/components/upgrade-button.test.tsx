import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/contracts/auth';
import { useAuth } from '@/features/auth';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { UpgradeButton } from './upgrade-button';

const DAY_MS = 24 * 60 * 60 * 1000;

function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <>
      {children}
      <p>signed in</p>
    </>
  ) : null;
}

/** Renders the button for `user` once the auth provider has verified that user. */
async function renderFor(user: PublicUser, props: Parameters<typeof UpgradeButton>[0] = {}) {
  storeSignedIn(user);
  mockApi({ 'GET /api/auth/verify': () => json(user) });
  renderWithProviders(
    <SignedInOnly>
      <UpgradeButton {...props} />
    </SignedInOnly>,
  );
  await screen.findByText('signed in');
}

describe('UpgradeButton', () => {
  it('reads "Upgrade Now" and leads to /subscription during a trial', async () => {
    await renderFor(makeUser());
    const link = await screen.findByRole('link', { name: 'Upgrade Now' });
    expect(link).toHaveAttribute('href', '/subscription');
    expect(link.className).not.toContain('animate-pulse');
  });

  it('is outlined inline, without the gradient of a main action', async () => {
    await renderFor(makeUser(), { variant: 'inline' });
    const link = await screen.findByRole('link', { name: 'Upgrade Now' });
    expect(link.className).toContain('border-accent-line');
    expect(link.className).not.toContain('bg-gradient-to-r');
  });

  it('docks the floating variant in a bar at the bottom edge and keeps as much room at the end of the page', async () => {
    await renderFor(makeUser(), { variant: 'floating', className: 'lg:hidden' });
    const link = await screen.findByRole('link', { name: 'Upgrade Now' });
    const dock = link.closest('[data-slot="upgrade-dock"]');
    expect(dock?.className).toContain('fixed');
    expect(dock?.className).toContain('lg:hidden');
    const space = document.querySelector('[data-slot="upgrade-dock-space"]');
    expect(space?.className).toContain('h-[calc(4rem+env(safe-area-inset-bottom))]');
    expect(space?.className).toContain('lg:hidden');
  });

  it('reads "Trial Expired - Upgrade" in red and pulsing once the trial expired', async () => {
    await renderFor(makeUser({ subscriptionStatus: 'trial_expired' }), { variant: 'floating', size: 'lg' });
    const link = await screen.findByRole('link', { name: 'Trial Expired - Upgrade' });
    expect(link.className).toContain('animate-pulse');
    expect(link.className).toContain('bg-red-600');
    expect(link).toHaveAttribute('data-variant', 'floating');
  });

  it('reads "Choose a Plan" for an account that never had a trial (its mailbox had one)', async () => {
    await renderFor(makeUser({ subscriptionStatus: 'trial_expired', trialExpiry: null }));
    const link = await screen.findByRole('link', { name: 'Choose a Plan' });
    expect(link).toHaveAttribute('href', '/subscription');
    expect(link.className).toContain('bg-red-600');
  });

  it('is hidden for an active subscription', async () => {
    await renderFor(makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'basic' }));
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it('is hidden on the premium plan', async () => {
    await renderFor(makeUser({ subscriptionStatus: 'past_due', subscriptionPlan: 'premium' }));
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it.each(['administrator', 'payments_off'] as const)(
    'is hidden where no plan applies (%s), even a day after the trial ended',
    async (access) => {
      for (const variant of ['header', 'inline', 'floating'] as const) {
        await renderFor(
          makeUser({ access, subscriptionStatus: 'trial_expired', trialExpiry: new Date(Date.now() - DAY_MS).toISOString() }),
          {
            variant,
          },
        );
        expect(screen.queryByRole('link')).not.toBeInTheDocument();
        expect(document.querySelector('[data-slot="upgrade-dock"]')).toBeNull();
        cleanup();
      }
    },
  );
});
