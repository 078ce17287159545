import type { PageViewInput } from '@shared/contracts/analytics';

/** Fire-and-forget: `keepalive` lets the report finish even when the visitor is leaving the page. */
export function reportPageView(view: PageViewInput): void {
  void fetch('/api/analytics/pageview', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch(() => {
    // Analytics never gets in the visitor's way.
  });
}
