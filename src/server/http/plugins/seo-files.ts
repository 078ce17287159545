import type { FastifyInstance } from 'fastify';
import { pagePaths, publicPagePaths } from '@shared/routes';

/** robots.txt and sitemap.xml for the public pages. */
export async function seoFiles(app: FastifyInstance) {
  app.get('/robots.txt', async (request, reply) => {
    const origin = request.publicOrigin;
    const privatePaths = ['/api/', pagePaths.app, pagePaths.affiliate, pagePaths.ownerVoice, pagePaths.voice, pagePaths.calendar];
    const lines = ['User-agent: *', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = request.publicOrigin;
    const urls = publicPagePaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(`${xml}\n`);
  });
}
