import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { playsFor } from './support/video-player';
import { zipEntryNames } from './support/zip';

const run = promisify(execFile);

/** Fifteen sentences of four seconds each; the tenth asks a question and the eleventh makes a claim with a number. */
const sentences = Array.from({ length: 15 }, (_, index) => `In part ${index + 1} we go over the steps of the bake once more.`);
sentences[9] = 'Why do most sourdough loaves fail?';
sentences[10] = 'Because 80 percent of bakers use a starter that is too young.';
const clock = (seconds: number) => `00:0${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')},000`;

/** The talk: a minute of moving picture with a tone that pauses where each sentence ends, and its SRT of `said`. */
async function makeTalk(said: readonly string[]): Promise<{ talk: string; captions: string }> {
  const talk = test.info().outputPath('talk.mp4');
  const captions = test.info().outputPath('talk.srt');
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=60'],
    ...['-f', 'lavfi', '-i', "aevalsrc='0.3*sin(2*PI*220*t)*lt(mod(t,4),3.4)':s=44100:d=60"],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', talk],
  ]);
  await writeFile(
    captions,
    said.map((sentence, index) => `${index + 1}\n${clock(index * 4)} --> ${clock(index * 4 + 3)}\n${sentence}\n`).join('\n'),
  );
  return { talk, captions };
}

/**
 * Signs a new creator in, makes a project, uploads the talk of `said` and its captions from the
 * Shorts panel, and finds three moments of 15–25 s: the panel's Moments region once they show.
 */
async function momentsOfTalk(page: Page, request: APIRequestContext, said: readonly string[]) {
  const { talk, captions } = await makeTalk(said);
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
  return { moments, id, headers };
}

