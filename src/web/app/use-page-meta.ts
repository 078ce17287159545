import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** A pre-rendered page arrives with its own head (og:title is written with it at build time). */
const arrivedWithItsHead = typeof document !== 'undefined' && document.querySelector('meta[property="og:title"]') !== null;

/**
 * Keeps the tab title and description in step with client-side navigation. A pre-rendered page's
 * head is already right, so the titles load with the first navigation, not with the first visit.
 */
export function usePageMeta({ notFound = false }: { notFound?: boolean } = {}): void {
  const [location] = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const first = useRef({ location, language });
  useEffect(() => {
    if (arrivedWithItsHead && !notFound && location === first.current.location && language === first.current.language) return;
    let current = true;
    void import('./page-meta').then(async ({ pageMeta, notFoundMeta, loadPageMeta }) => {
      await loadPageMeta();
      if (!current) return;
      // A served path can still show the 404 page (the console to a non-administrator).
      const meta = notFound ? notFoundMeta() : pageMeta(location);
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    });
    return () => {
      current = false;
    };
  }, [location, language, notFound]);
}
