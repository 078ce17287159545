import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';

test.use({ viewport: { width: 1280, height: 800 } });

test('chat: send a message, watch the reply stream in, reload and find it kept, then clear it', async ({ page, request }) => {
  await signInThroughApi(page, request);
  // What the socket delivers, in order: the reply must come as deltas before the final response.
  const frames: string[] = [];
  // The histories the server sent: which conversation, how many messages.
  const histories: Array<{ title: string | undefined; messages: number }> = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const event = JSON.parse(String(payload)) as { type: string; conversation?: { title: string } | null; messages?: unknown[] };
      frames.push(event.type);
      if (event.type === 'conversation_history')
        histories.push({ title: event.conversation?.title, messages: event.messages?.length ?? 0 });
    }),
  );
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Advanced Chat' }).click();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Advertising' }).click();
  await page.getByLabel('Niche').fill('Coffee');
  await page.getByLabel('Target Audience').fill('Students');
  await page.getByLabel('Budget').fill('$600/month');
  await page.getByRole('textbox', { name: 'Message' }).fill('Ad ideas for a campus coffee cart');
  await page.getByRole('button', { name: 'Send message' }).click();

  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages.getByTestId('chat-message').filter({ hasText: 'Ad ideas for a campus coffee cart' })).toBeVisible();
  const reply = messages.locator('[data-testid="chat-message"][data-role="assistant"]');
  await expect(reply).toHaveCount(1, { timeout: 20_000 });
  await expect(reply).toContainText('$600');
  await expect(reply).toContainText('Offline writer');
  // The reply streamed in: many deltas, then one response.
  expect(frames.filter((type) => type === 'chat_delta').length).toBeGreaterThan(10);
  expect(frames.lastIndexOf('chat_delta')).toBeLessThan(frames.indexOf('chat_response'));
  expect(frames.filter((type) => type === 'chat_response')).toHaveLength(1);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const conversations = page.getByRole('complementary', { name: 'Conversations' });
  await expect(conversations.getByRole('button', { name: /Ad ideas for a campus coffee cart/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('chat.png'), fullPage: true });
  // No serious findings with a conversation and its messages on screen, nor a control whose name leaves out its text.
  const axe = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // The history scrolls from the keyboard.
  await messages.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => messages.evaluate((log) => log.scrollTop)).toBe(0);
  await page.keyboard.press('PageDown');
  await expect.poll(() => messages.evaluate((log) => log.scrollTop)).toBeGreaterThan(0);

  const historiesBeforeReload = histories.length;
  await page.reload();
  await page.getByRole('tab', { name: 'Advanced Chat' }).click();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
  await conversations.getByRole('button', { name: /Ad ideas for a campus coffee cart/ }).click();
  await expect(messages.getByTestId('chat-message')).toHaveCount(2);
  await expect(messages.locator('[data-testid="chat-message"][data-role="assistant"]')).toContainText('$600');
  // The chat also loads its history about a second after connecting, and anything it sends ends the
  // Undo window early (the clear goes out first): let that load come back before clearing.
  await expect.poll(() => histories.length).toBeGreaterThanOrEqual(historiesBeforeReload + 2);

  // Cleared, then the page is left at once, within the Undo window: the delete goes out as the page goes.
  await page.getByRole('button', { name: 'Clear History' }).click();
  await page.getByRole('dialog', { name: 'Clear this conversation?' }).getByRole('button', { name: 'Clear History' }).click();
  await expect(messages.getByTestId('chat-message')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Advanced Chat' }).click();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
  const loaded = histories.length;
  await conversations.getByRole('button', { name: /Ad ideas for a campus coffee cart/ }).click();
  await expect
    .poll(() => histories.slice(loaded).find((history) => history.title === 'Ad ideas for a campus coffee cart'))
    .toEqual({ title: 'Ad ideas for a campus coffee cart', messages: 0 });
  await expect(page.getByText('Ask for story ideas, script prompts or ad concepts.')).toBeVisible();
  await expect(messages.getByTestId('chat-message')).toHaveCount(0);
});
