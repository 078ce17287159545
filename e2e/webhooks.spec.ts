import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { accountMessages } from '../src/shared/contracts/account';
import { seriousViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN_EMAIL, linkIn, waitForMail } from './support/mailbox';
import { newUser, PASSWORD, signInThroughApi } from './support/users';
import { e2eWebhookUrl, receivedWebhooks } from './support/webhooks';

const SCRIPT = '[HOOK]\nBees love lavender.\n\n[CTA]\nPlant some today.';

/** The region at the desktop and the phone width, saved for a look; nothing wider than the screen. */
async function screenshots(page: Page, region: Locator, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await region.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await region.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      animations: 'disabled',
      style: 'header.sticky, .fixed, [data-slot="toast-viewport"] { display: none !important; }',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds an endpoint in `panel` for `events`; answers the signing secret the panel shows once. */
async function addEndpoint(panel: Locator, url: string, events: string[]): Promise<string> {
  await panel.getByLabel('Endpoint URL').fill(url);
  for (const event of events) await panel.getByRole('checkbox', { name: new RegExp(event.replace('.', '\\.')) }).check();
  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = panel.getByTestId('new-webhook-secret');
  await expect(shown).toBeVisible();
  const secret = await shown.getByRole('textbox').inputValue();
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

/** The receiver's copy of the delivery, checked as a receiver would: the Standard Webhooks library and the secret. */
async function verifiedDeliveries(path: string, secret: string) {
  const received = await receivedWebhooks(path);
  return received.map((request) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>)) as Array<{
    type: string;
    data: Record<string, unknown>;
  }>;
}

/** Registers the administrator and follows its verification link, or signs it in when another journey did; signs the page in. */
async function signInAsAdministrator(page: Page, request: APIRequestContext) {
  const registeredAt = new Date();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Olive Operator', email: E2E_ADMIN_EMAIL, password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (registered.status() === 201) {
    await page.goto(linkIn(await waitForMail(E2E_ADMIN_EMAIL, 'Verify your email', registeredAt)));
    await expect(page.getByText(accountMessages.emailVerified)).toBeVisible();
  }
  const response = await request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } });
  expect(response.ok(), `administrator sign-in: ${response.status()}`).toBe(true);
  const session = (await response.json()) as { token: string; sessionToken: string; user: { isAdmin: boolean } };
  expect(session.user.isAdmin).toBe(true);
  await page.addInitScript((stored) => {
    window.localStorage.setItem('authToken', stored.token);
    window.localStorage.setItem('sessionToken', stored.sessionToken);
    window.localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
}

test('a creator adds a webhook in their account and sees the signed delivery of a finished render', async ({ page, request }) => {
  // A voiceover and a render of a few seconds: seconds of CPU beside other journeys.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const path = `renders-${Date.now()}`;

  await page.goto('/account#webhooks');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No webhook endpoints yet.')).toBeVisible();
  const secret = await addEndpoint(section, e2eWebhookUrl(path), ['render.finished']);
  const endpoint = section.getByTestId('webhook-endpoint');
  await expect(endpoint).toContainText(e2eWebhookUrl(path));
  await expect(endpoint).toContainText('Active');
  await screenshots(page, section, 'webhooks-added');
  expect(await seriousViolations(page, { within: '#webhooks' })).toEqual([]);
  await section.getByRole('button', { name: 'I have copied it' }).click();
  await expect(section.getByTestId('new-webhook-secret')).toHaveCount(0);

  // A project voiced and rendered through the API, as a script of the creator's would.
  const created = await request.post('/api/projects', { headers, data: { title: 'Bees', topic: 'Lavender for bees' } });
  const { id } = (await created.json()) as { id: string };
  expect((await request.put(`/api/projects/${id}/script`, { headers, data: { content: SCRIPT, baseVersion: 0 } })).status()).toBe(200);
  expect((await request.post(`/api/projects/${id}/voiceovers`, { headers, data: {} })).status()).toBe(201);
  const asked = await request.post(`/api/projects/${id}/renders`, { headers, data: { format: '1:1', resolution: '720p' } });
  expect(asked.status()).toBe(202);
  const { render } = (await asked.json()) as { render: { id: string } };

  // The delivery appears under the endpoint with the receiver's answer.
  await section.getByRole('button', { name: 'Deliveries' }).click();
  const delivery = section.getByTestId('webhook-delivery');
  await expect(delivery).toContainText('render.finished', { timeout: 90_000 });
  await expect(delivery).toContainText('Delivered');
  await expect(delivery).toContainText('HTTP 200 · 1 try');
  await expect(delivery).toContainText('received by the journey');
  await screenshots(page, section, 'webhooks-delivered');
  expect(await seriousViolations(page, { within: '#webhooks' })).toEqual([]);

  // The receiver got it signed with the secret shown once.
  const [event] = await verifiedDeliveries(path, secret);
  expect(event).toMatchObject({ type: 'render.finished', data: { renderId: render.id, projectId: id, format: '1:1', resolution: '720p' } });

  // Deleted: gone from the list.
  await section.getByRole('button', { name: `Delete ${e2eWebhookUrl(path)}` }).click();
  await section.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(section.getByText('No webhook endpoints yet.')).toBeVisible();
});

test("an administrator adds an endpoint for the instance's events and sees a new account delivered", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdministrator(page, request);
  const path = `signups-${Date.now()}`;
  await page.goto('/admin?section=webhooks');
  const section = page.getByRole('main', { name: 'Webhooks' });
  const secret = await addEndpoint(section, e2eWebhookUrl(path), ['user.created']);

  const newcomer = newUser('Nia Newcomer');
  const registered = await request.post('/api/auth/register', { data: { ...newcomer, confirmPassword: newcomer.password } });
  expect(registered.status()).toBe(201);

  const endpoint = section.getByTestId('webhook-endpoint').filter({ hasText: e2eWebhookUrl(path) });
  await endpoint.getByRole('button', { name: 'Deliveries' }).click();
  // Other journeys register people too: the newest delivery is one of them, each delivered.
  await expect(endpoint.getByTestId('webhook-delivery').first()).toContainText('Delivered', { timeout: 30_000 });
  await screenshots(page, section, 'webhooks-console');
  expect(await seriousViolations(page, { within: 'main' })).toEqual([]);
  await expect
    .poll(async () => (await verifiedDeliveries(path, secret)).find((event) => event.data.email === newcomer.email))
    .toMatchObject({ type: 'user.created', data: { email: newcomer.email, name: 'Nia Newcomer' } });
});
