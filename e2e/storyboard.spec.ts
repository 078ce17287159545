import AxeBuilder from '@axe-core/playwright';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { StoryboardResponse } from '../src/shared/contracts/storyboard';
import { makeClip } from '../src/server/test/test-clips';
import { colourOf, distance, edgesLit, frameOf, type Frame, type Rgb } from '../src/server/test/video-frames';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { playsFor } from './support/video-player';

/** Five sections: five scenes of a second or two. */
const SCRIPT = [
  '[HOOK]',
  'Sourdough starts with patience.',
  '[SECTION 1: Feed]',
  'Feed the starter every morning.',
  '[SECTION 2: Mix]',
  'Mix flour, water and salt.',
  '[SECTION 3: Bake]',
  'Bake it hot in a heavy pot.',
  '[OUTRO]',
  'Slice it when it has cooled.',
].join('\n');

const BLUE: Rgb = { r: 0, g: 0, b: 255 };
const YELLOW: Rgb = { r: 255, g: 255, b: 0 };
const MAGENTA: Rgb = { r: 200, g: 40, b: 160 };
const TEAL: Rgb = { r: 20, g: 140, b: 140 };
const ORANGE: Rgb = { r: 230, g: 120, b: 20 };

/** Pixels near white: the captions' letters (no source has any). */
function whitePixels(frame: Frame): number {
  let count = 0;
  for (let at = 0; at < frame.data.length; at += 3)
    if (frame.data[at]! > 225 && frame.data[at + 1]! > 225 && frame.data[at + 2]! > 225) count++;
  return count;
}

