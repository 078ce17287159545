import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/contracts/auth';
import { storyboardProblems } from '@shared/contracts/storyboard';
import { makeUsage, makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { installFakeWebSocket } from '@/test/fake-websocket';
import { makeProject, PROJECT_ID } from '@/test/project-fixtures';
import { renderWithProviders } from '@/test/render';
import { LoadingOverlay } from '@/components/loading-overlay/loading-overlay';
import { LoadingOverlayProvider } from '@/components/loading-overlay/loading-overlay-provider';
import { displayName } from '../components/workspace-header';
import { useLoadingOverlay } from '@/components/loading-overlay/use-loading-overlay';
import { WorkspacePage } from './workspace-page';

async function renderWorkspace(user: PublicUser = makeUser(), route = '/app') {
  storeSignedIn(user);
  const network = mockApi({
    'GET /api/auth/verify': () => json(user),
    'POST /api/auth/logout': () => json({ success: true }),
  });
  renderWithProviders(<WorkspacePage />, { route });
  await screen.findByRole('tab', { name: 'Script Writing' });
  return network;
}

describe('WorkspacePage', () => {
  it('shows the user’s name, the affiliate link, the upgrade button and the trial banner', async () => {
    await renderWorkspace(makeUser({ name: 'Ada Creator' }));
    await waitFor(() => expect(screen.getByText('Ada Creator')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Affiliate Program' })).toHaveAttribute('href', '/affiliate');
    // The header button on wide screens, the floating one on small screens (CSS picks one).
    const upgrades = screen.getAllByRole('link', { name: 'Upgrade Now' });
    expect(upgrades.map((link) => link.getAttribute('data-variant'))).toEqual(['header', 'floating']);
    for (const link of upgrades) expect(link).toHaveAttribute('href', '/subscription');
    expect(screen.getByText(/^Free Trial: 2[34]h \d+m \d+s remaining$/)).toBeInTheDocument();
  });

  it('falls back to the e-mail when the name is empty', async () => {
    await renderWorkspace(makeUser({ name: '', email: 'only-mail@example.com' }));
    await waitFor(() => expect(screen.getByText('only-mail@example.com')).toBeInTheDocument());
  });

  it('names the user by name, else e-mail, else "User"', () => {
    expect(displayName({ name: 'Ada', email: 'a@b.co' })).toBe('Ada');
    expect(displayName({ name: '  ', email: 'a@b.co' })).toBe('a@b.co');
    expect(displayName({ name: '', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('has the five tabs and switches panels', async () => {
    installFakeWebSocket();
    await renderWorkspace();
    const tabs = screen.getAllByRole('tab');
    const names = ['Script Writing', 'SEO Optimization', 'Image Generation', 'Advanced Chat', 'My Gallery'];
    expect(tabs).toHaveLength(5);
    names.forEach((name, index) => expect(tabs[index]).toHaveAccessibleName(name));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Script Writing');
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced Chat' }));
    expect(screen.getByRole('tab', { name: 'Advanced Chat' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    // The floating upgrade button would cover the chat's Send button at the foot of a phone's screen.
    expect(screen.getAllByRole('link', { name: 'Upgrade Now' }).map((link) => link.getAttribute('data-variant'))).toEqual(['header']);
  });

  it('opens the Image Generation and My Gallery tools', async () => {
    const user = makeUser();
    storeSignedIn(user);
    mockApi({
      'GET /api/auth/verify': () => json(user),
      'GET /api/user/preferences': () => json({ message: 'Not found', code: 'not_found' }, 404),
      'GET /api/ai/status': () => json({ message: 'Not found', code: 'not_found' }, 404),
      'GET /api/images/gallery': () =>
        json({ images: [], pagination: { page: 1, total: 0, totalPages: 0 }, library: { total: 0, latestAt: null } }),
    });
    renderWithProviders(<WorkspacePage />, { route: '/app' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Image Generation' }));
    // The tab's tools load when it is first opened.
    expect(await screen.findByLabelText('Image Description')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Generate Images');
    await userEvent.click(screen.getByRole('tab', { name: 'My Gallery' }));
    expect(await screen.findByText('Start generating images to see them here')).toBeInTheDocument();
  });

  it('shows a weekly subscriber’s usage in the frame, without the trial banner or upgrade button', async () => {
    const user = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'weekly' });
    storeSignedIn(user);
    mockApi({
      'GET /api/auth/verify': () => json(user),
      'GET /api/usage': () => json(makeUsage()),
    });
    renderWithProviders(<WorkspacePage />, { route: '/app' });
    expect(await screen.findByRole('group', { name: 'Plan usage' })).toHaveTextContent('Scripts 3/25 this week · Images 1/15');
    expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it.each(['administrator', 'payments_off'] as const)(
    'a day after the trial ended, leaves the studio open where the trial does not apply (%s): no banner, modal or upgrade',
    async (access) => {
      const user = makeUser({
        access,
        subscriptionStatus: 'trial_expired',
        trialExpiry: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
      });
      storeSignedIn(user);
      mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/usage': () => json(makeUsage({ plan: null, access })) });
      renderWithProviders(<WorkspacePage />, { route: '/app' });
      expect(await screen.findByRole('tab', { name: 'Script Writing' })).toBeInTheDocument();
      // Once the session is checked (the app shows the studio only then: the page is rendered alone here).
      expect(await screen.findByRole('link', { name: 'Account: Ada Creator' })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/Free Trial/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Upgrade|Choose a Plan/ })).not.toBeInTheDocument();
    },
  );

  it('names the open project in the heading, with its Export button', async () => {
    const user = makeUser();
    storeSignedIn(user);
    mockApi({
      'GET /api/auth/verify': () => json(user),
      [`GET /api/projects/${PROJECT_ID}`]: () => json(makeProject({ title: 'Balcony tomatoes', hasScript: false })),
      // The Script Writing tab's Media panel: no media yet.
      [`GET /api/projects/${PROJECT_ID}/media`]: () => json({ media: [], storage: { usedBytes: 0, quotaBytes: 1024 } }),
      // Its Storyboard panel: no voiceover yet, so no storyboard.
      [`GET /api/projects/${PROJECT_ID}/storyboard`]: () => json({ message: storyboardProblems.noVoiceover, code: 'NO_VOICEOVER' }, 400),
      // Its Shorts panel: no renders, no searches, no batches.
      [`GET /api/projects/${PROJECT_ID}/renders`]: () => json({ renders: [] }),
      [`GET /api/projects/${PROJECT_ID}/shorts`]: () => json({ jobs: [] }),
      [`GET /api/projects/${PROJECT_ID}/shorts/batches`]: () => json({ batches: [] }),
      // Its Publish panel: YouTube not set up, nothing published.
      'GET /api/channels': () => json({ channels: [], youtubeConfigured: false }),
      [`GET /api/projects/${PROJECT_ID}/publications`]: () => json({ publications: [] }),
    });
    renderWithProviders(<WorkspacePage />, { route: `/app?project=${PROJECT_ID}` });
    const title = await screen.findByText('Balcony tomatoes', { selector: 'main p span' }, { timeout: 5000 });
    expect(title.parentElement).toHaveTextContent('Project: Balcony tomatoes');
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveAccessibleDescription('Export needs a script: write or generate one first.');
  });

  describe('back from the embedded payment form (?premium=true)', () => {
    const usage = (plan: 'weekly' | 'basic', scripts: number, images: number) => () =>
      json({
        plan,
        canGenerate: true,
        periodStart: '2030-03-08T12:00:00.000Z',
        periodEnd: '2030-04-08T12:00:00.000Z',
        scripts: { used: 0, limit: scripts },
        images: { used: 0, limit: images },
      });

    it("says 'Subscription Activated!' naming the plan bought, and closing it leaves the studio at /app", async () => {
      const log = vi.spyOn(console, 'log');
      const user = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
      storeSignedIn(user);
      const network = mockApi({ 'GET /api/auth/verify': () => json(user), 'GET /api/usage': usage('basic', 100, 50) });
      renderWithProviders(<WorkspacePage />, { route: '/app?premium=true&plan=basic' });

      const dialog = await screen.findByRole('dialog', { name: 'Subscription Activated!' });
      await waitFor(() => expect(dialog).toHaveAccessibleDescription(/Your Basic plan is active/));
      expect(dialog).toHaveTextContent('100 scripts per month');
      expect(dialog).not.toHaveTextContent('Premium');
      // The page load verified the user with the new plan: nothing to ask again.
      expect(network.to('GET /api/subscription-status/ada%40example.com')).toHaveLength(0);
      expect(network.to('GET /api/auth/verify')).toHaveLength(1);
      expect(log).not.toHaveBeenCalled();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Start Creating Content' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(`${window.location.pathname}${window.location.search}`).toBe('/app');
      expect(screen.getByRole('tab', { name: 'Script Writing' })).toBeInTheDocument();
    });

    it('waits for Stripe to confirm, then names the plan and drops what Stripe added to the address', async () => {
      let current = makeUser();
      let answers = 0;
      storeSignedIn(current);
      const network = mockApi({
        'GET /api/auth/verify': () => json(current),
        'GET /api/usage': usage('weekly', 25, 15),
        'GET /api/subscription-status/ada%40example.com': () => {
          answers += 1;
          if (answers < 2) return json({ isActive: false });
          current = makeUser({ subscriptionStatus: 'active', subscriptionPlan: 'weekly' });
          return json({ isActive: true });
        },
      });
      renderWithProviders(<WorkspacePage />, {
        route:
          '/app?tab=seo&premium=true&plan=weekly&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      });

      const dialog = await screen.findByRole('dialog', { name: 'Subscription Activated!' });
      expect(within(dialog).getByText('Confirming your payment…')).toBeInTheDocument();
      expect(await within(dialog).findByText(/Your Weekly Basic plan is active/, undefined, { timeout: 5000 })).toBeInTheDocument();
      // Verified again once, so the header and the trial banner catch up.
      await waitFor(() => expect(network.to('GET /api/auth/verify')).toHaveLength(2));
      await waitFor(() => expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument());

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(`${window.location.pathname}${window.location.search}`).toBe('/app?tab=seo');
    });

    it('shows nothing without premium=true', async () => {
      await renderWorkspace(makeUser(), '/app?plan=basic');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('Logout signs out and goes home', async () => {
    const network = await renderWorkspace();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(network.to('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

function OverlayTrigger({ title }: { title?: string }) {
  const { showLoading, hideLoading } = useLoadingOverlay();
  return (
    <>
      <button type="button" onClick={() => showLoading(title ? { title } : undefined)}>
        start
      </button>
      <button type="button" onClick={hideLoading}>
        stop
      </button>
    </>
  );
}

describe('loading overlay', () => {
  it('shows the defaults, or the text it is given, until hidden', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <LoadingOverlayProvider>
        <OverlayTrigger />
        <LoadingOverlay />
      </LoadingOverlayProvider>,
    );
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('status')).toHaveTextContent('Processing...Please wait while we process your request');
    await user.click(screen.getByRole('button', { name: 'stop' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(
      <LoadingOverlayProvider copy={{ title: 'Generating Script...', message: 'Writing your video script' }}>
        <OverlayTrigger />
        <LoadingOverlay />
      </LoadingOverlayProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('status')).toHaveTextContent('Generating Script...Writing your video script');
  });
});
