import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { zipEntryNames } from './support/zip';
import { scriptWritten } from './support/waits';

/** The offline draft for 'How to brew pour-over coffee at home' with its slots written in, as a creator would. */
const FILLED_SCRIPT = `[HOOK]
In this lesson: how to brew pour-over coffee at home, in four steps. By the end you will brew a clean, sweet cup with nothing more than a dripper, a kettle and a scale.

[SECTION 1: What you need]
First, what you need. A cone dripper and a paper filter, a kettle with a thin spout, a kitchen scale, fifteen grams of freshly ground coffee and two hundred and fifty grams of water just off the boil.

[SECTION 2: Steps]
Step one. Rinse the paper filter with hot water to wash out the papery taste and warm the dripper, then pour that water away.
Step two. Add the ground coffee, shake it level and pour fifty grams of water to let it bloom for thirty seconds.
Step three. Pour the rest of the water in slow circles, keeping the level steady, until the scale reads two hundred and fifty.
Step four. Let it drain. The whole brew should take about three minutes; faster means grind finer, slower means grind coarser.

[SECTION 3: Common mistakes]
One mistake to avoid. Boiling water straight onto the grounds scorches them; wait thirty seconds after the kettle clicks, and always weigh your coffee instead of guessing with a spoon.

[SECTION 4: The result]
And that is it. A bright, clean cup of pour-over coffee. Next time, try a lighter roast and taste how much fruit comes through.

[CALL TO ACTION]
If this helped, subscribe for the next lesson.

[OUTRO]
Thanks for learning with me.`;

test('one video from topic to a downloaded publish package: script, voiceover, SEO with chapters, images, thumbnails, export', async ({
  page,
  request,
}) => {
  // A script, a voiceover, an analysis, a picture and three thumbnails: each takes seconds on 2 cores.
  test.setTimeout(180_000);
  await signInThroughApi(page, request);
  await page.goto('/app');

  // Topic to script: the first generation starts the project.
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Video Topic or Keywords').fill('How to brew pour-over coffee at home');
  await panel.getByLabel('Video Length').selectOption('1-3 minutes');
  await panel.getByRole('button', { name: 'Generate Script' }).click();
  await expect(panel.getByLabel('Script text')).toHaveValue(/pour-over coffee/i, scriptWritten);
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/);
  // The offline draft is an outline with [ADD: …] slots: the creator writes the facts in before voicing.
  await expect(panel.getByLabel('Script text')).toHaveValue(/\[ADD: /);
  await panel.getByLabel('Script text').fill(FILLED_SCRIPT);
  await expect(panel.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Export waits for what it needs, and says so.
  const exportButton = page.getByRole('button', { name: 'Export' });
  await expect(exportButton).toBeEnabled();

  // The voiceover, kept in the project.
  const voiceCard = page.getByRole('region', { name: 'AI Voiceover' });
  await voiceCard.getByRole('button', { name: 'Generate Voiceover' }).click();
  await expect(voiceCard.getByTestId('voiceover-result')).toBeVisible({ timeout: 60_000 });

  // SEO from the project's script, with chapters from the voiceover; a reload keeps the analysis.
  await page.getByRole('tab', { name: 'SEO Optimization' }).click();
  const seoPanel = page.getByRole('tabpanel');
  await expect(seoPanel.getByRole('textbox').first()).toHaveValue(/pour-over coffee/i);
  await seoPanel.getByRole('button', { name: 'Analyze & Optimize' }).click();
  await expect(page.getByText('Analysis Complete!', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(seoPanel.getByText(/^0:00 /m).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('seo.png'), fullPage: true });
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('region', { name: 'SEO Score' })).toBeVisible({ timeout: 20_000 });

  // A picture for the project, then thumbnails over it.
  await page.getByRole('tab', { name: 'Image Generation' }).click();
  const imagePanel = page.getByRole('tabpanel');
  await imagePanel.getByLabel('Image Description').fill('A glass pour-over dripper on a wooden table');
  await imagePanel.getByLabel('Aspect Ratio').selectOption('16:9');
  await imagePanel.getByLabel('Number of Images').fill('1');
  await imagePanel.getByRole('button', { name: 'Generate Images' }).click();
  await expect(imagePanel.getByRole('list', { name: /^Images in / }).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });

  const thumbnails = page.getByRole('region', { name: 'Thumbnails' });
  await thumbnails.getByLabel('Thumbnail Text').fill('Pour-over in 5 minutes');
  await thumbnails.getByRole('button', { name: 'Make Thumbnails' }).click();
  const choose = thumbnails.getByRole('button', { name: /^Use this thumbnail \(variant \d\)$/ });
  await expect(choose).toHaveCount(3, { timeout: 30_000 });
  // Each variant is shown at the home page's size and at YouTube's smallest, 168×94.
  const small = thumbnails.locator('img[width="168"]');
  await expect(small).toHaveCount(3);
  await choose.nth(1).click();
  await expect(thumbnails.getByRole('button', { name: 'In use: the chosen thumbnail (variant 2)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('thumbnails.png'), fullPage: true });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Thumbnails' }).getByRole('button', { name: /^In use: the chosen thumbnail/ }),
  ).toBeVisible();

  // The publish package, downloaded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('how-to-brew-pour-over-coffee-at-home-publish-package.zip');
  const zip = await readFile((await download.path())!);
  expect(await zipEntryNames(zip)).toEqual(
    [
      'captions.srt',
      'captions.vtt',
      'description.txt',
      'media/picture-1.jpeg',
      'project.json',
      'script.md',
      'tags.txt',
      'thumbnails/chosen.jpg',
      'thumbnails/variant-1.jpg',
      'thumbnails/variant-3.jpg',
      'titles.txt',
      'voiceover.mp3',
    ].sort(),
  );

  // My Projects shows the chosen thumbnail on the project's card.
  await page.getByRole('button', { name: /^My Projects/ }).click();
  const card = page.getByRole('dialog', { name: 'My Projects' }).getByRole('listitem').first();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/files\/thumbnails\//);
});

test('a chat idea becomes a project, ready to write', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app?tab=chat');
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
  await page.getByRole('textbox', { name: 'Message' }).fill('Give me 3 video ideas about sourdough bread');
  await page.getByRole('button', { name: 'Send message' }).click();
  const reply = page.getByRole('log', { name: 'Messages' }).locator('[data-testid="chat-message"][data-role="assistant"]');
  await expect(reply).toHaveCount(1, { timeout: 20_000 });

  // A reply with several ideas asks which one; a reply with one starts the project at once.
  await reply
    .getByRole('button', { name: /^Use in project/ })
    .first()
    .click();
  const pick = reply.getByRole('group', { name: 'Start a project from one idea' });
  const scriptTab = page.getByRole('tab', { name: 'Script Writing', selected: true });
  await expect(pick.or(scriptTab)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('chat-ideas.png'), fullPage: true });
  if (await pick.isVisible()) await pick.getByRole('button').first().click();

  // The new project is open on the Script Writing tab with the idea as its topic.
  await expect(scriptTab).toBeVisible();
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/);
  const topic = page.getByRole('tabpanel').getByLabel('Video Topic or Keywords');
  await expect(topic).toHaveValue(/sourdough|bread/i);
  await expect(page.getByRole('button', { name: /^My Projects: / })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByRole('tabpanel').getByLabel('Script text')).not.toHaveValue('', scriptWritten);
});
