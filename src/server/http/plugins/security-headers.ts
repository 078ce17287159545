import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config/config';

/** The settings the page policy depends on, and the hashes of the pages' own inline scripts. */
export type PagePolicySettings = Pick<Config, 'stripe' | 'publicUrl'> & { inlineScripts?: readonly string[] };

const stripeScripts = 'https://js.stripe.com';
/** Only where the site is served over HTTPS: on plain http (local use) it would break loads. */
const servedOverHttps = (publicUrl: string | undefined) => publicUrl?.startsWith('https://') === true;

/** A policy's header value: `name source source;name source`. */
export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built page template (index.html, which
 * every pre-rendered page is made from): the loader that requests the app after the first paint.
 * None without a built client.
 */
export function inlineScriptHashes(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  let template: string;
  try {
    template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...template.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** Where YouTube serves channel pictures (channels.list's thumbnails). */
const youtubePictureHosts = ['https://yt3.ggpht.com', 'https://yt3.googleusercontent.com'];

/**
 * The app's pages' policy. Scripts come only from this origin (Stripe's too when payments run
 * through it); nothing may frame the app; no plugins.
 */
export function pagePolicy(config: PagePolicySettings): Record<string, string[]> {
  const stripe = config.stripe !== undefined;
  return {
    'default-src': ["'self'"],
    // The build's own inline loader (vite.config.ts) is allowed by its hash, no other inline script.
    'script-src': ["'self'", ...(config.inlineScripts ?? []), ...(stripe ? [stripeScripts] : [])],
    // Inline styles stay allowed: dialogs lock page scroll with an injected <style> element
    // (react-remove-scroll) and a few elements carry computed widths. Scripts get no such leeway.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Connected YouTube channels' pictures come from Google's picture hosts.
    'img-src': ["'self'", 'data:', 'blob:', ...youtubePictureHosts],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': stripe ? [stripeScripts, 'https://hooks.stripe.com'] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(servedOverHttps(config.publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The policy of the API reference (/api/docs and its files), stricter than the app's: Swagger UI's
 * scripts, styles and pictures from this origin only (its icons are data: URLs, its elements carry
 * inline styles), requests to this origin only, and no Stripe, frames, media or workers.
 */
export function apiReferencePolicy(publicUrl: string | undefined): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(servedOverHttps(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * What every answer carries: its declared type is the only one a browser may take it for, and
 * HTTPS is remembered for a year (browsers ignore that over plain http).
 */
export const everyAnswerHeaders = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;

/**
 * What a document adds: the page policy, no framing, the referrer kept to the origin elsewhere, a
 * browsing context and agent cluster of its own, and the legacy switches older browsers read.
 */
export function pageHeaders(config: PagePolicySettings): Record<string, string> {
  return {
    'content-security-policy': policyHeader(pagePolicy(config)),
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Types a browser shows as a document that can run script (an SVG opened on its own can). */
const documentType = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml)\b/;

/**
 * Security headers by what an answer is. Every answer: nosniff and HSTS. Documents (the pages, the
 * shell, the 404 page, the API reference, which sets its own stricter policy after this): the full
 * page policy. API answers: `no-store` unless the route chose its caching, as they carry an
 * account's data. Scripts, styles, fonts and pictures need nothing more than their cache headers
 * (static-client.ts); files under /files keep to this origin's pages (features/files). Every value
 * is made once, at start-up.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, config: PagePolicySettings) => {
    const forDocuments = pageHeaders(config);
    app.addHook('onSend', (request, reply, payload, done) => {
      // The id goes back to the client, so a reported problem can be found in the logs.
      reply.header('x-request-id', request.id);
      reply.headers(everyAnswerHeaders);
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && documentType.test(type)) reply.headers(forDocuments);
      else if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
