import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { playsFor } from './support/video-player';
import { seriousViolations } from './support/accessibility';

/** Two or three short sentences: a voiceover of a few seconds, rendered in seconds. */
const SHORT_SCRIPT = '[HOOK]\nTomatoes love the sun.\n\n[MAIN]\nWater them every morning.\n\n[CTA]\nSubscribe for more.';
const TITLE = 'Balcony tomatoes';

/** The page at the desktop and the phone width, each saved (fullPage) for a look; back to the desktop after. */
async function screenshots(page: Page, region: Locator, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await region.scrollIntoViewIfNeeded();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The panel alone: the sticky header, the docked upgrade bar and toasts that scroll over it are left out.
    await region.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      animations: 'disabled',
      style: 'header.sticky, .fixed, [data-slot="toast-viewport"] { display: none !important; }',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a short project rendered to a vertical video with captions: progress, the player plays it, the download serves it, a second render canceled', async ({
  page,
  request,
}) => {
  // A voiceover, pictures for the scenes and an encode: seconds each on 2 cores, beside other journeys.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };

  // A project with a short script, made through the API.
  const created = await request.post('/api/projects', { headers, data: { title: TITLE, topic: 'Growing tomatoes on a balcony' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await request.put(`/api/projects/${id}/script`, { headers, data: { content: SHORT_SCRIPT, baseVersion: 0 } });
  expect(saved.status()).toBe(200);

  await page.goto(`/app?project=${id}`);
  const video = page.getByRole('region', { name: 'Video', exact: true });
  await expect(video).toBeVisible();
  // No voiceover yet: Render waits for one and says so.
  const renderButton = video.getByRole('button', { name: 'Render Video' });
  await expect(renderButton).toBeDisabled();
  await expect(video.getByText('Make a voiceover for this project before rendering a video.')).toBeVisible();
  await expect(video.getByText('Your videos will appear here')).toBeVisible();

  // 'Go to the voiceover' brings the card into view; voice the script there.
  await video.getByRole('button', { name: 'Go to the voiceover' }).click();
  const voiceCard = page.getByRole('region', { name: 'AI Voiceover' });
  await expect(voiceCard).toBeInViewport();
  await voiceCard.getByRole('button', { name: 'Generate Voiceover' }).click();
  await expect(voiceCard.getByTestId('voiceover-result')).toBeVisible({ timeout: 30_000 });
  await expect(renderButton).toBeEnabled();

  // Vertical 9:16, and the Bold caption style chosen from the keyboard (from Highlight, the one before it).
  await video.getByText('Vertical 9:16 (Shorts)', { exact: true }).click();
  await expect(video.getByRole('radio', { name: 'Vertical 9:16 (Shorts)' })).toBeChecked();
  await video.getByRole('radio', { name: 'Highlight' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(video.getByRole('radio', { name: 'Bold' })).toBeChecked();
  await expect(video.getByText('Preview: Bold captions, Vertical 9:16 (Shorts)')).toBeVisible();
  await expect(video.getByLabel('Resolution')).toHaveValue('720p');
  await screenshots(page, video, 'video-idle');
  expect(await seriousViolations(page, { within: '[role="region"][aria-label="Video"]' })).toEqual([]);

  // Render: the new video leads the list with its progress.
  await renderButton.click();
  const first = video.getByRole('listitem', { name: 'Video 1' });
  await expect(first.getByRole('progressbar', { name: 'Rendering video 1' })).toBeVisible();
  // For the picture: the bar moved on (unless the encoder was quicker than the look).
  await expect
    .poll(
      async () => {
        const status = await first.getAttribute('data-status');
        if (status !== 'running') return status === 'done';
        return (await first.getByTestId('render-progress').allTextContents()).some((text) => text !== '0%');
      },
      { timeout: 90_000, intervals: [100] },
    )
    .toBe(true);
  await screenshots(page, video, 'video-rendering');
  await expect(first.getByTestId('render-status')).toHaveText('Ready', { timeout: 90_000 });
  await expect(first.getByTestId('render-details')).toHaveText(/^Vertical 9:16 \(Shorts\) · 720p · 0:0\d$/);

  // The player plays it: a 720×1280 picture, time moving on.
  const player = first.locator('video');
  await expect(player).toHaveAttribute('preload', 'metadata');
  expect(await playsFor(player)).toEqual([720, 1280]);

  // The download is the MP4 itself, named after the project.
  const download = first.getByRole('link', { name: 'Download video 1 (MP4)' });
  await expect(download).toHaveAttribute('download', `${TITLE}.mp4`);
  const file = await page.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/mp4');
  expect((await file.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
  await screenshots(page, video, 'video-done');
  expect(await seriousViolations(page, { within: '[role="region"][aria-label="Video"]' })).toEqual([]);

  // A second render, canceled while it waits or runs; the first video stays.
  await renderButton.click();
  const second = video.getByRole('listitem', { name: 'Video 2' });
  await second.getByRole('button', { name: 'Cancel video 2' }).click();
  await expect(second.getByTestId('render-status')).toHaveText('Canceled');
  await expect(second.getByText('Canceled before it was finished.')).toBeVisible();
  await expect(video.getByRole('listitem', { name: 'Video 1' }).getByTestId('render-status')).toHaveText('Ready');

  // A reload reads the videos from the server: both still there, as they ended. The panel loads lazily after the
  // project, which on a loaded machine takes longer than an assertion's default 5 s.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Video', exact: true });
  await expect(reloaded.getByRole('listitem', { name: 'Video 2' }).getByTestId('render-status')).toHaveText('Canceled', {
    timeout: 15_000,
  });
  await expect(reloaded.getByRole('listitem', { name: 'Video 1' }).getByTestId('render-status')).toHaveText('Ready');
});
