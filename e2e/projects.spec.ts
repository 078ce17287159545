import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { scriptWritten } from './support/waits';

test('a project keeps its script: generate, edit, switch tabs, reload, restore a version, delete', async ({ page, request }) => {
  // A whole video's worth of steps, a voiceover among them.
  test.setTimeout(90_000);
  await signInThroughApi(page, request);
  await page.goto('/app');
  const panel = page.getByRole('tabpanel');

  // With no project open, the first generation starts one named after its topic.
  await panel.getByLabel('Video Topic or Keywords').fill('How to brew pour-over coffee at home');
  await panel.getByLabel('Video Length').selectOption('1-3 minutes');
  await panel.getByRole('button', { name: 'Generate Script' }).click();
  const script = panel.getByLabel('Script text');
  await expect(script).toHaveValue(/pour-over coffee/i, scriptWritten);
  await expect(page.getByRole('button', { name: 'My Projects: How to brew pour-over coffee at home' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/);
  const generated = await script.inputValue();

  // An edit is saved while typing.
  await script.press('ControlOrMeta+End');
  await script.pressSequentially('\nMy own closing line.');
  await expect(panel.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(panel.getByText('Your edit', { exact: true })).toBeVisible();

  // Another tab and back, then a reload: the edit is still there.
  await page.getByRole('tab', { name: 'SEO Optimization' }).click();
  await expect(page).toHaveURL(/[?&]tab=seo/);
  await page.getByRole('tab', { name: 'Script Writing' }).click();
  await expect(panel.getByLabel('Script text')).toHaveValue(/My own closing line\.$/);
  await page.reload();
  // A reload starts the app again and reads the project back: on a loaded machine (CI runs two
  // journeys at once on 2 cores) that took over the default 5 s.
  await expect(page.getByRole('tabpanel').getByLabel('Script text')).toHaveValue(/My own closing line\.$/, { timeout: 15_000 });
  await expect(page.getByRole('tabpanel').getByLabel('Video Topic or Keywords')).toHaveValue('How to brew pour-over coffee at home');

  // The history holds the generated draft; restoring it makes it the current script again.
  await page.getByRole('tabpanel').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Version History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version Restored', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByLabel('Script text')).toHaveValue(generated);

  // A voiceover of the script is kept in the project: a reload still shows it.
  const card = page.getByRole('region', { name: 'AI Voiceover' });
  await card.getByRole('button', { name: 'Generate Voiceover' }).click();
  await expect(card.getByTestId('voiceover-result')).toBeVisible({ timeout: 30_000 });
  const audioUrl = await card.getByTestId('voiceover-result').locator('audio').getAttribute('src');
  expect(audioUrl).toMatch(/^\/files\/voiceovers\//);
  await page.reload();
  await expect(page.getByRole('region', { name: 'AI Voiceover' }).getByTestId('voiceover-result')).toBeVisible({ timeout: 15_000 });

  // 'My Projects' lists it; deleting asks first, then closes it.
  await page.getByRole('button', { name: /^My Projects/ }).click();
  const projects = page.getByRole('dialog', { name: 'My Projects' });
  await expect(projects.getByRole('listitem')).toHaveCount(1);
  await projects.getByRole('button', { name: 'Delete How to brew pour-over coffee at home' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “How to brew pour-over coffee at home”?' });
  await confirm.getByRole('button', { name: 'Delete Project' }).click();
  await expect(page.getByText('Project Deleted', { exact: true })).toBeVisible();
  await expect(projects.getByText('No projects yet. Start one for your next video.')).toBeVisible();
  await expect(page).not.toHaveURL(/project=/);
  // The voiceover's audio went with it.
  expect((await page.request.get(audioUrl!)).status()).toBe(404);
});
