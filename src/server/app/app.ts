import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { addressKey } from '../http/client-address';
import type { AppDeps } from './deps';
import { analyticsRoutes } from '../features/analytics';
import { authRoutes } from '../features/auth';
import { accountSignInRoutes, signInRoutes, signInSettingsRoutes } from '../features/sign-in';
import { accountRoutes } from '../features/account';
import { apiTokenRoutes } from '../features/api-tokens';
import { adminRoutes } from '../features/admin';
import { aiEngineRoutes } from '../features/ai-engines';
import { backupRoutes } from '../features/backup';
import { localCheckoutRoutes, billingRoutes } from '../features/billing';
import { stripeWebhookRoutes } from '../providers/payments';
import { affiliateRoutes, referralLinkCapture } from '../features/affiliates';
import { aiRoutes } from '../features/ai';
import { fileRoutes } from '../features/files';
import { imageRoutes } from '../features/images';
import { modelRoutes } from '../features/models';
import { preferencesRoutes } from '../features/preferences';
import { channelRoutes, googleClientRoutes, publicationRoutes } from '../features/publishing';
import { projectRoutes, thumbnailRoutes } from '../features/projects';
import { narrationRoutes } from '../features/narrations';
import { mediaRoutes } from '../features/media';
import { storyboardRoutes } from '../features/storyboard';
import { renderRoutes } from '../features/renders';
import { shortsRoutes } from '../features/shorts';
import { scriptRoutes } from '../features/scripts';
import { seoRoutes } from '../features/seo';
import { voiceRoutes } from '../features/voice';
import { transcribeRoutes } from '../features/transcribe';
import { chatRoutes } from '../features/chat';
import { contentRoutes } from '../features/content';
import { healthRoutes } from '../features/health';
import { instanceWebhookRoutes, webhookRoutes } from '../features/webhooks';
import { mcpRoutes } from '../features/mcp';
import { authGuard } from '../http/plugins/auth-guard';
import { controlCharacters } from '../http/plugins/control-characters';
import { errorHandler } from '../http/plugins/error-handler';
import { localizedErrors } from '../http/plugins/localized-errors';
import { metricsPlugin } from '../http/plugins/metrics';
import { inlineScriptHashes, securityHeaders } from '../http/plugins/security-headers';
import { openApi } from '../http/plugins/openapi';
import { publicOrigin } from '../http/plugins/public-origin';
import { RequestLog, requestIds } from '../http/request-log';
import { sharedRateLimitStore } from '../http/plugins/rate-limit-store';
import { seoFiles } from '../http/plugins/seo-files';
import { staticClient } from '../http/plugins/static-client';
import { createServices, type RouteOptions, type Services } from './services';

/** How long a request may take to arrive, body included (a 25 MB recording over a slow line fits). */
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * Every contract is zod: handed over as the compilers' factories, Fastify never loads Ajv and
 * fast-json-stringify for compilers it would not use (a tenth of the start-up's work). Its types
 * name those two libraries' factories; it calls any factory the same way.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the whole app around its dependencies and services; starts nothing and listens nowhere. */
export async function buildApp(deps: AppDeps, services: Services = createServices(deps)) {
  const app = Fastify({
    loggerInstance: deps.log,
    genReqId: requestIds(deps.config.trustProxy),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new RequestLog(),
    // A request's body must arrive within this (Fastify's default, 0, also turns off Node's own limit):
    // a slow upload cannot hold a connection and its buffers for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    schemaController: { compilersFactory: zodCompilers },
  });
  // Every 5xx answer is kept for the console's dashboard (the plugin imports no feature: it is handed the recorder).
  await app.register(errorHandler, { recordServerError: services.admin.recordServerError });
  // Before compression, whose onSend hook must see the translated body.
  await app.register(localizedErrors);
  const { host, publicUrl, allowedHosts } = deps.config;
  await app.register(publicOrigin, { host, publicUrl, allowedHosts });
  await app.register(controlCharacters);
  await app.register(securityHeaders, {
    stripe: deps.config.stripe,
    publicUrl: deps.config.publicUrl,
    inlineScripts: inlineScriptHashes(deps.clientDir),
  });
  await app.register(metricsPlugin, deps);
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // After compression, so the description and the reference's scripts (1.7 MB) go compressed too.
  await app.register(openApi, { publicUrl: deps.config.publicUrl });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.counters),
    // One definition of a client for every limit: the one sign-in and registration count by (IPv6 by its /64).
    keyGenerator: (request) => addressKey(request.ip),
    // A Redis outage must not take every limited route down with it.
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE }),
  });
  await app.register(authGuard, { auth: services.auth, apiTokens: services.apiTokens, adminEmails: deps.config.adminEmails });
  // Replies in progress are stored as partial, and the analysis threads stop, before the database closes.
  app.addHook('onClose', () => services.close());

  // Every feature's routes, registered the same way: the app's dependencies and its services.
  const routes: [FastifyPluginAsync<RouteOptions>, string][] = [
    [healthRoutes, '/api'],
    [authRoutes, '/api/auth'],
    [signInRoutes, '/api/auth'],
    [accountRoutes, '/api/account'],
    [apiTokenRoutes, '/api/account'],
    [accountSignInRoutes, '/api/account'],
    [adminRoutes, '/api/admin'],
    [backupRoutes, '/api/admin'],
    [aiEngineRoutes, '/api/admin'],
    [modelRoutes, '/api/admin'],
    [googleClientRoutes, '/api/admin'],
    [signInSettingsRoutes, '/api/admin'],
    [instanceWebhookRoutes, '/api/admin'],
    [contentRoutes, '/api'],
    [analyticsRoutes, '/api/analytics'],
    [billingRoutes, '/api'],
    [aiRoutes, '/api'],
    [scriptRoutes, '/api'],
    [projectRoutes, '/api'],
    [thumbnailRoutes, '/api'],
    [renderRoutes, '/api'],
    [narrationRoutes, '/api'],
    [mediaRoutes, '/api'],
    [shortsRoutes, '/api'],
    [channelRoutes, '/api'],
    [publicationRoutes, '/api'],
    [storyboardRoutes, '/api'],
    [seoRoutes, '/api'],
    [imageRoutes, '/api'],
    [affiliateRoutes, '/api'],
    [preferencesRoutes, '/api'],
    [voiceRoutes, '/api'],
    [transcribeRoutes, '/api'],
    [webhookRoutes, '/api'],
    [chatRoutes, ''],
    [fileRoutes, ''],
    // The MCP server for agents, with a personal API token.
    [mcpRoutes, ''],
    // Stripe tells us of payments by webhook; the local test checkout has pages of its own.
    [stripeWebhookRoutes, '/api/webhooks'],
    ...(deps.config.stripe || deps.config.paymentsOff
      ? []
      : [[localCheckoutRoutes, '/api/checkout/local'] as [FastifyPluginAsync<RouteOptions>, string]]),
  ];
  for (const [routesOf, prefix] of routes) await app.register(routesOf, { prefix, deps, services });

  await app.register(seoFiles);
  // A page opened through an affiliate link counts its click and keeps it in a cookie (plugins import no feature: it is handed the hook).
  await app.register(staticClient, { clientDir: deps.clientDir, beforePage: referralLinkCapture(services.affiliates) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
