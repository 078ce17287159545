import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chromiumLaunchOptions } from './support/chromium';
import { fakeMicrophoneArgsFor, fakeNarrationWav, NARRATION_SCRIPT } from './support/fake-microphone';
import { signInThroughApi } from './support/users';

// Chromium's fake microphone reads the journey's script aloud (another voice than the aligner's):
// e2e/support/fake-microphone.ts.
test.use({ launchOptions: chromiumLaunchOptions(fakeMicrophoneArgsFor(fakeNarrationWav)) });

/** Records in the dialog until its timer shows `until` (mm:ss), then stops and sends the take. */
async function record(page: Page, dialogName: string | RegExp, until: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await expect(dialog.getByTestId('count-in')).toBeVisible();
  await expect(dialog.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expect(dialog.getByTestId('recorder-timer')).toHaveText(until, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('group', { name: 'Your take' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use this take' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** A take in the list, by its name ('Take 1', 'Take 1.1' for a version of it). */
const takeItem = (panel: Locator, name: string) =>
  panel.getByTestId('take-item').filter({ has: panel.page().getByRole('heading', { name, exact: true }) });

/** Waits for a take to be aligned (seconds of eSpeak and DTW, beside other journeys). */
async function ready(take: Locator) {
  await expect(take).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
}

test('narrate a script: record a take, see it aligned word by word, shorten its pauses, record one line again, render the draft with it', async ({
  page,
  request,
}) => {
  // Three recordings, three alignments and a render, on 2 cores beside other journeys.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/projects', { headers, data: { title: 'Balcony tomatoes', topic: 'Growing tomatoes' } });
  const { id } = (await created.json()) as { id: string };
  expect((await request.put(`/api/projects/${id}/script`, { headers, data: { content: NARRATION_SCRIPT, baseVersion: 0 } })).status()).toBe(
    200,
  );

  await page.goto(`/app?project=${id}`);
  const panel = page.getByRole('region', { name: 'Your narration' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Read your script aloud and the studio times every word for captions, chapters and your video draft.');

  // Record the script (the teleprompter shows it), and send the take.
  await panel.getByRole('button', { name: 'Record narration' }).click();
  const recorder = page.getByRole('dialog', { name: 'Record your narration' });
  await expect(recorder.getByRole('region', { name: 'Script to read' })).toContainText('Water them every morning before work.');
  await record(page, 'Record your narration', '00:10');

  const first = takeItem(panel, 'Take 1');
  await ready(first);
  await expect(first.getByTestId('take-details')).toContainText('Timed offline');

  // The transcript follows the player word by word.
  await first.getByRole('button', { name: 'Listen to Take 1' }).click();
  const detail = panel.getByTestId('take-detail');
  const transcript = detail.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toContainText('Pick them when they turn deep red.');
  await transcript.getByRole('button', { name: 'Sentence 1', exact: true }).click();
  await transcript.getByRole('button', { name: 'Play from here' }).click();
  await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1, { timeout: 10_000 });
  const firstWord = await transcript.locator('[aria-current="true"]').getAttribute('data-word');
  await expect
    .poll(async () => transcript.locator('[aria-current="true"]').getAttribute('data-word'), { timeout: 10_000 })
    .not.toBe(firstWord);
  await page.screenshot({ path: test.info().outputPath('narration-take.png'), fullPage: false });

  // Shorten its pauses: a new version under the take, the original kept.
  const cleanup = detail.getByRole('form', { name: 'Clean up Take 1' });
  await cleanup.getByRole('checkbox', { name: 'Shorten pauses longer than' }).check();
  await cleanup.getByRole('checkbox', { name: 'Trim silence at the start and end' }).check();
  await cleanup.getByRole('button', { name: 'Clean up' }).click();
  await ready(takeItem(panel, 'Take 1.1'));
  await expect(takeItem(panel, 'Take 1')).toHaveAttribute('data-status', 'ready');

  // Record the first line again.
  await first.getByRole('button', { name: 'Listen to Take 1' }).click();
  const sentence = transcript.getByRole('button', { name: 'Sentence 1', exact: true });
  if ((await sentence.getAttribute('aria-pressed')) !== 'true') await sentence.click();
  await transcript.getByRole('button', { name: 'Record this line again' }).click();
  await expect(page.getByRole('dialog', { name: /Record line 1 again/ }).getByLabel('Sentence to read')).toContainText(
    'Tomatoes love the sun.',
  );
  await record(page, /Record line 1 again/, '00:03');
  await ready(takeItem(panel, 'Take 1.2'));

  const axe = await new AxeBuilder({ page }).include('[role="region"][aria-label="Your narration"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  // The panel alone: the sticky header and toasts that scroll over it are left out.
  await panel.screenshot({
    path: test.info().outputPath('narration-panel.png'),
    style: 'header.sticky, .fixed, [data-slot="toast-viewport"] { display: none !important; }',
  });

  // The video draft in the creator's own voice: the take is the Voice chosen (the newest).
  const video = page.getByRole('region', { name: 'Video', exact: true });
  await expect(video.getByRole('combobox', { name: 'Voice' }).locator('option:checked')).toHaveText(/^Your recording · .*\(newest\)$/);
  await video.getByRole('button', { name: 'Render Video' }).click();
  const download = video.getByRole('link', { name: 'Download video 1 (MP4)' });
  await expect(download).toBeVisible({ timeout: 120_000 });
  // The draft is as long as the take it was timed on, and its file is served.
  await expect(video.getByRole('listitem', { name: 'Video 1' })).toContainText(/Ready.*0:1\d/);
  const file = await request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/mp4');
});
