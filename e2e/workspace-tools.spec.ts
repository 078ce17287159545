import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';

test('the Script Writing tab generates a script behind the loading overlay', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  const panel = page.getByRole('tabpanel');

  await panel.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByText('Topic Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a topic or keywords for your script.', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: /^Tutorial/ }).click();
  await expect(panel.getByLabel('Video Topic or Keywords')).toHaveValue(/step by step for beginners/);
  await panel.getByLabel('Tone').selectOption('Casual');

  // Hold the answer back until the overlay has been seen (a fixed delay raced the checks on a loaded machine).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/scripts/generate', async (route) => {
    await held;
    await route.continue();
  });
  await panel.getByRole('button', { name: 'Generate Script' }).click();
  const overlay = page.getByRole('status').filter({ hasText: 'Generating Script...' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Writing your video script');
  release();

  await expect(panel.getByLabel('Script text')).not.toBeEmpty();
  await expect(overlay).toHaveCount(0);
  await expect(panel.getByTestId('script-word-count')).toHaveText(/^\d+ words$/);
  await expect(panel.getByTestId('script-estimated-time')).toHaveText(/^~\d+ (min|sec)/);
  await expect(panel.getByText('Offline draft', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('script-engine')).toHaveText('Written by: Offline writer');
  // The offline writer says what its draft is beside the script, not in it.
  await expect(panel.getByTestId('script-notice')).toContainText('Offline draft: an outline with [ADD: …] slots');
  await expect(panel.getByLabel('Script text')).toHaveValue(/\[ADD: /);
  await expect(panel.getByLabel('Script text')).not.toHaveValue(/OFFLINE DRAFT/);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^script-\d+\.txt$/);
});

test('the SEO tab analyzes content and shows the score, titles, tags and checks', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  await page.getByRole('tab', { name: 'SEO Optimization' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Your SEO analysis will appear here')).toBeVisible();

  await panel.getByRole('button', { name: 'Analyze & Optimize' }).click();
  await expect(page.getByText('Content Required', { exact: true })).toBeVisible();

  await panel
    .getByLabel('Content to Analyze')
    .fill(
      'Growing tomatoes on a balcony is easier than you think. In this video I show the pots, soil and ' +
        'watering routine I use, how much sun tomatoes need, and the three mistakes beginners make. ' +
        'By the end you will know how to grow tomatoes on a balcony all summer long.',
    );
  await panel.getByLabel('Target Audience').selectOption('Content Creators');
  await panel.getByRole('button', { name: 'Analyze & Optimize' }).click();

  await expect(panel.getByTestId('seo-score')).toHaveText(/^\d{1,3}\/100$/);
  await expect(panel.getByRole('button', { name: /^Copy title/ })).toHaveCount(5);
  await expect(panel.getByRole('region', { name: 'Recommended Tags' }).getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('list', { name: 'SEO checks' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(panel.getByTestId('seo-engine')).toHaveText('Titles and description by: Offline analyzer');
});
