import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Keeps the tab title and description in step with client-side navigation. The first page's head
 * comes pre-rendered, so the titles load after it instead of with every first visit.
 */
export function usePageMeta({ notFound = false }: { notFound?: boolean } = {}): void {
  const [location] = useLocation();
  useEffect(() => {
    let current = true;
    void import('./page-meta').then(({ pageMeta, NOT_FOUND_META }) => {
      if (!current) return;
      // A served path can still show the 404 page (the console to a non-administrator).
      const meta = notFound ? NOT_FOUND_META : pageMeta(location);
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    });
    return () => {
      current = false;
    };
  }, [location, notFound]);
}
