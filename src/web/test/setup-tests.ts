import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { resetSupportEmail } from '@/lib/support-email';
import { takeUnhandledRequests } from './mock-api';

// Pages with forms start loading the toast viewport on mount (preloadToaster), and the router loads
// the page titles on each visit. Loaded here once per file, those imports are already settled, so a
// test that ends first cannot leave one running into the environment's teardown (Vitest reports that
// as an unhandled error and fails the run).
await Promise.all([import('@/components/ui/toaster'), import('@/app/page-meta')]);

// Every English catalogue up front, so no test waits on one (the app loads them per page).
const englishCatalogues = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
for (const [file, catalogue] of Object.entries(englishCatalogues)) {
  i18n.addResourceBundle('en', file.replace(/^.*\/(.+)\.json$/, '$1'), catalogue);
}

// findBy*/waitFor wait up to 5 s (not 1 s): on a loaded 2-core CI machine a lazily loaded part (the
// toaster, a dialog) can take longer than a second to arrive. A passing wait returns as soon as it can.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  resetToasts();
  resetSupportEmail();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(takeUnhandledRequests(), 'requests without a handler').toEqual([]);
});
