import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { playsFor } from './support/video-player';

const run = promisify(execFile);

/** Fifteen sentences of four seconds each; the tenth asks a question and the eleventh makes a claim with a number. */
const sentences = Array.from({ length: 15 }, (_, index) => `In part ${index + 1} we go over the steps of the bake once more.`);
sentences[9] = 'Why do most sourdough loaves fail?';
sentences[10] = 'Because 80 percent of bakers use a starter that is too young.';
const clock = (seconds: number) => `00:0${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')},000`;

test('a creator uploads a talk and its captions, finds the moments worth a short with their reasons, previews one, and renders two', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The talk: a minute of moving picture with a tone that pauses where each sentence ends, and its SRT.
  const talk = test.info().outputPath('talk.mp4');
  const captions = test.info().outputPath('talk.srt');
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=60'],
    ...['-f', 'lavfi', '-i', "aevalsrc='0.3*sin(2*PI*220*t)*lt(mod(t,4),3.4)':s=44100:d=60"],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', talk],
  ]);
  await writeFile(
    captions,
    sentences.map((sentence, index) => `${index + 1}\n${clock(index * 4)} --> ${clock(index * 4 + 3)}\n${sentence}\n`).join('\n'),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/projects', { headers, data: { title: 'Sourdough talk', topic: 'sourdough baking' } });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/app?project=${id}`);

  const shorts = page.getByRole('region', { name: 'Shorts' });
  await expect(shorts.getByText('Upload a video longer than 15 seconds to the media library to cut shorts from it.')).toBeVisible();
  await page.getByRole('region', { name: 'Media' }).getByLabel('Choose media files').setInputFiles(talk);
  await expect(shorts.getByRole('combobox', { name: 'Video' })).toHaveValue(/.+/u, { timeout: 60_000 });
  await expect(shorts.getByRole('combobox', { name: 'Video' }).locator('option:checked')).toHaveText('talk.mp4 (1:00)');
  await expect(shorts.getByText('No captions yet: add the video’s SRT or VTT file so the moments follow its words.')).toBeVisible();

  await shorts.getByLabel('Captions file').setInputFiles(captions);
  await expect(shorts.getByText(/^Captions: talk\.srt \(\d+ words\)$/u)).toBeVisible();
  await expect(shorts.getByRole('button', { name: 'Replace captions' })).toBeVisible();

  await shorts.getByRole('spinbutton', { name: 'Shortest (seconds)' }).fill('15');
  await shorts.getByRole('spinbutton', { name: 'Longest (seconds)' }).fill('25');
  await shorts.getByRole('spinbutton', { name: 'How many' }).fill('3');
  await shorts.getByRole('button', { name: 'Find moments' }).click();
  const moments = shorts.getByRole('region', { name: 'Moments' });
  await expect(moments.getByText('Words from the captions you uploaded.')).toBeVisible({ timeout: 60_000 });
  const best = moments.getByRole('article').first();
  await expect(best.getByRole('heading')).toHaveText('Why do most sourdough loaves fail?');
  await expect(best).toContainText('0:36–');
  await expect(best).toContainText(/Opens with a question/u);
  expect(await moments.getByRole('article').count()).toBeLessThanOrEqual(3);

  // The moments stay with the project.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Shorts' }).getByRole('region', { name: 'Moments' });
  await expect(reloaded.getByRole('article').first().getByRole('heading')).toHaveText('Why do most sourdough loaves fail?');
  await reloaded.getByRole('article').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('shorts-desktop.png'), fullPage: false });
  const axe = await new AxeBuilder({ page }).include('[role="region"][aria-label="Shorts"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // Preview plays just that part: it starts at the moment's start.
  await reloaded.getByRole('article').first().getByRole('button', { name: 'Preview' }).click();
  const player = reloaded.getByLabel('Preview of Why do most sourdough loaves fail?');
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(36);

  // Two moments rendered as vertical shorts at 720p, in one batch; each plays and downloads.
  const panel = page.getByRole('region', { name: 'Shorts' });
  const articles = reloaded.getByRole('article');
  await articles.nth(0).getByRole('checkbox').check();
  await articles.nth(1).getByRole('checkbox').check();
  const form = panel.getByRole('form', { name: 'Render shorts' });
  await form.getByRole('combobox', { name: 'Resolution' }).selectOption('720p');
  await form.getByRole('button', { name: 'Render 2 shorts' }).click();
  const rendered = panel.getByRole('region', { name: 'Rendered shorts' });
  await expect(rendered.getByRole('status')).toContainText(/Rendering|Ready/u);
  await expect(rendered.getByRole('status')).toHaveText('Ready', { timeout: 180_000 });
  const short = rendered.getByLabel('Short: Why do most sourdough loaves fail?');
  expect(await playsFor(short)).toEqual([720, 1280]);
  const download = page.waitForEvent('download');
  await rendered.getByRole('link', { name: 'Download' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.mp4$/u);
  await rendered.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('shorts-rendered.png'), fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await reloaded.getByRole('article').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('shorts-phone.png'), fullPage: false });
});