test('a creator puts their own clips and photos on the scenes, trims a clip, and renders a vertical video with crossfades', async ({
  page,
  request,
}) => {
  // Two clips and three photos made here, a voiceover and a five-scene encode: a minute or two on 2 cores.
  test.setTimeout(240_000);
  const file = (name: string) => test.info().outputPath(name);
  // A landscape clip, red for its first second then blue, with a tone; a portrait one, all yellow.
  await makeClip('ffmpeg', file('pour.mp4'), ['red', 'blue', 'blue', 'blue'], { width: 640, height: 360, hz: 440 });
  await makeClip('ffmpeg', file('slice.mp4'), ['yellow', 'yellow', 'yellow'], { width: 360, height: 640 });
  const photos: Array<[string, number, number, Rgb]> = [
    ['loaf-wide.jpg', 1600, 900, MAGENTA],
    ['crumb-tall.jpg', 600, 1000, TEAL],
    ['flour-square.jpg', 800, 800, ORANGE],
  ];
  for (const [name, width, height, background] of photos)
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg({ quality: 95 })
      .toFile(file(name));

  await page.setViewportSize({ width: 1280, height: 900 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/projects', { headers, data: { title: 'Sourdough at home', topic: 'sourdough bread' } });
  const { id } = (await created.json()) as { id: string };
  expect((await request.put(`/api/projects/${id}/script`, { headers, data: { content: SCRIPT, baseVersion: 0 } })).status()).toBe(200);
  expect((await request.post(`/api/projects/${id}/voiceovers`, { headers, data: { voice_id: 'espeak-emma' } })).status()).toBe(201);

  await page.goto(`/app?project=${id}`);
  const media = page.getByRole('region', { name: 'Media' });
  await media
    .getByLabel('Choose media files')
    .setInputFiles(['pour.mp4', 'slice.mp4', ...photos.map(([name]) => name)].map((name) => file(name)));
  await expect(media.getByRole('list', { name: 'Media in this project' }).getByRole('listitem')).toHaveCount(5, { timeout: 60_000 });

  // The scenes, one a section, over the voiceover.
  const storyboard = page.getByRole('region', { name: 'Storyboard' });
  const scenes = storyboard.getByRole('list', { name: 'Scenes' }).getByRole('listitem', { name: /^Scene \d/ });
  await expect(scenes).toHaveCount(5, { timeout: 30_000 });

  // Each scene gets its medium from the Choose media dialog; the first by keyboard.
  const choices = ['pour.mp4', 'loaf-wide.jpg', 'slice.mp4', 'crumb-tall.jpg', 'flour-square.jpg'];
  for (const [index, name] of choices.entries()) {
    const chooser = storyboard.getByRole('button', { name: `Choose media for scene ${index + 1}` });
    if (index === 0) {
      await chooser.focus();
      await page.keyboard.press('Enter');
    } else await chooser.click();
    const dialog = page.getByRole('dialog', { name: `Media for scene ${index + 1}` });
    const choice = dialog.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) });
    if (index === 0) {
      await choice.focus();
      await page.keyboard.press('Enter');
    } else await choice.click();
    await expect(dialog).toBeHidden();
    await expect(scenes.nth(index)).toContainText(name);
  }

  // The first clip trimmed to its blue part; crossfades between the scenes.
  await scenes.nth(0).getByRole('button', { name: 'Edit scene' }).click();
  const editor = storyboard.getByRole('region', { name: /^Scene 1 ·/ });
  await editor.getByLabel('In (seconds)').fill('1.5');
  await editor.getByLabel('In (seconds)').press('Tab');
  await editor.getByLabel('Out (seconds)').fill('3.5');
  await editor.getByLabel('Out (seconds)').press('Tab');
  // The clip's filmstrip over its sound, shaded outside 1.5–3.5 s; a click on it moves the player there.
  const timeline = editor.getByRole('slider', { name: 'Position in pour.mp4' });
  await expect.poll(() => timeline.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  await expect(timeline.getByTestId('clip-waveform')).toBeVisible();
  const strip = (await timeline.boundingBox())!;
  await timeline.click({ position: { x: strip.width * 0.75, y: strip.height / 2 } });
  await expect.poll(() => editor.locator('video').evaluate((video: HTMLVideoElement) => Math.round(video.currentTime))).toBe(3);
  await editor.screenshot({ path: file('clip-timeline.png') });
  await storyboard.getByText('Crossfade', { exact: true }).click();
  await expect(storyboard.getByText('Unsaved changes')).toBeVisible();
  // The edits are timed on the voice: it stays, in the storyboard and the Video panel, until they are saved.
  for (const region of [storyboard, page.getByRole('region', { name: 'Video', exact: true })])
    await expect(region.getByRole('combobox', { name: 'Voice' })).toHaveAttribute('aria-disabled', 'true');
  await storyboard.getByRole('button', { name: 'Save storyboard' }).click();
  await expect(storyboard.getByText('Saved', { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="region"][aria-label="Storyboard"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await storyboard.screenshot({ path: file('storyboard-desktop.png'), style: 'header.sticky, .fixed { display: none !important; }' });

  // What the server kept, as a reload shows it.
  const saved = (await (await request.get(`/api/projects/${id}/storyboard`, { headers })).json()) as StoryboardResponse;
  expect(saved).toMatchObject({ saved: true, transition: { kind: 'crossfade' } });
  expect(saved.scenes[0]).toMatchObject({ inSeconds: 1.5, outSeconds: 3.5 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Storyboard' }).getByText('Saved storyboard', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // A newer voiceover: the storyboard stays on its own, and the video's voice is the storyboard's; a voice chosen
  // in either panel is the other's too, the storyboard then timed on it (not saved) until the saved one's is chosen again.
  const newer = await request.post(`/api/projects/${id}/voiceovers`, { headers, data: { voice_id: 'espeak-emma' } });
  expect(newer.status()).toBe(201);
  const newerId = ((await newer.json()) as { id: string }).id;
  await page.reload();
  const video = page.getByRole('region', { name: 'Video', exact: true });
  const storyboardVoice = storyboard.getByRole('combobox', { name: 'Voice' });
  const videoVoice = video.getByRole('combobox', { name: 'Voice' });
  await expect(storyboardVoice).toHaveValue(saved.voiceoverId, { timeout: 15_000 });
  await expect(videoVoice).toHaveValue(saved.voiceoverId);
  await videoVoice.selectOption(newerId);
  await expect(storyboardVoice).toHaveValue(newerId);
  await expect(storyboard.getByText('From the script’s sections, not saved yet')).toBeVisible();
  await expect(scenes.nth(0)).toContainText('pour.mp4');
  await storyboardVoice.selectOption(saved.voiceoverId);
  await expect(videoVoice).toHaveValue(saved.voiceoverId);
  await expect(storyboard.getByText('Saved storyboard', { exact: true })).toBeVisible();

  // Rendered vertical: the video draws the storyboard.
  await video.getByText('Vertical 9:16 (Shorts)', { exact: true }).click();
  await video.getByRole('button', { name: 'Render Video' }).click();
  const first = video.getByRole('listitem', { name: 'Video 1' });
  await expect(first.getByTestId('render-status')).toHaveText('Ready', { timeout: 180_000 });
  expect(await playsFor(first.locator('video'))).toEqual([720, 1280]);

  // Each scene's middle frame: its source's colour (the first clip from its in-point, blue not red),
  // edge to edge with no bars, and the captions' letters drawn over it.
  const href = await first.getByRole('link', { name: 'Download video 1 (MP4)' }).getAttribute('href');
  const rendered = file('sourdough.mp4');
  await writeFile(rendered, await (await page.request.get(href!)).body());
  const expected = [BLUE, MAGENTA, YELLOW, TEAL, ORANGE];
  let captioned = 0;
  for (const [index, scene] of saved.scenes.entries()) {
    const frame = await frameOf('ffmpeg', rendered, (scene.start + scene.end) / 2);
    expect(frame.width, `scene ${index + 1}`).toBe(720);
    expect(distance(colourOf(frame, 0.3, 0.7, 0.15, 0.35), expected[index]!), `scene ${index + 1}`).toBeLessThan(45);
    expect(edgesLit(frame), `scene ${index + 1} has no black bars`).toBe(true);
    if (whitePixels(frame) > 500) captioned++;
    await sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 3 } })
      .png()
      .toFile(file(`scene-${index + 1}.png`));
  }
  expect(captioned).toBeGreaterThanOrEqual(4);

  // At a phone's width the storyboard fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Storyboard' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .getByRole('region', { name: 'Storyboard' })
    .screenshot({ path: file('storyboard-phone.png'), style: 'header.sticky, .fixed { display: none !important; }' });
  // The clip's editor too: its player and filmstrip within the screen.
  await scenes.nth(0).getByRole('button', { name: 'Edit scene' }).click();
  const phoneTimeline = storyboard.getByRole('slider', { name: 'Position in pour.mp4' });
  await phoneTimeline.scrollIntoViewIfNeeded();
  const stripBox = (await phoneTimeline.boundingBox())!;
  expect(stripBox.x + stripBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await storyboard
    .getByRole('region', { name: /^Scene 1 ·/ })
    .screenshot({ path: file('clip-editor-phone.png'), style: 'header.sticky, .fixed { display: none !important; }' });
});
