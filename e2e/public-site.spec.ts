import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { formatPlanPrice, plans } from '../src/shared/catalog/plans';
import { blogSlugs } from '../src/shared/catalog/blog-slugs';
import { blogFacts } from '../src/web/features/marketing/content/blog-facts';
import faqCatalogue from '../src/web/locales/en/faq.json' with { type: 'json' };
import marketingCatalogue from '../src/web/locales/en/marketing.json' with { type: 'json' };
import scriptFaqCatalogue from '../src/web/locales/en/scriptFaq.json' with { type: 'json' };

const DAY_MS = 24 * 60 * 60 * 1000;
// The texts as the English pages show them (the catalogues hold the words, the content modules the facts).
const blogArticles = blogSlugs.map((slug) => ({
  slug,
  ...blogFacts[slug],
  ...marketingCatalogue.blog.articles[slug],
  author: marketingCatalogue.blog.author,
}));
const faqItems = Object.values(faqCatalogue.items);
const scriptFaqItems = Object.values(scriptFaqCatalogue.items);
const scriptFaqCategories = Object.values(scriptFaqCatalogue.categories).map((name, index) => ({
  name,
  items: scriptFaqItems.slice(index * 3, index * 3 + 3),
}));
const DONATION_UNAVAILABLE = 'Donation system temporarily unavailable. Please try again later or contact support.';
const DONATION_FAILED = 'Unable to process donation. Please try again later or contact support.';

/** Opens a pre-rendered page; the journeys' goto waits until it has hydrated (data-app-ready), so clicks reach the app. */
async function open(page: Page, path: string) {
  await page.goto(path);
}

