import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { reportPageView } from './api/report-page-view';
import { visitorId } from './visitor-id';

/** Reports a page view on every route change (spec §7 Analytics); the referrer only on the first. */
export function usePageViews(): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    reportPageView({
      path: location,
      referrer: first.current ? document.referrer || null : null,
      visitorId: visitorId(),
    });
    first.current = false;
  }, [location]);
}
