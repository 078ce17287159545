// Imported by boot.ts after the first paint; boot.ts also brings the styles and the start-up guard.
import { hasStarted, showStartupFailure } from './app/startup-guard';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { hasStoredTokens } from './lib/auth-storage';

const onUncaughtError = (error: unknown) => {
  if (!hasStarted()) showStartupFailure(error);
  else console.error(error);
};

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to start the app in.');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A pre-rendered public page is hydrated. A signed-in visitor first sees the session check
  // (spec §4), which the pre-rendered markup cannot match, so that case renders afresh.
  if (container.firstElementChild && !hasStoredTokens()) {
    hydrateRoot(container, app, { onUncaughtError });
  } else {
    container.replaceChildren();
    createRoot(container, { onUncaughtError }).render(app);
  }
} catch (error) {
  showStartupFailure(error);
}

// An affiliate link (?ref=CODE, DESIGN.md §4): keep the code and count the click. The module loads
// only for such visits, so the landing page's first download stays within its budget.
if (location.search.includes('ref=')) {
  import('./features/affiliates/lib/referral')
    .then((referral) => referral.captureReferral())
    .catch(() => {
      // An affiliate click that cannot be counted never stops the page.
    });
}