test('a creator uploads a talk and its captions, finds the moments worth a short with their reasons, previews one, and renders two', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { moments } = await momentsOfTalk(page, request, sentences);
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

test('a creator trims a moment by its words, cuts its fillers, aims its crop, adds a clip of their own, renders three shorts and downloads them as a ZIP', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const said = [...sentences];
  said[9] = 'So, um, why do most sourdough loaves fail?';
  said[10] = 'Because, you know, 80 percent of bakers use a starter that is too young.';
  const { moments, id, headers } = await momentsOfTalk(page, request, said);
  const best = moments.getByRole('article').first();
  await expect(best.getByRole('heading')).toHaveText('So, um, why do most sourdough loaves fail?');

  // The fillers go at once; in and out snap to the words chosen, and out moves a tenth later.
  await best.getByRole('button', { name: /^Edit /u }).click();
  const editor = page.getByRole('dialog', { name: /^Edit: /u });
  const words = editor.getByRole('group', { name: 'Words' });
  await editor.getByRole('button', { name: 'Select fillers (3)' }).click();
  await editor.getByRole('button', { name: 'Cut words' }).click();
  await expect(words.getByRole('button', { name: 'um, (cut)' })).toBeVisible();
  await expect(words.getByRole('button', { name: 'know, (cut)' })).toBeVisible();
  await words.getByRole('button', { name: 'why', exact: true }).click();
  await words.getByRole('button', { name: 'young.', exact: true }).click({ modifiers: ['Shift'] });
  await editor.getByRole('button', { name: 'Set in and out' }).click();
  const inPoint = Number(await editor.getByRole('spinbutton', { name: 'In (seconds)' }).inputValue());
  const snapped = Number(await editor.getByRole('spinbutton', { name: 'Out (seconds)' }).inputValue());
  expect(inPoint).toBeGreaterThan(36);
  expect(snapped).toBeLessThanOrEqual(43);
  await editor.getByRole('button', { name: 'Out 0.1 s later' }).click();
  await expect(editor.getByRole('spinbutton', { name: 'Out (seconds)' })).toHaveValue(String(Math.round((snapped + 0.1) * 100) / 100));
  await expect(editor.getByText(/^Keeps \d+\.\d s of \d+\.\d s · 1 cut$/u)).toBeVisible();

  // The crop follows the motion until the creator drags it to the left of the picture.
  await expect(editor.getByText('The crop follows the motion. Drag on the picture to choose what stays in view.')).toBeVisible();
  const picture = (await editor.getByLabel('Clip preview').boundingBox())!;
  await page.mouse.move(picture.x + picture.width * 0.5, picture.y + picture.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(picture.x + picture.width * 0.3, picture.y + picture.height * 0.5, { steps: 5 });
  await page.mouse.move(picture.x + picture.width * 0.2, picture.y + picture.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await expect(editor.getByRole('button', { name: /^Focus point, 20% across and 50% down/u })).toBeVisible();
  await expect(editor.getByText('Focus set by you.')).toBeVisible();

  // The preview plays from the in point, over the cut, and stops at the out point.
  const preview = editor.getByLabel('Clip preview');
  await preview.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const type of ['seeking', 'timeupdate']) element.addEventListener(type, () => seen.push(`${type}@${element.currentTime}`));
  });
  await editor.getByRole('button', { name: 'Play the clip' }).click();
  await expect(editor.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Play the clip' })).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const at = (type: string) => seen.filter((event) => event.startsWith(`${type}@`)).map((event) => Number(event.split('@')[1]));
  // A seek to the in point, one over the cut ("you know,"), and a stop at the out point (then back to the first frame).
  expect(at('seeking')[0]).toBeCloseTo(inPoint, 1);
  expect(at('seeking').filter((seconds) => seconds > inPoint + 1 && seconds < snapped)).toHaveLength(1);
  const furthest = Math.max(...at('timeupdate'));
  expect(furthest).toBeGreaterThan(snapped - 0.3);
  // The player is checked once a frame; on a loaded machine a frame can come a few hundred ms late.
  expect(furthest).toBeLessThan(snapped + 0.7);
  await page.screenshot({ path: test.info().outputPath('shorts-editor.png'), fullPage: false });
  await editor.getByRole('button', { name: 'Save clip' }).click();
  await expect(best).toContainText('· 1 cut · focus set · edited');

  // A reload keeps the edit.
  await page.reload();
  await expect(moments.getByRole('article').first()).toContainText('· 1 cut · focus set · edited', { timeout: 30_000 });

  // A clip of the creator's own, found by its words and ended by a typed out point.
  await moments.getByRole('button', { name: 'Add a clip' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a clip' });
  await adding.getByRole('searchbox', { name: 'Find in the transcript' }).fill('in part 2');
  await adding.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(adding.getByRole('group', { name: 'Words' }).getByRole('button', { pressed: true })).toHaveCount(3);
  await adding.getByRole('button', { name: 'Set in and out' }).click();
  await adding.getByRole('spinbutton', { name: 'Out (seconds)' }).fill('15');
  await adding.getByRole('spinbutton', { name: 'Out (seconds)' }).press('Enter');
  await adding.getByRole('textbox', { name: 'Title over the first seconds' }).fill('The steps of the bake');
  await adding.getByRole('button', { name: 'Add clip' }).click();
  const own = moments.getByRole('article', { name: 'Your clip 1: The steps of the bake' });
  await expect(own.getByRole('checkbox')).toBeChecked();

  // Three shorts at 720p: the edited moment, the second moment and the creator's clip.
  await moments.getByRole('article').nth(0).getByRole('checkbox').check();
  await moments.getByRole('article').nth(1).getByRole('checkbox').check();
  const form = page.getByRole('form', { name: 'Render shorts' });
  await form.getByRole('combobox', { name: 'Resolution' }).selectOption('720p');
  await form.getByRole('button', { name: 'Render 3 shorts' }).click();
  const rendered = page.getByRole('region', { name: 'Rendered shorts' });
  await expect(rendered.getByRole('status')).toHaveText('Ready', { timeout: 240_000 });
  const batches = (await (await request.get(`/api/projects/${id}/shorts/batches`, { headers })).json()) as {
    batches: Array<{ renders: Array<{ title: string | null; durationSeconds: number | null; width: number | null }> }>;
  };
  const [edited, second, mine] = batches.batches[0]!.renders;
  // The trimmed moment is its words less the filler: under the seven seconds from "why" to "young.".
  expect(edited!.durationSeconds).toBeGreaterThan(4);
  expect(edited!.durationSeconds).toBeLessThan(snapped + 0.1 - inPoint);
  expect(second!.durationSeconds).toBeGreaterThanOrEqual(14);
  expect(mine).toMatchObject({ title: 'The steps of the bake', width: 720 });
  expect(mine!.durationSeconds).toBeGreaterThan(10);

  const download = page.waitForEvent('download');
  await rendered.getByRole('button', { name: 'Download all (ZIP)' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/u);
  const names = await zipEntryNames(await readFile((await zip.path())!));
  for (const file of ['short.mp4', 'title.txt', 'description.txt', 'thumbnail.jpg'])
    expect(names.filter((name) => name.endsWith(`/${file}`))).toHaveLength(3);
  expect(names).toContain('batch.json');
  await rendered.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('shorts-batch-zip.png'), fullPage: false });

  // On a phone the editor fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await moments
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Edit /u })
    .click();
  await expect(page.getByRole('dialog', { name: /^Edit: /u }).getByRole('group', { name: 'Words' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shorts-editor-phone.png'), fullPage: false });
});
