import { expect, test } from './support/fixtures';
import { publicPagePaths } from '../src/shared/routes';
import { faqItems } from '../src/web/features/marketing/content/faq';
import { pageMeta } from '../src/web/app/page-meta';

test('the served HTML of /faq already holds every question and its FAQPage data', async ({ request }) => {
  const response = await request.get('/faq');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const item of faqItems) expect(html).toContain(escapeText(item.question));
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'FAQPage' });
});

test('a browser without JavaScript still reads the FAQ', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.getByText(faqItems[0]?.question ?? '')).toBeVisible();
  await context.close();
});

for (const path of publicPagePaths) {
  test(`${path} is served pre-rendered with its own title, description and canonical URL`, async ({ request, baseURL }) => {
    const html = await (await request.get(path)).text();
    const meta = pageMeta(path);
    expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
    expect(html).toMatch(/<div id="root">(<!--\$-->)?<[a-z]/);
  });
}

test('pre-rendered pages hydrate without mismatches and stay interactive', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/faq');
  const first = page.getByRole('button', { name: faqItems[0]?.question ?? '' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Privacy', exact: true }).first().click();
  await expect(page).toHaveTitle(pageMeta('/privacy').title);
  expect(problems).toEqual([]);
});

test('the app code is fetched only after the pre-rendered page has painted', async ({ page }) => {
  await page.goto('/');
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    app: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/main-[^/]*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timings.paint).not.toBeNull();
  expect(timings.app.length).toBeGreaterThan(0);
  for (const start of timings.app) expect(start).toBeGreaterThanOrEqual(timings.paint ?? Infinity);
});

test('a page whose app code cannot load shows the start-up failure message instead', async ({ browser }) => {
  // Not the journeys' page: that one waits for the app to start, which it never does here.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/faq');
  await expect(page.getByText(/App failed to load on this device\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveCount(0);
  await context.close();
});

test('an unknown path is served the pre-rendered 404 page, marked noindex', async ({ request }) => {
  const response = await request.get('/definitely/not/here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page Not Found');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** React's escaping of text content. */
function escapeText(text: string): string {
  return escapeHtml(text).replaceAll("'", '&#x27;');
}
