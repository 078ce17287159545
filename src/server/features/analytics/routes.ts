import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageViewInput } from '@shared/contracts/analytics';
import type { RouteOptions } from '../../app/services';

/** Keeps the path only: query strings and fragments can carry e-mails, codes or tokens. */
function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/** Keeps where a visitor came from (origin and path), never the query string. */
function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

export async function analyticsRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = services;

  app.post(
    '/pageview',
    { schema: { body: pageViewInput }, config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request, reply) => {
      await analytics.recordPageView({
        path: pathOnly(request.body.path),
        referrer: referrerOrigin(request.body.referrer),
        visitorId: request.body.visitorId,
        viewedAt: deps.clock.now(),
      });
      return reply.status(204).send();
    },
  );
}
