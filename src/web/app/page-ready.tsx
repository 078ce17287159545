import { useEffect } from 'react';

/**
 * Rendered inside the pages' Suspense boundary: its effect runs once the page itself has rendered
 * (or hydrated, for a pre-rendered page). Before that, clicks on pre-rendered buttons are lost, so
 * <html data-app-ready> tells scripts (and the browser journeys) when the page answers input.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
