import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillSignInForm, newUser, registerThroughApi, signInThroughApi } from './support/users';
import { publicPagePaths } from '../src/shared/routes';
import faqCatalogue from '../src/web/locales/en/faq.json' with { type: 'json' };
import marketing from '../src/web/locales/en/marketing.json' with { type: 'json' };
import pages from '../src/web/locales/en/pages.json' with { type: 'json' };

const faqItems = Object.values(faqCatalogue.items);

/** The English head a public page is built with (the `pages` catalogue; an article's own title). */
function pageMeta(path: string): { title: string; description: string } {
  const keys: Record<string, keyof typeof pages> = {
    '/': 'home',
    '/about': 'about',
    '/features': 'features',
    '/faq': 'faq',
    '/blog': 'blog',
    '/ai-script-generator-comparison': 'comparison',
    '/youtube-script-generator-faq': 'scriptFaq',
    '/privacy': 'privacy',
    '/terms': 'terms',
    '/login': 'login',
    '/register': 'register',
    '/subscription': 'subscription',
    '/app': 'app',
  };
  const slug = path.startsWith('/blog/') ? (path.slice('/blog/'.length) as keyof typeof marketing.blog.articles) : null;
  if (slug) return { title: `${marketing.blog.articles[slug].title} — Genesis Studio`, description: marketing.blog.articles[slug].excerpt };
  // A signed-in page has a title only (the studio's description is the home page's).
  const entry = pages[keys[path]!];
  if (typeof entry === 'string') return { title: `${entry} — Genesis Studio`, description: pages.home.description };
  return { title: path === '/' ? entry.title : `${entry.title} — Genesis Studio`, description: entry.description };
}

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
    // Markup in #root at once; a Suspense boundary's comment (React's <!--$-->) may come first.
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

// What each page shows before any script runs: the sign-in form, the sign-up form, the plans'
// sign-in prompt, and the studio's frame.
const paintedBeforeScripts = [
  { path: '/login', markers: ['Welcome Back', 'Forgot password?', 'Sign In'] },
  { path: '/register', markers: ['Create Your Account', 'Confirm Password', 'Start your 24-hour free trial.'] },
  { path: '/subscription', markers: ['Account Required', 'Create Account', 'Log In'] },
  { path: '/app', markers: ['Creator Studio', 'Opening your studio…', 'Script Writing'] },
];

for (const { path, markers } of paintedBeforeScripts) {
  test(`the served HTML of ${path} is the page itself, with its own head`, async ({ request }) => {
    const response = await request.get(`${path}?redirect=%2Fsubscription`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const marker of markers) expect(root).toContain(escapeText(marker));
    expect(html).toContain(`<title>${escapeHtml(pageMeta(path).title)}</title>`);
    if (path === '/app') {
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('<link rel="canonical"');
    } else {
      expect(html).toContain(`<meta name="description" content="${escapeHtml(pageMeta(path).description)}" />`);
    }
  });
}

test('without JavaScript the sign-in form and the studio frame are still painted', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Creator Studio' })).toBeVisible();
  await context.close();
});

/** Console errors and uncaught errors (a hydration mismatch is reported as one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the hydrated /login reads its ?redirect= and signs in to it', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  const problems = problemsOf(page);
  await page.goto('/login?redirect=%2Fsubscription%3Fplan%3Dbasic');
  await expect(page.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register?redirect=%2Fsubscription%3Fplan%3Dbasic');
  await fillSignInForm(page, user);
  await expect(page).toHaveURL(/\/subscription\?plan=basic$/);
  await expect(page.getByRole('heading', { name: /Choose Your Plan/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the hydrated /subscription reads its ?plan= for a signed-out visitor', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/subscription?plan=basic');
  await expect(page.getByText(/log in to subscribe to Basic/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-in visitor of /app sees the studio frame at once, then the studio with their data', async ({ page, request }) => {
  await signInThroughApi(page, request, newUser('Frame Watcher'));
  const problems = problemsOf(page);
  // Anything put on the page between the frame and the studio is noted, if only for one frame.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenBetween: string[] }).seenBetween = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.textContent?.includes('Loading…')) seen.push(node.textContent);
    }).observe(document, { childList: true, subtree: true });
  });
  // The session check is held until the frame has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/verify', async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Creator Studio' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Opening your studio…' })).toBeAttached();
  await expect(page.getByRole('link', { name: /^Account:/ })).toHaveCount(0);
  release();
  await opened;
  await expect(page.getByRole('link', { name: 'Account: Frame Watcher' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Script Writing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Opening your studio…')).toHaveCount(0);
  // The frame stays until the studio replaces it: no loading spinner in between.
  expect(await page.evaluate(() => (window as unknown as { seenBetween: string[] }).seenBetween)).toEqual([]);
  expect(problems).toEqual([]);
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** React's escaping of text content. */
function escapeText(text: string): string {
  return escapeHtml(text).replaceAll("'", '&#x27;');
}
