// Build-time entry (Node): renders a page to HTML. scripts/prerender.mjs writes the results.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { interfaceLocales, localePath, splitLocalePath } from '@shared/i18n/locales';
import { pagePaths, pathInEveryLocale, prerenderedPagePaths } from '@shared/routes';
import { headTags } from './app/head-tags';
import { loadPageMeta } from './app/page-meta';
import { changeLocale, i18n } from './i18n/i18n';

/** Every pre-rendered page in every interface language (English at the root, the others under /{lang}/). */
export const prerenderPaths = prerenderedPagePaths.flatMap(pathInEveryLocale);
/** Paths no route matches: their HTML is the 404 page (in each language), served for every unknown path. */
export const notFoundPaths = interfaceLocales.map((locale) => localePath(locale, '/__not-found'));

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
export async function render(address: string, origin: string): Promise<{ html: string; head: string; lang: string }> {
  const { locale, path, prefixed } = splitLocalePath(address);
  await changeLocale(locale);
  await loadPageMeta();
  // The public site's texts, for the head's structured data (FAQ answers, articles) in this language.
  await i18n.loadNamespaces(['marketing', 'faq', 'scriptFaq']);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={address} ssrSearch="" base={prefixed ? localePath(locale, '') : ''}>
      <App checkingSession={path === pagePaths.app} />
    </Router>,
  );
  return { html: await collect(prelude), head: headTags(address, origin, notFoundPaths.includes(address)), lang: locale };
}
