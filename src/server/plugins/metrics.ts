import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { unauthorized } from '../http-error';
import type { Metrics } from '../metrics';
import { sameSecret } from '../same-secret';
import { bearerToken } from './auth-guard';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Request durations for every route, and GET /metrics in Prometheus' text format. Scraped from
 * each instance directly; the proxy keeps it from the public (docs/deploy.md), and METRICS_TOKEN,
 * when set, is asked for as a bearer token as well.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, deps: Pick<AppDeps, 'metrics' | 'config'>) => {
  const { metrics, config } = deps;
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/images/:id), never the raw URL: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (config.metricsToken) {
      const token = bearerToken(request);
      if (!token || !sameSecret(token, config.metricsToken)) throw unauthorized('A valid metrics token is required', 'METRICS_TOKEN_REQUIRED');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
