// The two origins an LCP benchmark compares (bench/page-lcp.mjs, bench/signed-in-lcp.ts): one passes
// the built server's answers through as they are, the other serves the same pre-rendered HTML with
// its JavaScript removed (its CSS, fonts and pictures unchanged). Both re-compress HTML the same way,
// so the only difference between them is the JavaScript.
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { freePort } from '../../src/server/test/listen-locally';

export interface PageOrigin {
  url: string;
  close(): Promise<void>;
}

/** The page without its JavaScript: no <script> elements (JSON-LD data stays), no modulepreload links. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');

/** A local origin in front of `upstream`; `rewrite` changes HTML pages (which it sends brotli-compressed). */
export async function pageOrigin(upstream: string, rewrite: (html: string) => string = (html) => html): Promise<PageOrigin> {
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host };
    const wantsPage = (incoming.headers.accept ?? '').includes('text/html');
    // Pages are fetched uncompressed so they can be rewritten; everything else passes through untouched.
    if (wantsPage) headers['accept-encoding'] = 'identity';
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = brotliCompressSync(Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8'))));
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-encoding': 'br',
            'content-length': body.length,
            vary: 'accept-encoding',
          });
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
