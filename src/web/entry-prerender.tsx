// Build-time entry (Node): renders a page to HTML. scripts/prerender.mjs writes the results.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { pagePaths, prerenderedPagePaths } from '@shared/routes';
import { headTags } from './app/head-tags';

export const prerenderPaths = prerenderedPagePaths;
/** A path no route matches: its HTML is the 404 page, served for every unknown path. */
export const notFoundPath = '/__not-found';

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    stream.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          html += String(chunk);
          done();
        },
        final(done) {
          resolve(html);
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
}

/**
 * The page's body markup (every lazy chunk awaited: React's prerender waits for all Suspense
 * boundaries) and its head tags; `origin` is a placeholder the server fills. Pages are rendered as a
 * signed-out visitor sees them, /app as the frame a signed-in visitor sees while the session is checked.
 */
export async function render(path: string, origin: string): Promise<{ html: string; head: string }> {
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path} ssrSearch="">
      <App checkingSession={path === pagePaths.app} />
    </Router>,
  );
  return { html: await collect(prelude), head: headTags(path, origin, path === notFoundPath) };
}
