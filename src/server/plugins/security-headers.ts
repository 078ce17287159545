import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const stripeScripts = 'https://js.stripe.com';
/** Only where the site is served over HTTPS: on plain http (local use) it would break loads. */
const servedOverHttps = (publicUrl: string | undefined) => publicUrl?.startsWith('https://') === true;

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
 * Security headers and a content security policy on every response. Scripts come only from this
 * origin (Stripe's too when payments run through it); nothing may frame the app; no plugins.
 */
export const securityHeaders = fp(async (app: FastifyInstance, config: Pick<Config, 'stripe' | 'publicUrl'>) => {
  const stripe = config.stripe !== undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [stripeScripts] : [])],
        // Inline styles stay allowed: dialogs lock page scroll with an injected <style> element
        // (react-remove-scroll) and a few elements carry computed widths. Scripts get no such leeway.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? [stripeScripts, 'https://hooks.stripe.com'] : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(servedOverHttps(config.publicUrl) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Audio and images under /files are only for this origin's pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
});
