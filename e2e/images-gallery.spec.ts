import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';

test('generate two images, find them in My Gallery, search, open the details and download', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Image Generation' }).click();
  const panel = page.getByRole('tabpanel');

  // An empty prompt cannot be sent.
  const generate = panel.getByRole('button', { name: 'Generate Images' });
  await expect(generate).toBeDisabled();
  // A forced click does not wait for the tab's layout to settle: bring the button into view first.
  await generate.scrollIntoViewIfNeeded();
  await expect(generate).toBeInViewport();
  await generate.click({ force: true });
  await expect(page.getByText('Missing Prompt', { exact: true })).toBeVisible();

  await panel.getByLabel('Image Description').fill('A fox sitting in a snowy forest at twilight');
  await panel.getByLabel('Art Style').selectOption('watercolor');
  await panel.getByLabel('Aspect Ratio').selectOption('16:9');
  await panel.getByLabel('Lighting').selectOption('moonlight');
  await panel.getByLabel('Number of Images').fill('2');
  await expect(panel.getByTestId('image-count-value')).toHaveText('2');
  await panel.getByRole('button', { name: 'Generate Images' }).click();

  const results = panel.getByTestId('generated-image');
  await expect(results).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('Images Generated!', { exact: true })).toBeVisible();
  await expect(panel.getByText('Offline title card', { exact: true }).first()).toBeVisible();
  const firstImage = results.first().getByRole('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([1024, 576]);

  // The memory remembers the style and the prompt.
  await expect(panel.getByLabel('Art Style').locator('option[value="watercolor"]')).toHaveText(/Used 1 time/);
  await panel.getByRole('button', { name: 'Auto-Enhanced' }).click();
  await expect(panel.getByTestId('enhanced-prompt')).toContainText('watercolor painting');

  // A second, different picture, to search between them.
  await panel.getByLabel('Image Description').fill('A robot barista making latte art');
  await panel.getByLabel('Art Style').selectOption('anime');
  await panel.getByLabel('Number of Images').fill('1');
  await panel.getByRole('button', { name: 'Generate Images' }).click();
  await expect(results).toHaveCount(1, { timeout: 30_000 });

  await page.getByRole('tab', { name: 'My Gallery' }).click();
  const gallery = page.getByRole('tabpanel');
  await expect(gallery.getByTestId('gallery-count')).toHaveText('3 images generated');
  await expect(gallery.getByTestId('stat-total-images')).toContainText('3');
  await expect(gallery.getByTestId('gallery-card')).toHaveCount(3);

  await gallery.getByRole('searchbox', { name: 'Search images' }).fill('FOX');
  await expect(gallery.getByTestId('gallery-card')).toHaveCount(2);
  await gallery.getByRole('searchbox', { name: 'Search images' }).fill('anime');
  await expect(gallery.getByTestId('gallery-card')).toHaveCount(1);
  const card = gallery.getByTestId('gallery-card').first();
  await expect(card).toContainText('A robot barista making latte art');

  await card.hover();
  await card.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Image Details' });
  await expect(details).toContainText('A robot barista making latte art');
  await expect(details).toContainText('Anime');
  await expect(details).toContainText('16:9');

  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download Image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^image-\d+\.jpeg$/);
  const metadata = await sharp(await file.path()).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1024, 576]);
  await expect(page.getByText('Image Saved!', { exact: true })).toBeVisible();
});
