import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { addressKey } from './client-address';
import type { AppDeps } from './deps';
import { analyticsRoutes } from './features/analytics/routes';
import { authRoutes } from './features/auth/routes';
import { localCheckoutRoutes } from './features/billing/local-checkout-routes';
import { billingRoutes } from './features/billing/routes';
import { stripeWebhookRoutes } from './features/billing/stripe-webhook-routes';
import { affiliateRoutes } from './features/affiliates/routes';
import { aiRoutes } from './features/ai/routes';
import { fileRoutes } from './features/files/routes';
import { imageRoutes } from './features/images/routes';
import { preferencesRoutes } from './features/preferences/routes';
import { scriptRoutes } from './features/scripts/routes';
import { seoRoutes } from './features/seo/routes';
import { voiceRoutes } from './features/voice/routes';
import { chatRoutes } from './features/chat/routes';
import { contentRoutes } from './features/content/routes';
import { healthRoutes } from './features/health/routes';
import { authGuard } from './plugins/auth-guard';
import { affiliatesPlugin } from './plugins/affiliates';
import { entitlements } from './plugins/entitlements';
import { controlCharacters } from './plugins/control-characters';
import { errorHandler } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { securityHeaders } from './plugins/security-headers';
import { openApi } from './plugins/openapi';
import { publicOrigin } from './plugins/public-origin';
import { requestIds } from './logger';
import { createStripeClient } from './providers/payments/stripe-client';
import { sharedRateLimitStore } from './plugins/rate-limit-store';
import { seoFiles } from './plugins/seo-files';
import { staticClient } from './plugins/static-client';

/** Builds the whole app around its dependencies; starts nothing and listens nowhere. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.log,
    genReqId: requestIds(deps.config.trustProxy),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // The id goes back to the client, so a reported problem can be found in the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  const { host, publicUrl, allowedHosts } = deps.config;
  await app.register(publicOrigin, { host, publicUrl, allowedHosts });
  await app.register(controlCharacters);
  await app.register(securityHeaders, { stripe: deps.config.stripe, publicUrl: deps.config.publicUrl });
  await app.register(metricsPlugin, deps);
  await app.register(openApi, { publicUrl: deps.config.publicUrl });
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.counters),
    // One definition of a client for every limit: the one sign-in and registration count by (IPv6 by its /64).
    keyGenerator: (request) => addressKey(request.ip),
    // A Redis outage must not take every limited route down with it.
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE }),
  });
  await app.register(authGuard, deps);
  await app.register(entitlements, deps);
  await app.register(affiliatesPlugin, deps);

  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(authRoutes, { prefix: '/api/auth', ...deps });
  await app.register(contentRoutes, { prefix: '/api', ...deps });
  await app.register(analyticsRoutes, { prefix: '/api/analytics', ...deps });
  await app.register(billingRoutes, { prefix: '/api', ...deps });
  await app.register(aiRoutes, {
    prefix: '/api',
    text: deps.text,
    images: deps.images,
    speech: deps.speech,
    speechModel: deps.config.speech.model,
  });
  await app.register(scriptRoutes, { prefix: '/api', text: deps.text });
  await app.register(seoRoutes, { prefix: '/api', text: deps.text, seoAnalysis: deps.config.seoAnalysis, counters: deps.counters });
  await app.register(imageRoutes, { prefix: '/api', ...deps });
  await app.register(affiliateRoutes, { prefix: '/api' });
  await app.register(preferencesRoutes, { prefix: '/api', ...deps });
  await app.register(voiceRoutes, { prefix: '/api', ...deps });
  await app.register(chatRoutes, deps);
  await app.register(fileRoutes, deps);
  if (deps.config.stripe) {
    const stripeConfig = deps.config.stripe;
    await app.register(stripeWebhookRoutes, {
      prefix: '/api/webhooks',
      ...deps,
      stripe: createStripeClient(stripeConfig),
      stripeConfig,
    });
  } else if (!deps.config.paymentsOff) {
    await app.register(localCheckoutRoutes, { prefix: '/api/checkout/local', ...deps });
  }

  await app.register(seoFiles);
  await app.register(staticClient, { clientDir: deps.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
