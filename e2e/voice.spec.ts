import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { chromiumLaunchOptions } from './support/chromium';
import { fakeMicrophoneArgs } from './support/fake-microphone';
import { signInThroughApi } from './support/users';
import { scriptWritten } from './support/waits';

// Chromium's fake microphone plays speech made by the embedded engine (e2e/support/fake-microphone.ts).
test.use({ launchOptions: chromiumLaunchOptions(fakeMicrophoneArgs) });

test('record a voice on /owner-voice, create a profile and see it ACTIVE with what was measured', async ({ page, request }) => {
  // Seven seconds of recording, then the measurement (it may wait up to 30 s below on a busy machine).
  test.setTimeout(60_000);
  await signInThroughApi(page, request);
  await page.goto('/owner-voice');
  await expect(page.getByRole('heading', { name: 'Owner Voice Setup' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Voice Status' });
  await expect(status).toContainText('INACTIVE');
  await expect(status).toContainText('No voice profile configured');

  // Creating without audio says what is missing.
  await page.getByRole('button', { name: 'Create Voice Profile' }).click();
  await expect(page.getByText('No Audio', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start Recording' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/Recording: 0:0[0-9]/);
  await expect(timer).toHaveText('Recording: 0:07', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByTestId('sample-source')).toHaveText(/^Recording · 0:0[7-9]$/);
  await expect(page.getByRole('button', { name: 'Record Again' })).toBeVisible();

  await page.getByLabel('Profile Name').fill('Studio Voice');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Voice Profile' }).click();

  await expect(status).toContainText('Studio Voice', { timeout: 30_000 });
  await expect(status).toContainText('ACTIVE');
  await expect(status).not.toContainText('INACTIVE');
  const profiles = page.getByRole('region', { name: 'Your Voice Profiles' });
  await expect(profiles).toContainText('Voice match (offline)');
  await expect(profiles).toContainText(/Median pitch \d+ Hz · pace \d+ wpm/);
  await page.screenshot({ path: test.info().outputPath('owner-voice.png'), fullPage: true });

  // /voice is the same page.
  await page.goto('/voice');
  await expect(page.getByRole('region', { name: 'Voice Status' })).toContainText('Studio Voice');
});

test('generate a script and its voiceover: the audio loads with a duration and the subtitles download', async ({ page, request }) => {
  // The offline draft voices its hook, transitions and sign-off only (its [ADD: …] slots are left for the creator).
  test.setTimeout(90_000);
  await signInThroughApi(page, request);
  await page.goto('/app');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Video Topic or Keywords').fill('How to build a desk lamp from scrap wood');
  await panel.getByLabel('Video Length').selectOption('1-3 minutes');
  await panel.getByRole('button', { name: 'Generate Script' }).click();
  await expect(panel.getByLabel('Script text')).not.toBeEmpty(scriptWritten);

  const card = page.getByRole('region', { name: 'AI Voiceover' });
  await expect(card.getByLabel('Voice')).toHaveValue('espeak-james');
  await card.getByLabel('Voice').selectOption('espeak-emma');
  await card.getByRole('button', { name: 'Generate Voiceover' }).click();
  const result = card.getByTestId('voiceover-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText('Offline voice');

  const audio = result.locator('audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  expect(duration).toBeGreaterThan(10);
  expect(Number.isFinite(duration)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('voiceover.png'), fullPage: true });

  const subtitles = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download subtitles', exact: true }).click();
  const download = await subtitles;
  expect(download.suggestedFilename()).toMatch(/^voiceover-\d+\.srt$/);
  const srt = await readFile((await download.path())!, 'utf8');
  expect(srt).toMatch(/^1\n00:00:00,\d{3} --> 00:00:\d\d,\d{3}\n\S/);
  // The offline draft's [ADD: …] slots and the script's cues are directions, not speech.
  for (const cue of ['ADD:', 'B-ROLL', 'ON-SCREEN TEXT', '[', ']']) expect(srt).not.toContain(cue);
  expect(srt).not.toMatch(/about \d+ words/);

  const mp3 = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download MP3' }).click();
  expect((await mp3).suggestedFilename()).toMatch(/^voiceover-\d+\.mp3$/);
});
