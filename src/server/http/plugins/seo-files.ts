import type { FastifyInstance } from 'fastify';
import { interfaceLocales, localePath } from '@shared/i18n/locales';
import { pagePaths, pathInEveryLocale, publicPagePaths } from '@shared/routes';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** robots.txt and sitemap.xml for the public pages, each listed in every interface language. */
export async function seoFiles(app: FastifyInstance) {
  app.get('/robots.txt', async (request, reply) => {
    const origin = request.publicOrigin;
    const privatePaths = [pagePaths.app, pagePaths.affiliate, pagePaths.ownerVoice, pagePaths.voice, pagePaths.calendar].flatMap(
      pathInEveryLocale,
    );
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      ...privatePaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = request.publicOrigin;
    // Each copy names all of them (hreflang), English's the default for any other language.
    const urls = publicPagePaths.flatMap((path) => {
      const alternates = [
        ...interfaceLocales.map(
          (locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${origin}${localePath(locale, path)}`)}" />`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}" />`,
      ];
      return interfaceLocales.map((locale) =>
        [`  <url>`, `    <loc>${escapeXml(`${origin}${localePath(locale, path)}`)}</loc>`, ...alternates, `  </url>`].join('\n'),
      );
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(`${xml}\n`);
  });
}
