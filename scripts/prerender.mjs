// Writes dist/client/pages/*.html: each public page rendered to HTML with its own head tags,
// so search engines and first paint get the content before any script runs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';
const client = 'dist/client';
const { render, prerenderPaths, notFoundPaths } = await import(
  pathToFileURL(join(process.cwd(), 'dist/prerender/entry-prerender.js')).href
);
const template = readFileSync(join(client, 'index.html'), 'utf8');

/**
 * '/' → index.html, '/blog/x' → blog__x.html, '/es/faq' → es__faq.html, the 404 pages → 404.html and
 * es__404.html; the server maps them back.
 */
const fileName = (path) => (path === '/' ? 'index' : path.slice(1).replaceAll('/', '__')).replace(/(^|__)__not-found$/, '$1404') + '.html';

function page({ html, head, lang }) {
  const withHead = template.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  return withHead
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('</head>', `${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

mkdirSync(join(client, 'pages'), { recursive: true });
for (const path of [...prerenderPaths, ...notFoundPaths]) {
  const rendered = await render(path, ORIGIN_PLACEHOLDER);
  if (!rendered.html.trim()) throw new Error(`pre-rendering ${path} produced no markup`);
  writeFileSync(join(client, 'pages', fileName(path)), page(rendered));
}
console.log(`pre-rendered ${prerenderPaths.length + notFoundPaths.length} pages`);
// The pages are written: exit rather than wait on what the render leaves pending (a file close Node
// lists no handle for; the build stood still here for ten minutes in CI).
process.exit(0);
