import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { HttpError } from '../http-error';
import { probePaths } from '../request-log';
import { allowedHostNames, parseHost } from '../request-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where links for this request point: PUBLIC_URL, else the scheme and allowed host it came to. */
    publicOrigin: string;
  }
}

export const invalidHost = () => new HttpError(400, 'INVALID_HOST', 'Invalid Host');
const invalidProtocol = () => new HttpError(400, 'INVALID_PROTOCOL', 'Invalid protocol: only http and https are served');

/**
 * The one place that decides a request's public origin. Every request's host (the Host header, or
 * X-Forwarded-Host behind TRUST_PROXY) must be an allowed name, whether or not PUBLIC_URL is set:
 * a link built from a forged Host would send a victim elsewhere (a checkout's return address, the
 * sitemap), and a page on another name reaching this server through DNS rebinding gets 400 before
 * any route runs. The scheme must be http or https. With PUBLIC_URL set, links always use it.
 */
export const publicOrigin = fp(
  async (app: FastifyInstance, config: Pick<Config, 'host' | 'publicUrl' | 'allowedHosts'>) => {
    const allowed = allowedHostNames(config);
    const fixedOrigin = config.publicUrl?.replace(/\/+$/, '');
    app.decorateRequest('publicOrigin', '');
    // Callback hooks, as they run on every request: an async one costs a promise and a tick each.
    app.addHook('onRequest', (request, reply, done) => {
      // An upgrade answered with plain HTTP (refused here, or asked of a route that is no socket) is
      // over: its connection closes once the answer is written, as the socket plugin does for its own.
      if (request.headers.upgrade !== undefined) reply.raw.once('finish', () => request.raw.socket.destroy());
      // Probes and scrapers address an instance by its IP; their answers are the same for any host and hold no link.
      if (probePaths.has(request.url)) return done();
      const host = parseHost(request.host);
      if (!host || !allowed.has(host.name)) throw invalidHost();
      // Behind TRUST_PROXY the scheme comes from X-Forwarded-Proto: a proxy that passes the client's
      // value on would otherwise let `javascript:` into a checkout's return address.
      if (request.protocol !== 'http' && request.protocol !== 'https') throw invalidProtocol();
      request.publicOrigin = fixedOrigin ?? `${request.protocol}://${host.name}${host.port ? `:${host.port}` : ''}`;
      done();
    });
  },
  { name: 'public-origin' },
);
