// Build-time entry (Node): renders a page to HTML. scripts/prerender.mjs writes the results.
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { App } from './app/app';
import { pagePaths, prerenderedPagePaths } from '@shared/routes';
import { headTags } from './app/head-tags';

export const prerenderPaths = prerenderedPagePaths;
/** A path no route matches: its HTML is the 404 page, served for every unknown path. */
export const notFoundPath = '/__not-found';

/**
 * The page's body markup (every lazy chunk awaited) and its head tags; `origin` is a placeholder the
 * server fills. Pages are rendered as a signed-out visitor sees them, /app as the frame a signed-in
 * visitor sees while the session is checked.
 */
export async function render(path: string, origin: string): Promise<{ html: string; head: string }> {
  const html = await renderToStringAsync(
    <Router ssrPath={path} ssrSearch="">
      <App checkingSession={path === pagePaths.app} />
    </Router>,
  );
  return { html, head: headTags(path, origin, path === notFoundPath) };
}
