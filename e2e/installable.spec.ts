import esMarketing from '../src/web/locales/es/marketing.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/users';

test.use({ serviceWorkers: 'allow' });

type WebAppManifest = {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

test('the studio installs as an app: a manifest with icons and shortcuts, public pages offline, an offline page for the studio', async ({
  page,
  context,
  request,
}) => {
  // A visitor of the public pages does not download the app shell: no service worker there.
  const workerRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/service-worker.js')) workerRequests.push(sent.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(workerRequests).toEqual([]);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(manifestUrl!)).json()) as WebAppManifest;
  expect(manifest).toMatchObject({ name: 'Genesis Studio', start_url: '/app', display: 'standalone', theme_color: '#7c3aed' });
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['New project', '/app?projects=new'],
    ['Chat', '/app?tab=chat'],
  ]);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }

  // The studio installs the worker (keeping the app shell and every public page), which takes the next page.
  await signInThroughApi(page, request);
  await page.goto('/app');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('public-pages')).keys()).map((entry) => new URL(entry.url).pathname)))
    .toEqual(expect.arrayContaining(['/', '/faq', '/features', '/terms', '/es', '/es/faq', '/de/features', '/fr/terms', '/pt-BR/faq']));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  // A public page never visited opens offline, and its app starts from the kept shell.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // Every language's public pages are kept too.
  await page.goto('/es/faq');
  await expect(page.getByRole('heading', { level: 1, name: esMarketing.faqPage.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The studio needs the server: the offline page says so instead of the browser's error.
  await page.evaluate(() => location.assign('/account'));
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Genesis Studio cannot reach its server right now.')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});
