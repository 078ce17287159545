import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';
import { seriousViolations } from './support/accessibility';

test.use({ viewport: { width: 390, height: 844 } });

/** The page is at its top and the message box and Send button are whole within the 844 px of the screen. */
async function expectMessageBoxOnFirstScreen(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const control of [page.getByRole('textbox', { name: 'Message' }), page.getByRole('button', { name: 'Send message' })]) {
    const bounds = await control.boundingBox();
    expect(bounds && bounds.y + bounds.height).toBeLessThanOrEqual(844);
  }
}

async function openChat(page: Page) {
  await page.getByRole('tab', { name: 'Advanced Chat' }).click();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
}

test('chat on a phone: the message box in the first screen, conversations in a drawer, context on one line, Clear History with Undo', async ({
  page,
  request,
}) => {
  test.slow(); // a streamed reply, three reloads and a 5 s Undo window
  const { session } = await signInThroughApi(page, request);
  // The histories the server sent (which conversation, how many messages): an empty history is
  // known to be loaded, not just not there yet.
  const histories: Array<{ title: string | undefined; messages: number }> = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const event = JSON.parse(String(payload)) as { type: string; conversation?: { title: string } | null; messages?: unknown[] };
      if (event.type === 'conversation_history')
        histories.push({ title: event.conversation?.title, messages: event.messages?.length ?? 0 });
    }),
  );
  // A second conversation to switch to.
  const started = await request.post('/api/chat/conversation', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { category: 'script-prompts', niche: '', audience: '', budget: '' },
  });
  expect(started.status()).toBe(201);

  await page.goto('/app');
  await openChat(page);
  // No list above the chat: the message box is on the first screen, whole.
  await expect(page.getByRole('complementary', { name: 'Conversations' })).toHaveCount(0);
  await expectMessageBoxOnFirstScreen(page);
  const box = page.getByRole('textbox', { name: 'Message' });

  // The context is one line that opens from the keyboard.
  const contextLine = page.getByRole('button', { name: 'Add context' });
  await expect(contextLine).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Niche')).toBeHidden();
  await contextLine.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Niche').fill('Coffee');
  await page.getByLabel('Target Audience').fill('Students');
  await page.getByLabel('Budget').fill('$600/month');
  const summary = page.getByRole('button', { name: 'Context: Coffee · Students · $600/month' });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Niche')).toBeHidden();

  await box.fill('Ad ideas for a campus coffee cart');
  await page.getByRole('button', { name: 'Send message' }).click();
  const messages = page.getByRole('log', { name: 'Messages' });
  const reply = messages.locator('[data-testid="chat-message"][data-role="assistant"]');
  await expect(reply).toHaveCount(1, { timeout: 20_000 });
  // Written for the context: the audience it names.
  await expect(reply).toContainText('Why it fits students');
  await expect(box).toBeEnabled();

  // The history scrolls from the keyboard.
  await messages.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => messages.evaluate((log) => log.scrollTop)).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(() => messages.evaluate((log) => log.scrollTop)).toBeGreaterThan(0);
  expect(await seriousViolations(page, { alsoCheck: ['label-content-name-mismatch'] })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('chat-phone.png') });

  // The drawer: opened by the button naming the conversation on screen; picking one closes it.
  const drawerButton = page.getByRole('button', { name: /^Ad ideas for a campus coffee cart/ });
  await drawerButton.click();
  const drawer = page.getByRole('dialog', { name: 'Conversations' });
  await expect(drawer.getByRole('button', { name: /Ad ideas for a campus coffee cart/ })).toHaveAttribute('aria-current', 'true');
  expect(await seriousViolations(page, { alsoCheck: ['label-content-name-mismatch'] })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('chat-phone-drawer.png') });
  await drawer.getByRole('button', { name: /New conversation/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Script Prompts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add context' })).toBeVisible();
  await expect(messages.getByTestId('chat-message')).toHaveCount(0);
  await page.getByRole('button', { name: /^New conversation/ }).click();
  await drawer.getByRole('button', { name: /Ad ideas for a campus coffee cart/ }).click();
  await expect(messages.getByTestId('chat-message')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Context: Coffee · Students · $600/month' })).toBeVisible();

  // Clear History asks, then offers Undo: undone, the messages are back and stay after a reload.
  await page.getByRole('button', { name: 'Clear History' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear this conversation?' });
  await expect(confirm).toContainText('Every message in “Ad ideas for a campus coffee cart” will be deleted.');
  await confirm.getByRole('button', { name: 'Clear History' }).click();
  await expect(messages.getByTestId('chat-message')).toHaveCount(0);
  await expect(page.getByText('History Cleared', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(messages.getByTestId('chat-message')).toHaveCount(2);
  await page.reload();
  await openChat(page);
  await page.getByRole('button', { name: 'Conversations' }).click();
  await drawer.getByRole('button', { name: /Ad ideas for a campus coffee cart/ }).click();
  await expect(messages.getByTestId('chat-message')).toHaveCount(2);
  // With a conversation and its messages on screen, the message box is still whole on the first screen.
  await expectMessageBoxOnFirstScreen(page);

  // Cleared for real once the Undo window has passed: empty after a reload.
  await page.getByRole('button', { name: 'Clear History' }).click();
  await confirm.getByRole('button', { name: 'Clear History' }).click();
  await expect(page.getByText('History Cleared', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await openChat(page);
  await page.getByRole('button', { name: 'Conversations' }).click();
  const loaded = histories.length;
  await drawer.getByRole('button', { name: /Ad ideas for a campus coffee cart/ }).click();
  await expect
    .poll(() => histories.slice(loaded).find((history) => history.title === 'Ad ideas for a campus coffee cart'))
    .toEqual({ title: 'Ad ideas for a campus coffee cart', messages: 0 });
  await expect(page.getByRole('button', { name: /^Ad ideas for a campus coffee cart/ })).toBeVisible();
  await expect(page.getByText('Ask for story ideas, script prompts or ad concepts.')).toBeVisible();
  await expect(messages.getByTestId('chat-message')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0);
});
