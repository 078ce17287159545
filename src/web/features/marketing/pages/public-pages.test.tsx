import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { blogSlugs } from '@shared/catalog/blog-slugs';
import { AppProviders } from '@/app/providers';
import { renderWithProviders } from '@/test/render';
import { AboutPage } from './about-page';
import { BlogArticlePage } from './blog-article-page';
import { BlogPage } from './blog-page';
import { ComparisonPage } from './comparison-page';
import { FaqPage } from './faq-page';
import { FeaturesPage } from './features-page';
import { LandingPage } from './landing-page';
import { PrivacyPage } from './privacy-page';
import { ScriptFaqPage } from './script-faq-page';
import { TermsPage } from './terms-page';
import { documentNames, loadDocument } from '../content/documents';

const pages: [string, ComponentType][] = [
  ['/', LandingPage],
  ['/about', AboutPage],
  ['/features', FeaturesPage],
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
  ['/faq', FaqPage],
  ['/blog', BlogPage],
  ...blogSlugs.map((slug): [string, ComponentType] => [`/blog/${slug}`, () => <BlogArticlePage slug={slug} />]),
  ['/ai-script-generator-comparison', ComparisonPage],
  ['/youtube-script-generator-faq', ScriptFaqPage],
];

/** Renders like the build does: in Node terms, with no window, document or storage to reach for (inside the app's providers, as the build renders). */
function renderOnServer(path: string, Page: ComponentType): string {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('localStorage', undefined);
  vi.stubGlobal('navigator', undefined);
  try {
    return renderToString(
      <Router ssrPath={path}>
        <AppProviders>
          <Page />
        </AppProviders>
      </Router>,
    );
  } finally {
    vi.unstubAllGlobals();
  }
}

// The long texts load with their page (in the build, the render waits for them): here they are in first.
await Promise.all(documentNames.map((name) => loadDocument('en', name)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(pages)('%s', (path, Page) => {
  it('renders without the browser and hydrates without a mismatch', async () => {
    const html = renderOnServer(path, Page);
    expect(html).toContain('All rights reserved.');

    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Router>
          <AppProviders>
            <Page />
          </AppProviders>
        </Router>,
        { onRecoverableError: recoverable },
      ),
    );
    // React reports a mismatch of text or elements as a recoverable error (and renders the page
    // anew), and one of attributes on the console.
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

describe('landing page', () => {
  it('links the plan cards to /subscription with each plan', () => {
    renderWithProviders(<LandingPage />);
    const pricing = document.getElementById('pricing');
    expect(pricing).not.toBeNull();
    const hrefs = [...(pricing?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/register', '/subscription?plan=weekly', '/subscription?plan=basic', '/subscription?plan=premium']);
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join the Affiliate Program' })).toHaveAttribute('href', '/affiliate');
    expect(screen.getByText('$15.00')).toBeInTheDocument();
  });

  it('Start Free Trial writes the local trial record and opens /register', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-07-15T10:00:00.000Z'));
    renderWithProviders(<LandingPage />);
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Start Free Trial' })[0]!);
    expect(JSON.parse(localStorage.getItem('subscription') ?? '{}')).toEqual({
      subscriptionId: null,
      clientSecret: null,
      isTrial: true,
      isFreeTrial: true,
      trialStart: '2025-07-15T10:00:00.000Z',
      trialExpiry: '2025-07-16T10:00:00.000Z',
      priceId: 'free_trial',
    });
    expect(window.location.pathname).toBe('/register');
  });
});

describe('features page', () => {
  it('offers API access to enterprise customers, linking the API reference and its OpenAPI description', () => {
    renderWithProviders(<FeaturesPage />);
    const card = screen.getByRole('heading', { level: 2, name: 'API Access for Enterprise' }).closest('li');
    expect(card).toHaveTextContent('API access is offered to enterprise customers on request.');
    const links = [...(card?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['API reference', '/api/docs'],
      ['OpenAPI description (JSON)', '/api/docs/openapi.json'],
    ]);
  });
});
