// Imported by boot.ts after the first paint; boot.ts also brings the styles and the start-up guard.
import { hasStarted, showStartupFailure } from './app/startup-guard';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { firstRenderIsPrerendered } from './app/first-render';
import { changeLocale, i18n } from './i18n/i18n';
import { initialLocale } from './i18n/locale-choice';
import { routeNamespaces } from './i18n/route-namespaces';
import { startInstallableApp } from './lib/installable-app';
import { localePath, splitLocalePath } from '@shared/i18n/locales';

// React calls this for an error no boundary caught: before the app has started (its first commit) it
// becomes the start-up failure screen. The catch below takes what throws before React is handed the page.
const onUncaughtError = (error: unknown) => {
  if (!hasStarted()) showStartupFailure(error);
  else console.error(error);
};

try {
  startInstallableApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to start the app in.');
  const locale = initialLocale(location.pathname, location.search, navigator.languages);
  // A language's pages live under its prefix (/es/…): links and routes inside the app are relative to it.
  const base = splitLocalePath(location.pathname).prefixed ? localePath(locale, '') : '';
  // The catalogues the frame needs are in before the first render, so hydration finds the pre-rendered words.
  await changeLocale(locale);
  await i18n.loadNamespaces(['common', ...routeNamespaces(location.pathname)]);
  if (container.firstElementChild && firstRenderIsPrerendered(location.pathname, locale)) {
    // The build rendered the bare path: the page reads the address's query (?redirect=, ?plan=…)
    // once hydrated, so the first render matches the markup.
    hydrateRoot(
      container,
      <StrictMode>
        <Router base={base} ssrSearch="">
          <App />
        </Router>
      </StrictMode>,
      { onUncaughtError },
    );
  } else {
    // Markup the app would not render (a signed-out visitor of /app, a signed-in one of
    // /subscription) is replaced.
    const app = (
      <StrictMode>
        <Router base={base}>
          <App />
        </Router>
      </StrictMode>
    );
    container.replaceChildren();
    createRoot(container, { onUncaughtError }).render(app);
  }
} catch (error) {
  showStartupFailure(error);
}
