import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AppProviders } from '@/app/providers';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AboutPage } from './about-page';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { loadDocument } from '../content/documents';

// The legal texts load with their page; here they are in first.
await Promise.all([loadDocument('en', 'privacy-policy'), loadDocument('en', 'terms-of-service')]);

const pages: [string, ComponentType][] = [
  ['/about', AboutPage],
  ['/faq', FaqPage],
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
];

const mailLinks = () => [...document.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute('href'));

// SUPPORT_EMAIL is a run-time setting of the server (GET /api/site), not a build-time one.
describe.each(pages)('the support address on %s', (_path, Page) => {
  it('links to the address the server names', async () => {
    const network = mockApi({ 'GET /api/site': () => json({ supportEmail: 'help@studio.test' }) });
    // Awaited: a legal page's text may still be on its way (it suspends until it is in).
    await act(async () => void renderWithProviders(<Page />));
    await waitFor(() => expect(mailLinks().length).toBeGreaterThan(0));
    expect(new Set(mailLinks())).toEqual(new Set(['mailto:help@studio.test']));
    expect(screen.getAllByRole('link', { name: 'help@studio.test' }).length).toBeGreaterThan(0);
    expect(network.to('GET /api/site')).toHaveLength(1);
  });

  it('hides the contact links when none is set, and never shows a made-up address', async () => {
    const network = mockApi({ 'GET /api/site': () => json({ supportEmail: null }) });
    await act(async () => void renderWithProviders(<Page />));
    await waitFor(() => expect(network.to('GET /api/site')).toHaveLength(1));
    // Let the answer arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mailLinks()).toEqual([]);
    expect(document.body.textContent).not.toContain('example.com');
    expect(screen.queryByRole('link', { name: /Contact Support/ })).not.toBeInTheDocument();
  });
});

describe('pre-rendered pages', () => {
  it.each(pages)('%s carries no support address of its own', (path, Page) => {
    const html = renderToString(
      <Router ssrPath={path}>
        <AppProviders>
          <Page />
        </AppProviders>
      </Router>,
    );
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('example.com');
  });
});

describe('the footer', () => {
  it('shows the address and a Contact link only when the server names one', async () => {
    mockApi({ 'GET /api/site': () => json({ supportEmail: 'help@studio.test' }) });
    renderWithProviders(<AboutPage />);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer.querySelector('a[href="mailto:help@studio.test"]')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:help@studio.test');
  });
});
