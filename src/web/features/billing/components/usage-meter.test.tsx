import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/contracts/auth';
import type { UsageResponse } from '@shared/contracts/usage';
import { useAuth } from '@/features/auth';
import { makeUsage, makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { usageQueryKey } from '../api/get-usage';
import { UsageMeter } from './usage-meter';

const weeklyUser = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'weekly' });
const basicUser = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });

const usage = makeUsage;

function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <>
      {children}
      <p>signed in</p>
    </>
  ) : null;
}

/** Stands in for a generation mutation that, on success, refreshes the counter as the tabs do. */
function GenerateButton() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: usageQueryKey })}>
      generated
    </button>
  );
}

async function renderMeter(user: PublicUser, answers: UsageResponse[]) {
  storeSignedIn(user);
  let call = 0;
  const network = mockApi({
    'GET /api/auth/verify': () => json(user),
    'GET /api/usage': () => json(answers[Math.min(call++, answers.length - 1)]),
  });
  renderWithProviders(
    <SignedInOnly>
      <UsageMeter />
      <GenerateButton />
    </SignedInOnly>,
  );
  await screen.findByText('signed in');
  return network;
}

const meter = () => screen.findByRole('group', { name: 'Plan usage' });

describe('UsageMeter', () => {
  it("reads 'Scripts 3/25 this week · Images 1/15' on the weekly plan", async () => {
    await renderMeter(weeklyUser, [usage()]);
    expect(await meter()).toHaveTextContent('Scripts 3/25 this week · Images 1/15');
    expect(await meter()).toHaveTextContent('Resets Fri, Mar 15');
  });

  it('counts per month on the basic plan and marks a used-up allowance', async () => {
    await renderMeter(basicUser, [usage({ plan: 'basic', scripts: { used: 12, limit: 100 }, images: { used: 50, limit: 50 } })]);
    expect(await meter()).toHaveTextContent('Scripts 12/100 this month · Images 50/50');
    expect(screen.getByText('50/50')).toHaveClass('text-danger');
    expect(screen.getByText('12/100')).not.toHaveClass('text-danger');
  });

  it('refreshes when a generation invalidates usageQueryKey', async () => {
    const network = await renderMeter(weeklyUser, [usage(), usage({ scripts: { used: 4, limit: 25 } })]);
    expect(await meter()).toHaveTextContent('Scripts 3/25 this week');
    await userEvent.click(screen.getByRole('button', { name: 'generated' }));
    await waitFor(async () => expect(await meter()).toHaveTextContent('Scripts 4/25 this week'));
    expect(network.to('GET /api/usage')).toHaveLength(2);
  });

  it.each([
    ['the trial', makeUser()],
    ['premium', makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'premium' })],
    ['an expired trial', makeUser({ subscriptionStatus: 'trial_expired' })],
    ['a lapsed weekly plan', makeUser({ subscriptionStatus: 'past_due', subscriptionPlan: 'weekly' })],
  ])('shows nothing and asks nothing on %s', async (_, user) => {
    const network = await renderMeter(user, [usage()]);
    expect(screen.queryByRole('group', { name: 'Plan usage' })).not.toBeInTheDocument();
    expect(network.to('GET /api/usage')).toHaveLength(0);
  });

  it('shows nothing when the server reports unlimited allowances or refuses generation', async () => {
    const network = await renderMeter(weeklyUser, [
      usage({ plan: 'premium', scripts: { used: 9, limit: null }, images: { used: 9, limit: null } }),
    ]);
    await waitFor(() => expect(network.to('GET /api/usage')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Plan usage' })).not.toBeInTheDocument();
  });

  it("reads 'Scripts 2/20 today · Images 5/5' against the fair-use limits an administrator set when payments are off", async () => {
    const fairUse = {
      period: 'day',
      periodStart: '2030-03-08T00:00:00.000Z',
      resetsAt: '2030-03-09T00:00:00.000Z',
      scripts: { used: 2, limit: 20 },
      images: { used: 5, limit: 5 },
    } as const;
    await renderMeter(makeUser({ access: 'payments_off', subscriptionStatus: 'trial_expired' }), [
      usage({ plan: null, access: 'payments_off', scripts: { used: 0, limit: null }, images: { used: 0, limit: null }, fairUse }),
    ]);
    const limits = await screen.findByRole('group', { name: 'Fair-use limits' });
    expect(limits).toHaveTextContent('Scripts 2/20 today · Images 5/5');
    expect(limits).toHaveAttribute('title', 'Your limit resets on Sat, Mar 9');
    expect(screen.getByText('5/5')).toHaveClass('text-danger');
  });

  it.each([
    ['payments off without fair-use limits', makeUser({ access: 'payments_off' }), true],
    ['an administrator', makeUser({ access: 'administrator', subscriptionStatus: 'active', subscriptionPlan: 'weekly' }), false],
  ])('shows nothing for %s', async (_, user, asks) => {
    const network = await renderMeter(user, [usage({ plan: null, access: user.access, scripts: { used: 4, limit: null } })]);
    if (asks) await waitFor(() => expect(network.to('GET /api/usage')).toHaveLength(1));
    else expect(network.to('GET /api/usage')).toHaveLength(0);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows nothing when the usage call fails', async () => {
    storeSignedIn(weeklyUser);
    const network = mockApi({
      'GET /api/auth/verify': () => json(weeklyUser),
      'GET /api/usage': () => json({ message: 'Not found', code: 'NOT_FOUND' }, 404),
    });
    renderWithProviders(
      <SignedInOnly>
        <UsageMeter />
      </SignedInOnly>,
    );
    await screen.findByText('signed in');
    await waitFor(() => expect(network.to('GET /api/usage').length).toBeGreaterThan(0));
    expect(screen.queryByRole('group', { name: 'Plan usage' })).not.toBeInTheDocument();
  });
});
