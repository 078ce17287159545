import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../app/deps';
import { notFound, unauthorized } from '../http-error';
import type { Metrics } from '../metrics';
import { sameSecret } from '../../lib/same-secret';
import { bearerToken } from './auth-guard';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Request durations for every route, and GET /metrics in Prometheus' text format, scraped from each
 * instance directly. With METRICS_TOKEN set the scraper sends it as a bearer token; without one,
 * only this machine may read it (a connection from loopback that no proxy forwarded), so an
 * instance whose port is published does not hand its figures to anyone.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, deps: Pick<AppDeps, 'metrics' | 'config'>) => {
    const { metrics, config } = deps;
    app.decorate('metrics', metrics);

    // A callback hook, as it runs on every request: an async one costs a promise and a tick each.
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (/api/images/:id), never the raw URL: one series per route, not per id.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (config.metricsToken) {
        const token = bearerToken(request);
        if (!token || !sameSecret(token, config.metricsToken))
          throw unauthorized('A valid metrics token is required', 'METRICS_TOKEN_REQUIRED');
      } else if (!loopback.has(request.socket.remoteAddress ?? '') || request.headers['x-forwarded-for'] !== undefined) {
        throw notFound('Not found');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
