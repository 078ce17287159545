import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLocale, splitLocalePath, type InterfaceLocale } from '@shared/i18n/locales';
import { isPagePath, normalizePath } from '@shared/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The service worker and the app's manifest name the build's files: a browser checks them on each visit.
const CHECKED_EACH_TIME = new Set(['service-worker.js', 'manifest.webmanifest']);
// Written into pre-rendered pages at build time; the served origin replaces it.
const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';

interface ClientPages {
  shell: string;
  /** Pre-rendered public pages by path, /es/… for Spanish (scripts/prerender.mjs). */
  prerendered: Map<string, string>;
  /** The 404 page in each interface language that has one. */
  notFound: Map<string, string>;
}

function loadPages(clientDir: string): ClientPages | undefined {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const shell = readFileSync(indexPath, 'utf8');
  const prerendered = new Map<string, string>();
  const notFound = new Map<string, string>();
  const pagesDir = join(clientDir, 'pages');
  for (const file of existsSync(pagesDir) ? readdirSync(pagesDir) : []) {
    if (extname(file) !== '.html') continue;
    const html = readFileSync(join(pagesDir, file), 'utf8');
    const name = file.slice(0, -'.html'.length);
    const notFoundIn = /^(?:(.+)__)?404$/.exec(name);
    if (notFoundIn) notFound.set(notFoundIn[1] ?? defaultLocale, html);
    else prerendered.set(name === 'index' ? '/' : `/${name.replaceAll('__', '/')}`, html);
  }
  return { shell, prerendered, notFound };
}

/** The shell for a page built in no language (a studio page): its <html lang> is the address's. */
const inLanguage = (shell: string, locale: InterfaceLocale) => shell.replace('<html lang="en">', `<html lang="${locale}">`);

interface StaticClientOptions {
  clientDir?: string | undefined;
  /**
   * What a feature does with a page request before the page goes out (the affiliate link's click
   * and cookie). A failure is logged and the page is served all the same.
   */
  beforePage?: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined;
}

/**
 * Serves the built client: hashed assets cached for a year; pre-rendered HTML for the public
 * pages, the HTML shell for the other pages, and the 404 page with HTTP 404 for any other path.
 */
export const staticClient = fp(
  async (app: FastifyInstance, options: StaticClientOptions) => {
    const pages = options.clientDir ? loadPages(options.clientDir) : undefined;

    if (options.clientDir && pages) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        index: false,
        preCompressed: true,
        // Directories (such as /) are pages, answered below; pre-rendered files are only served as pages.
        allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.startsWith('/pages/'),
        setHeaders(response, path) {
          const name = path.slice(path.lastIndexOf('/') + 1);
          response.header(
            'cache-control',
            path.includes('/assets/') ? IMMUTABLE : CHECKED_EACH_TIME.has(name) ? 'no-cache' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && extname(pathname) === '';
      if (!wantsPage) {
        return reply.status(404).send({ message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' });
      }
      await options.beforePage?.(request, reply).catch((error: unknown) => request.log.error({ err: error }, 'page request hook failed'));
      if (!pages) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).');
      }
      const known = isPagePath(pathname);
      const { locale } = splitLocalePath(normalizePath(pathname));
      const html = known
        ? (pages.prerendered.get(normalizePath(pathname)) ?? inLanguage(pages.shell, locale))
        : (pages.notFound.get(locale) ?? pages.notFound.get(defaultLocale) ?? pages.shell);
      return (
        reply
          .status(known ? 200 : 404)
          // An answer that sets a cookie is this visitor's own: no shared cache may keep it for others.
          .header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html.replaceAll(ORIGIN_PLACEHOLDER, request.publicOrigin))
      );
    });
  },
  { name: 'static-client' },
);
