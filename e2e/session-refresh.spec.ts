// Access tokens that live 10 seconds (ACCESS_TOKEN_TTL_SECONDS=10) on a server of this file's own:
// a signed-in user who leaves the tab alone, or loses the network for a while, is never sent to
// /login while the session is valid, and keeps what they typed.
import type { APIRequestContext, Page } from '@playwright/test';
import { serverOfItsOwn } from './support/app-server';
import { expect, test as journeyTest } from './support/fixtures';
import { newUser, type NewUser } from './support/users';
import { scriptWritten } from './support/waits';

const test = journeyTest.extend<object, { shortTokenServer: string }>({
  shortTokenServer: serverOfItsOwn('short_tokens', { ACCESS_TOKEN_TTL_SECONDS: '10' }),
  baseURL: async ({ shortTokenServer }, use) => use(shortTokenServer),
});

// One server for both journeys, in order.
test.describe.configure({ mode: 'default' });
// Each journey waits out several token lifetimes on purpose.
test.setTimeout(120_000);

const topic = 'Balcony tomatoes for beginners';

/** Every path the page's main frame goes to from now on. */
function pathsVisited(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * Signs in through the form (the client learns the token's lifetime from the answer) and types a
 * topic; answers the paths the page goes to from then on.
 */
async function signInAndType(page: Page, request: APIRequestContext, user: NewUser): Promise<string[]> {
  const registered = await request.post('/api/auth/register', { data: { ...user, confirmPassword: user.password } });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('tabpanel').getByLabel('Video Topic or Keywords').fill(topic);
  return pathsVisited(page);
}

/** The statuses of the answers to requests whose path is `path`, in order. */
function statusesOf(page: Page, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) statuses.push(response.status());
  });
  return statuses;
}

async function generateScript(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('Video Topic or Keywords')).toHaveValue(topic);
  await panel.getByRole('button', { name: 'Generate Script' }).click();
  await expect(panel.getByLabel('Script text')).not.toBeEmpty(scriptWritten);
  await expect(page.getByText('Generation Failed', { exact: true })).toHaveCount(0);
}

test('a user who leaves the tab idle for 40 s stays signed in: the script generates, the gallery, chat and voice page load', async ({
  page,
  request,
}) => {
  const visited = await signInAndType(page, request, newUser('Robin Idle'));
  const refreshes = statusesOf(page, '/api/auth/refresh');

  await page.waitForTimeout(40_000);

  // Four lifetimes passed: the client refreshed before each ran out, and nothing was lost.
  expect(refreshes.length).toBeGreaterThanOrEqual(4);
  expect(new Set(refreshes)).toEqual(new Set([200]));
  await expect(page).toHaveURL(/\/app$/);
  await generateScript(page);

  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('gallery-count')).toHaveText('0 images generated');

  // The chat socket is opened with the current token.
  await page.getByRole('tab', { name: 'Advanced Chat' }).click();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');

  const profilePolls = statusesOf(page, '/api/voice/profiles');
  await page.goto('/voice');
  await expect(page.getByRole('heading', { name: 'Owner Voice Setup' })).toBeVisible();
  await expect(page.getByText('No voice profile configured')).toBeVisible();
  // The voice profiles are asked for again every 10 s (the poll that used to send users to /login).
  await page.waitForTimeout(21_000);
  expect(profilePolls.length).toBeGreaterThanOrEqual(3);
  expect(new Set(profilePolls)).toEqual(new Set([200]));
  await expect(page).toHaveURL(/\/voice$/);
  await expect(page.getByText('No voice profile configured')).toBeVisible();

  expect(visited).not.toContain('/login');
});

test('a user whose refreshes fail for a while (network lost) is not signed out: the next call refreshes once and goes through', async ({
  page,
  request,
}) => {
  const visited = await signInAndType(page, request, newUser('Sam Offline'));
  // The first generation starts a project (POST /api/projects), then writes the script into it.
  const projectCreations = statusesOf(page, '/api/projects');
  const generations = statusesOf(page, '/api/scripts/generate');

  // No refresh gets through until the user acts again; by then the 10-second token has run out.
  let networkLost = true;
  await page.route('**/api/auth/refresh', (route) => (networkLost ? route.abort('internetdisconnected') : route.continue()));
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/projects') networkLost = false;
  });
  await page.waitForTimeout(15_000);

  await generateScript(page);
  // The expired token was refused once; the request went through again after one refresh.
  expect(projectCreations).toEqual([401, 201]);
  expect(generations).toEqual([200]);
  // Still in the studio, now with the new project open.
  await expect(page).toHaveURL(/\/app\?project=[0-9a-f-]{36}$/);
  expect(visited).not.toContain('/login');
});
