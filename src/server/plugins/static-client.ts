import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPagePath } from '@shared/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: hashed assets cached for a year, the HTML shell for every page path,
 * and the shell with HTTP 404 for any other path (the client renders its 404 page).
 */
export const staticClient = fp(async (app: FastifyInstance, options: { clientDir?: string | undefined }) => {
  const indexPath = options.clientDir ? join(options.clientDir, 'index.html') : undefined;
  const shell = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;

  if (options.clientDir && shell) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      // Directories (such as /) are pages, answered with the shell by the not-found handler below.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      preCompressed: true,
      setHeaders(response, path) {
        response.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      extname(pathname) === '';
    if (!wantsPage) {
      return reply.status(404).send({ message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    if (!shell) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply
      .status(isPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
});
