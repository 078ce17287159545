// The operator console's AI engines section (issue 22): an administrator connects Scripts to an
// OpenAI-compatible server (a fake one this journey starts), tests it, saves it, and the studio
// writes with it at once, without a restart. On a server of its own: its first account is the
// administrator, and the shared server's journeys keep the built-in writer.
import { startChatCompletionsServer } from '../src/server/test/chat-completions-test-server';
import { serverOfItsOwn } from './support/app-server';
import { expect, test } from './support/fixtures';
import { newUser, signInThroughApi } from './support/users';
import { scriptWritten } from './support/waits';
import { seriousViolations } from './support/accessibility';

const enginesTest = test.extend<object, { enginesServer: string }>({
  enginesServer: serverOfItsOwn('ai_engines', {}),
  baseURL: async ({ enginesServer }, use) => use(enginesServer),
});

const modelScript = `[HOOK]
Your houseplants are thirsty for the wrong reasons, and the fix takes a minute a week.

[INTRO]
Today we water by weight, not by the calendar.

[CALL TO ACTION]
Subscribe for the repotting episode.`;

enginesTest('an administrator connects Scripts to a model server, and the studio writes with it at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const modelServer = await startChatCompletionsServer({ models: ['studio-writer', 'tiny-writer'] });
  try {
    const { session } = await signInThroughApi(page, request, newUser('Ada Administrator'));
    expect((session.user as { isAdmin?: boolean }).isAdmin, 'the first account of a fresh install is the administrator').toBe(true);

    await page.goto('/admin?section=ai-engines');
    await expect(page.getByRole('heading', { level: 2, name: 'AI engines' })).toBeVisible();
    const scripts = page.getByTestId('ai-engine-scripts');
    await expect(scripts.getByTestId('ai-engine-active')).toHaveText('Now: Offline writer (built in)');
    await expect(scripts.getByText('Built in', { exact: true })).toBeVisible();

    // Set it up and test it before saving: the test call answers "OK" and the server lists its models.
    await scripts.getByLabel('Provider').selectOption({ label: 'OpenAI-compatible server' });
    await scripts.getByLabel('Base URL').fill(modelServer.baseUrl);
    const modelField = scripts.getByLabel('Model');
    await modelField.fill('studio-writer');
    modelServer.reply({ text: 'OK' });
    await scripts.getByRole('button', { name: 'Test' }).click();
    await expect(scripts.getByText(/^Connected in \d+ ms — The model answered: "OK"$/)).toBeVisible();
    await expect(scripts.getByTestId('ai-engine-models')).toHaveText('The server offers 2 models: studio-writer, tiny-writer.');
    const offered = await page
      .locator(`datalist#${await modelField.getAttribute('list')} option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(['studio-writer', 'tiny-writer']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('ai-engines-tested-1280.png'), fullPage: true });

    await scripts.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scripts now runs on OpenAI-compatible server.', { exact: true })).toBeVisible();
    await expect(scripts.getByTestId('ai-engine-active')).toHaveText('Now: OpenAI-compatible server · studio-writer');
    await expect(scripts.getByText('Saved here', { exact: true })).toBeVisible();

    // The section at a desktop and a phone width: no serious accessibility violations, nothing wider than the screen.
    await page.reload();
    await expect(scripts.getByTestId('ai-engine-active')).toHaveText('Now: OpenAI-compatible server · studio-writer');
    expect(await seriousViolations(page), 'serious accessibility violations').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('ai-engines-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.reload();
    await expect(scripts.getByTestId('ai-engine-active')).toHaveText('Now: OpenAI-compatible server · studio-writer');
    await expect(page.locator('[aria-current="page"]')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('ai-engines-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The studio writes with the model now, no restart: the model's script, not the offline draft.
    modelServer.replyAlways({ text: modelScript });
    await page.goto('/app');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Video Topic or Keywords').fill('watering houseplants');
    await panel.getByRole('button', { name: 'Generate Script' }).click();
    await expect(panel.getByLabel('Script text')).toHaveValue(modelScript, scriptWritten);
    await expect(panel.getByText('Offline draft', { exact: true })).toHaveCount(0);
    const brief = modelServer.requests.at(-1)?.body;
    expect(brief?.model).toBe('studio-writer');
    expect(brief?.messages.at(-1)?.content).toContain('watering houseplants');

    // The workspace's AI engines panel names the model serving Scripts (the toast out of the pictures' way).
    await page.getByRole('button', { name: 'Close notification' }).click();
    const aiEngines = page.getByRole('button', { name: 'AI engines' });
    const dialog = page.getByRole('dialog', { name: 'AI engines' });
    await aiEngines.click();
    const scriptsRow = dialog
      .getByTestId('ai-engines-list')
      .locator('div')
      .filter({ has: page.getByText('Scripts', { exact: true }) });
    await expect(scriptsRow).toContainText('OpenAI-compatible server');
    await expect(scriptsRow).toContainText('studio-writer');
    await expect(dialog.getByRole('link', { name: 'Set up AI engines' })).toHaveAttribute('href', '/admin?section=ai-engines');
    await page.screenshot({ path: test.info().outputPath('ai-engines-panel-1280.png') });

    // On a phone the header keeps its buttons within the screen, and the panel fits it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('app-header-390.png'), clip: { x: 0, y: 0, width: 390, height: 120 } });
    await aiEngines.click();
    await expect(scriptsRow).toContainText('studio-writer');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('ai-engines-panel-390.png') });
  } finally {
    await modelServer.close();
  }
});