async function expectTrialRecord(page: Page) {
  await expect(page).toHaveURL(/\/register$/);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('subscription') ?? 'null'));
  expect(record).toMatchObject({
    subscriptionId: null,
    clientSecret: null,
    isTrial: true,
    isFreeTrial: true,
    priceId: 'free_trial',
  });
  expect(Date.parse(record.trialExpiry) - Date.parse(record.trialStart)).toBe(DAY_MS);
  expect(Math.abs(Date.now() - Date.parse(record.trialStart))).toBeLessThan(60_000);
}

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025 Genesis Studio. All rights reserved.');
  for (const [name, href] of [
    ['About', '/about'],
    ['Features', '/features'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['FAQ', '/faq'],
    ['Blog', '/blog'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', /^mailto:.+@.+/);
}

test.describe('landing page', () => {
  test('shows the hero, styles gallery, modules, pricing, affiliate section and footer', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Genesis Studio' })).toBeVisible();
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '#pricing');
    await expect(hero.getByRole('button', { name: 'Support' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    const styles = page.getByRole('region', { name: 'Create in any style' });
    for (const title of ['Hyper Realistic 3D Disney', 'Cinematic Photography', 'Abstract Art', 'Digital Art', 'Watercolor', 'Anime']) {
      await expect(styles.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(styles.getByText('Example prompt')).toHaveCount(6);
    await expect(styles.getByRole('link', { name: 'Unlock every style' })).toHaveAttribute('href', '/subscription');
    // The artworks are real images: lazy, sized, decoded once scrolled to.
    const images = styles.getByRole('img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '800');
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(800);
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
    }

    for (const module of ['Script Writing', 'SEO Optimization', 'Image Generation', 'Advanced Chat']) {
      await expect(page.getByRole('heading', { level: 3, name: module })).toBeVisible();
    }

    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(4);
    await expect(pricing.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
    await expect(pricing.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    for (const plan of [plans.weekly, plans.basic, plans.premium]) {
      const card = pricing.getByRole('listitem', { name: plan.name, exact: true });
      await expect(card).toContainText(formatPlanPrice(plan));
      await expect(card.getByRole('link', { name: `Choose ${plan.name}`, exact: true })).toHaveAttribute(
        'href',
        `/subscription?plan=${plan.id}`,
      );
    }
    await expect(pricing.getByRole('listitem', { name: 'Weekly Basic', exact: true })).toContainText('Best Value');
    await expect(pricing.getByRole('listitem', { name: 'Premium', exact: true })).toContainText('Most Popular');

    const affiliate = page.getByRole('region', { name: /Earn 30%/ });
    await expect(affiliate).toContainText('$2.10');
    await expect(affiliate).toContainText('$6.00');
    await expect(affiliate).toContainText('$15.00');
    await expect(affiliate.getByRole('link', { name: 'Join the Affiliate Program' })).toHaveAttribute('href', '/affiliate');
    await expect(affiliate.getByRole('link', { name: 'Log In to Your Dashboard' })).toHaveAttribute('href', '/login');

    await expectFooter(page);
  });

  test('Start Free Trial writes the 24-hour local trial record and opens /register', async ({ page }) => {
    await open(page, '/');
    await page.locator('section').first().getByRole('link', { name: 'Start Free Trial' }).click();
    await expectTrialRecord(page);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test('View Plans brings the pricing section into view', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('#pricing')).not.toBeInViewport();
    await page.getByRole('link', { name: 'View Plans' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('heading', { name: 'Simple plans for every creator' })).toBeInViewport();
  });

  test('a plan card opens the plans page with that plan', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/subscription\?plan=premium$/);
  });

  test('the sign-in link opens /login', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('donation', () => {
  test('opens the checkout returned by the server in a new tab', async ({ page, context }) => {
    await open(page, '/');
    const request = page.waitForRequest('**/api/create-donation-checkout');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Support' }).click();
    expect((await request).postDataJSON()).toEqual({ amount: 1000, currency: 'usd' });
    const checkout = await popup;
    await checkout.waitForLoadState();
    expect(checkout.url()).not.toBe('about:blank');
    // noopener: the checkout tab cannot reach back into the studio.
    expect(await checkout.evaluate(() => window.opener)).toBeNull();
  });

  /** Accepts every alert at once and keeps its text, so nothing waits on an open dialog. */
  function collectAlerts(page: Page) {
    const messages: string[] = [];
    page.on('dialog', async (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    return messages;
  }

  test('alerts that donations are unavailable when the server fails', async ({ page }) => {
    await page.route('**/api/create-donation-checkout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    const alerts = collectAlerts(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${DONATION_UNAVAILABLE}`]);
    await expect(page.getByRole('button', { name: 'Support' })).toBeEnabled();
  });

  test('alerts that donations are unavailable when the answer has no url', async ({ page }) => {
    await page.route('**/api/create-donation-checkout', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"cs_1"}' }),
    );
    const alerts = collectAlerts(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${DONATION_UNAVAILABLE}`]);
  });

  test('alerts that the donation could not be processed when the network fails', async ({ page }) => {
    await page.route('**/api/create-donation-checkout', (route) => route.abort('internetdisconnected'));
    const alerts = collectAlerts(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Support' }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${DONATION_FAILED}`]);
    await expect(page.getByRole('button', { name: 'Support' })).toBeEnabled();
  });
});

for (const [path, heading] of [
  ['/about', 'About Genesis Studio'],
  ['/features', 'Everything you need to create'],
] as const) {
  test(`${path} has Log In and Start Free Trial buttons and the footer`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Log In', exact: true }).first()).toHaveAttribute('href', '/login');
    await main.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await expectTrialRecord(page);
  });

  test(`${path} footer links`, async ({ page }) => {
    await open(page, path);
    await expectFooter(page);
  });
}

test('/features describes every part of the studio', async ({ page }) => {
  await open(page, '/features');
  for (const title of ['Script Writing with AI Voiceover', 'SEO Optimization', 'Image Generation', 'Voice Cloning']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
});

for (const [path, title, sections] of [
  ['/privacy', 'Privacy Policy', ['Information we store', 'How we use AI providers', 'Deleting your account', 'Your rights', 'Contact']],
  ['/terms', 'Terms of Service', ['Your content', 'Acceptable use', 'AI output', 'Plans and payments', 'Contact']],
] as const) {
  test(`${path} shows the full text with a last-updated date`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: July 15, 2025')).toBeVisible();
    for (const section of sections) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeAttached();
    }
    await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  });
}

test.describe('FAQ', () => {
  test('lists 15 questions with category labels that do not filter', async ({ page }) => {
    await open(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    await expect(questions).toHaveCount(15);
    for (const category of [
      'General',
      'Features',
      'Pricing',
      'Usage Rights',
      'Quality',
      'Technical',
      'Security',
      'Support',
      'Customization',
    ]) {
      await expect(page.getByRole('list', { name: 'Topics covered' }).getByText(category, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: category, exact: true })).toHaveCount(0);
    }
    // Prices come from the catalogue.
    const pricing = page.getByRole('button', { name: 'How much does Genesis Studio cost?' });
    await pricing.click();
    await expect(page.locator(`#${await pricing.getAttribute('aria-controls')}`)).toContainText(formatPlanPrice(plans.premium));
  });

  test('opens two answers at once, then collapses one', async ({ page }) => {
    await open(page, '/faq');
    const [first, second] = [faqItems[0]!, faqItems[7]!];
    const firstButton = page.getByRole('button', { name: first.question });
    const secondButton = page.getByRole('button', { name: second.question });
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first.answer)).toBeHidden();

    await firstButton.click();
    await secondButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer)).toBeVisible();
    await expect(page.getByText(second.answer)).toBeVisible();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first.answer)).toBeHidden();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');

    // And from the keyboard.
    await firstButton.focus();
    await page.keyboard.press('Enter');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  });

  test('has the back-to-home, contact-support and free-trial links and the footer', async ({ page }) => {
    await open(page, '/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:.+@/);
    await expect(main.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/');
    await expectFooter(page);
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('blog', () => {
  test('lists the three articles with their details', async ({ page }) => {
    await open(page, '/blog');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, article] of blogArticles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: article.title })).toBeVisible();
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.excerpt);
      await expect(card).toContainText(article.author);
      await expect(card).toContainText(`${article.readTime} min read`);
      await expect(card).toContainText('July 15, 2025');
      for (const tag of article.tags) await expect(card).toContainText(`#${tag}`);
      await expect(card.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', `/blog/${article.slug}`);
    }
    await expectFooter(page);
  });

  test('Read More opens the full article', async ({ page }) => {
    await open(page, '/blog');
    const article = blogArticles[1]!;
    await page.getByRole('article').nth(1).getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText('10 min read')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(8);
    await page.getByRole('complementary').getByRole('link', { name: 'Start Free Trial' }).click();
    await expectTrialRecord(page);
  });

  test('an article links back to the blog', async ({ page }) => {
    await open(page, `/blog/${blogArticles[0]!.slug}`);
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown article shows the 404 page', async ({ page }) => {
    await page.goto('/blog/not-a-slug');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the newsletter subscribes once and says so the second time', async ({ page }) => {
    await open(page, '/blog');
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const input = page.getByLabel('Email address');
    await expect(input).toHaveAttribute('type', 'email');

    await input.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts).toContainText('Thanks for subscribing! New articles will arrive in your inbox.');

    await input.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts).toContainText('You are already subscribed. Thanks for reading!');

    // An address the browser accepts but the server does not: the server's message, in red.
    await input.fill('reader@localhost');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts).toContainText('Please enter a valid email address.');
  });
});

test.describe('comparison page', () => {
  test('compares the platforms in a table and in cards with external visit buttons', async ({ page }) => {
    await open(page, '/ai-script-generator-comparison');
    const table = page.getByRole('table', { name: /Feature comparison/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Genesis Studio', 'Jasper', 'Copy.ai', 'Winner']);
    expect(await table.getByRole('row').count()).toBeGreaterThan(8);
    await expect(table.getByRole('row', { name: /Starting price/ })).toContainText('$49/month');
    await expect(table.getByRole('row', { name: /Starting price/ })).toContainText('$36/month');
    await expect(table.getByRole('row', { name: /Starting price/ })).toContainText(formatPlanPrice(plans.weekly));

    const cards = page.getByRole('region', { name: 'The platforms at a glance' }).getByRole('listitem', {
      name: /Genesis Studio|Jasper|Copy\.ai/,
    });
    await expect(cards).toHaveCount(3);
    for (const name of ['Jasper', 'Copy.ai']) {
      const visit = page.getByRole('link', { name: `Visit ${name}` });
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', /noopener/);
      await expect(visit).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('the free-trial button writes the trial record and opens /register', async ({ page }) => {
    await open(page, '/ai-script-generator-comparison');
    await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).last().click();
    await expectTrialRecord(page);
  });
});

test.describe('YouTube script generator FAQ', () => {
  test('has six categories of three independently expandable questions', async ({ page }) => {
    await open(page, '/youtube-script-generator-faq');
    for (const category of scriptFaqCategories) {
      const section = page.getByRole('region', { name: category.name });
      await expect(section.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
      await expect(section.locator('button[aria-expanded]')).toHaveCount(3);
    }
    const a = page.getByRole('button', { name: scriptFaqCategories[0]!.items[0]!.question });
    const b = page.getByRole('button', { name: scriptFaqCategories[4]!.items[1]!.question });
    await a.click();
    await b.click();
    await expect(a).toHaveAttribute('aria-expanded', 'true');
    await expect(b).toHaveAttribute('aria-expanded', 'true');
    await b.click();
    await expect(b).toHaveAttribute('aria-expanded', 'false');
    await expect(a).toHaveAttribute('aria-expanded', 'true');
  });

  test('links to the comparison page and starts the free trial', async ({ page }) => {
    await open(page, '/youtube-script-generator-faq');
    await expect(page.getByRole('link', { name: 'Compare AI Script Generators' })).toHaveAttribute(
      'href',
      '/ai-script-generator-comparison',
    );
    await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).click();
    await expectTrialRecord(page);
  });
});
