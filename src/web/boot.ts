// The page's only script. A pre-rendered page is already complete HTML and CSS, so it paints
// before any of the app's code is fetched: the app (React, the router, the page) is imported once
// the browser reports the first contentful paint and then takes the page over (main.tsx). Until it
// has started, the start-up guard turns any error, a failed download included, into the start-up
// failure screen.
import { showStartupFailure } from './app/startup-guard';
import './styles.css';

/** Runs `task` once the page's pre-rendered content is on screen (at once when there is none). */
function afterFirstPaint(task: () => void): void {
  const hasContent = document.getElementById('root')?.firstElementChild != null;
  // A tab opened in the background paints nothing until it is shown, and the bare shell has nothing
  // to paint before the app: start now.
  if (!hasContent || document.visibilityState === 'hidden') return task();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame callback runs just before a paint; a task queued from it runs once that paint is done.
    requestAnimationFrame(() => setTimeout(task, 0));
    return;
  }
  // The paint entry carries the time the frame was shown, which can come well after the frame's
  // callbacks on a busy device; `buffered` delivers it if it is already there.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(task, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(() => {
  import('./main').catch(showStartupFailure);
});
