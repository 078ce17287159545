import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { seriousViolations } from './support/accessibility';

// Every check runs in both themes: the system's light and dark (features/theme follows it by default).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of ['/login', '/register', '/this-page-does-not-exist']) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('heading').first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the workspace has no serious accessibility violations', async ({ page, request }) => {
      await signInThroughApi(page, request);
      await page.goto('/app');
      await page.getByRole('tab', { name: 'Script Writing' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const tab of ['SEO Optimization', 'Image Generation', 'Advanced Chat', 'My Gallery']) {
      test(`the ${tab} tab has no serious accessibility violations`, async ({ page, request }) => {
        await signInThroughApi(page, request);
        await page.goto('/app');
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
        // Let data-driven parts (memory, suggestions, the gallery's empty state) settle first.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the affiliate page has no serious accessibility violations, pitch and dashboard', async ({ page, request }) => {
      await signInThroughApi(page, request);
      await page.goto('/affiliate');
      await page.getByLabel('Payout Email').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Payout Email').fill('a11y-payouts@example.com');
      await page.getByRole('button', { name: 'Create Affiliate Account' }).click();
      await page.getByRole('list', { name: 'Recent Referrals' }).or(page.getByTestId('referrals-empty')).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the owner voice page and the voice setup dialog have no serious accessibility violations', async ({ page, request }) => {
      await signInThroughApi(page, request);
      await page.goto('/owner-voice');
      await page.getByRole('region', { name: 'Voice Status' }).getByText('INACTIVE').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Guided Setup' }).click();
      await page.getByRole('dialog', { name: 'Voice Profile Setup' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    const publicPages = [
      '/',
      '/about',
      '/features',
      '/privacy',
      '/terms',
      '/faq',
      '/blog',
      '/blog/ai-youtube-script-writing-guide',
      '/blog/ai-image-generation-tips',
      '/blog/seo-optimization-ai-content',
      '/ai-script-generator-comparison',
      '/youtube-script-generator-faq',
    ];

    for (const path of publicPages) {
      test(`public page ${path} has no serious accessibility violations`, async ({ page }) => {
        await page.goto(path);
        // Hydrated (the journeys' goto waits for data-app-ready), so interactive parts (menus, toggles)
        // are checked as people use them.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the FAQ has no serious accessibility violations with answers open', async ({ page }) => {
      await page.goto('/faq');
      const questions = page.getByRole('main').locator('button[aria-expanded]');
      await questions.first().waitFor();
      await questions.nth(0).click();
      await questions.nth(3).click();
      await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the mobile menu has no serious accessibility violations when open', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme });
      const page = await context.newPage();
      await page.goto('/blog');
      const menu = page.getByRole('button', { name: 'Menu' });
      // A page of its own context, not the journeys' page: wait for the hydration here.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await menu.click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });
}
