import AxeBuilder from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { MEDIA_FORM_MAX_BYTES } from '../src/shared/contracts/media';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';

const run = promisify(execFile);

test("a creator adds their own photos and clips to a project's media (a large one in resumable parts), sees them with posters, and deletes one", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The creator's files, made here: two photos and a two-second H.264 clip.
  const kitchen = test.info().outputPath('kitchen.jpg');
  const beans = test.info().outputPath('beans.png');
  const clip = test.info().outputPath('pour.mp4');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .toFile(kitchen);
  await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 60, g: 40, b: 20 } } })
    .png()
    .toFile(beans);
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip],
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/projects', { headers, data: { title: 'Pour-over at home', topic: 'pour-over coffee' } });
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/app?project=${id}`);
  const panel = page.getByRole('region', { name: 'Media' });
  await expect(panel.getByText('No media yet: add the photos and clips this video should show.')).toBeVisible();

  await panel.getByLabel('Choose media files').setInputFiles([kitchen, beans, clip]);
  const library = panel.getByRole('list', { name: 'Media in this project' });
  await expect(library.getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  await expect(panel.getByRole('list', { name: 'Uploads' })).toHaveCount(0);
  await expect(library.getByRole('listitem', { name: 'kitchen.jpg' })).toContainText('Photo · 1600×1200');
  await expect(library.getByRole('listitem', { name: 'pour.mp4' })).toContainText('Clip · 640×360 · 0:02');

  // Every poster is drawn: the page loads it from its signed address, with no token.
  const posters = library.locator('img');
  await expect(posters).toHaveCount(3);
  await expect
    .poll(() => posters.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)), { timeout: 20_000 })
    .toBe(true);
  await expect(panel.getByTestId('media-storage')).toContainText('of 10 GB of media storage used');
  await page.screenshot({ path: test.info().outputPath('media-desktop.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).include('[role="region"][aria-labelledby]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // Deleted after asking; still gone after a reload.
  const beansItem = library.getByRole('listitem', { name: 'beans.png' });
  await beansItem.getByRole('button', { name: 'Delete beans.png' }).click();
  await beansItem.getByRole('group', { name: 'Delete beans.png' }).getByRole('button', { name: 'Delete' }).click();
  await expect(library.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Media' }).getByRole('list', { name: 'Media in this project' }).getByRole('listitem'),
  ).toHaveCount(2);

  // A clip over 100 MB goes in resumable parts (tus), and is checked as any other.
  const large = test.info().outputPath('long-take.mp4');
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=640x480:r=25:d=7,noise=alls=100:allf=t'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', large],
  ]);
  expect((await stat(large)).size).toBeGreaterThan(MEDIA_FORM_MAX_BYTES);
  const resumable = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/uploads/resumable');
  const media = page.getByRole('region', { name: 'Media' });
  await media.getByLabel('Choose media files').setInputFiles(large);
  await resumable;
  const largeItem = media.getByRole('list', { name: 'Media in this project' }).getByRole('listitem', { name: 'long-take.mp4' });
  await expect(largeItem).toContainText('Clip · 640×480 · 0:07', { timeout: 60_000 });

  // At a phone's width nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Media' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('region', { name: 'Media' }).screenshot({ path: test.info().outputPath('media-phone.png') });
});
