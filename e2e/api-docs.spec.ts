import { expect, test } from './support/fixtures';
import { newUser, signInThroughApi } from './support/users';

// The API reference for enterprise customers: from the Features page to the interactive reference,
// which comes whole from this server (no other origin is asked for anything) and calls the API here.
test('the Features page leads to the API reference, which calls the API with a bearer token', async ({ page, request, baseURL }) => {
  // Swagger UI resolves an OpenAPI 3.1 description slowly on a busy machine (seconds, not milliseconds).
  test.setTimeout(120_000);
  const user = newUser('Avery Quinn');
  const { session } = await signInThroughApi(page, request, user);
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) elsewhere.push(sent.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/features');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'API Access for Enterprise' }) });
  await expect(card).toContainText('API access is offered to enterprise customers on request.');
  await card.getByRole('link', { name: 'API reference' }).click();

  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page).toHaveTitle('Genesis Studio API reference');
  // Swagger UI reads and resolves the whole description (about 100 operations) before it shows anything.
  await expect(page.getByRole('heading', { level: 1, name: /^Genesis Studio API/ })).toBeVisible({ timeout: 30_000 });
  const operation = (name: string) => page.locator('.opblock').filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(operation('GET /api/health')).toBeVisible();

  // "Try it out" on a signed-in call, with the access token given to Authorize: it reaches this server.
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  const dialog = page.locator('.modal-ux');
  await expect(dialog.getByRole('heading', { name: 'bearer (http, Bearer)' })).toBeVisible();
  await dialog.locator('#auth-bearer-value').fill(session.token);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const currentUser = operation('GET /api/auth/user');
  await currentUser.getByRole('button', { name: 'GET /api/auth/user', exact: true }).click();
  await currentUser.getByRole('button', { name: 'Try it out' }).click();
  await currentUser.getByRole('button', { name: 'Execute' }).click();
  const answer = currentUser.locator('.live-responses-table .response');
  await expect(answer.locator('.response-col_status')).toHaveText('200', { timeout: 30_000 });
  await expect(answer.locator('.microlight').first()).toContainText(`"email": "${user.email}"`);
  await expect(currentUser.locator('.request-url')).toContainText(`${baseURL}/api/auth/user`);
  // Nothing the pages loaded failed or broke the content security policy (both show as console errors).
  expect(errors, 'console errors').toEqual([]);

  // The machine-readable description, the Features page's other link.
  await page.goto('/features');
  const descriptionLink = page.getByRole('link', { name: 'OpenAPI description (JSON)' });
  const [description] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/docs/openapi.json'),
    descriptionLink.click(),
  ]);
  expect(description.status()).toBe(200);
  expect(description.headers()['content-type']).toBe('application/json; charset=utf-8');
  const document = (await description.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/health');
  await expect(page).toHaveURL(/\/api\/docs\/openapi\.json$/);

  expect(elsewhere, 'requests to other origins').toEqual([]);
});

// A creator lets a script use the studio: a personal API token made in the account, copied, and
// given to the reference's Authorize, calls the API as them (the token, not a sign-in, is what it sends).
test('a personal API token made in the account calls the API from the reference page', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const { session } = await signInThroughApi(page, request, newUser('Morgan Lee'));
  const made = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { title: 'Cold brew at home', topic: 'cold brew coffee' },
  });
  expect(made.status()).toBe(201);
  const project = (await made.json()) as { id: string };

  await page.goto('/account');
  const tokens = page.locator('section#api-tokens');
  await expect(tokens.getByRole('heading', { name: 'API tokens' })).toBeVisible();
  await tokens.getByLabel('Token name').fill('Reference page');
  await expect(tokens.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('new-api-token');
  await expect(shown).toContainText('Copy it now: it will not be shown again.');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API token copied to clipboard.', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^gst_[A-Za-z0-9_-]{43}$/);
  await expect(tokens.getByText('Never used')).toBeVisible();

  await tokens.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Genesis Studio API/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  const dialog = page.locator('.modal-ux');
  await dialog.locator('#auth-bearer-value').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dialog.locator('#auth-bearer-value')).toHaveValue(token);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The reference draws only the operations near the view (about 150 in all): scroll down to the one wanted.
  const listProjects = page.getByRole('button', { name: 'GET /api/projects', exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(listProjects).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 60_000 });
  const operation = page.locator('.opblock').filter({ has: listProjects });
  await listProjects.click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const answer = operation.locator('.live-responses-table .response');
  await expect(answer.locator('.response-col_status')).toHaveText('200', { timeout: 30_000 });
  await expect(answer.locator('.microlight').first()).toContainText(`"id": "${project.id}"`);
  await expect(answer.locator('.microlight').first()).toContainText('"title": "Cold brew at home"');
  // The call carried the token, and went to this server.
  await expect(operation.locator('.curl-command')).toContainText(`Authorization: Bearer ${token}`);
  await expect(operation.locator('.request-url')).toContainText(`${baseURL}/api/projects`);

  // The account lists the token as used.
  await page.goto('/account');
  await expect(page.locator('section#api-tokens').getByText(/^Last used/)).toBeVisible();
});
