import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsPaths } from '@shared/routes';
import { apiReferencePolicy } from './security-headers';

/** Which routes the description covers: the API, the files it hands out and the chat socket. */
const describedRoute = (url: string) => url.startsWith('/api/') || url.startsWith('/files/') || url === '/ws';

/**
 * GET /api/docs/openapi.json: the OpenAPI 3.1 description of every route, made from the same zod
 * contracts that validate requests, so it cannot drift from what the server accepts. GET /api/docs:
 * the interactive reference to it (Swagger UI, its files served from node_modules, nothing from
 * another origin), under a content security policy of its own. Registered before the routes.
 */
export const openApi = fp(
  async (app: FastifyInstance, options: { publicUrl: string | undefined }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Genesis Studio API',
          version: '1.0.0',
          description:
            'Scripts, SEO, images, voice, chat, billing and affiliates. Signed-in routes take `Authorization: Bearer <access token>`: ' +
            'the short-lived `token` that `POST /api/auth/login` answers with; `POST /api/auth/refresh` with its `sessionToken` in `x-session-token` gives a new one. ' +
            'Scripts and agents send a personal API token (`gst_…`) the same way. ' +
            'AI agents can also use the MCP server at `/mcp` (Streamable HTTP, stateless: POST only), with a personal API token as ' +
            'the bearer: its tools list projects, write scripts, analyze SEO, make voiceovers, generate images, start and follow ' +
            'renders and publish, each needing the scope its API route needs.',
        },
        ...(options.publicUrl ? { servers: [{ url: options.publicUrl }] } : {}),
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A sign-in access token (the JWT `POST /api/auth/login` answers with), or a personal API token (`gst_…`, made in ' +
                'the account page or with `POST /api/account/tokens`). A personal API token works on the routes its scopes cover: ' +
                '`read` for GET, `generate` for other calls, `publish` for channels and publications; never on the account, ' +
                'its tokens, billing or the operator console (403 `API_TOKEN_NOT_ALLOWED`, 403 `API_TOKEN_SCOPE`; 401 ' +
                '`API_TOKEN_INVALID` once revoked, `API_TOKEN_EXPIRED` past its expiry).',
            },
          },
        },
      },
      transform: (input) => {
        if (!describedRoute(input.url)) return { schema: { hide: true }, url: input.url };
        const described = jsonSchemaTransform(input);
        // Routes guarded by the sign-in hook (or the administrators' one) say so, as the bearer scheme.
        const hooks = [input.route.onRequest, input.route.preHandler].flat();
        const signedIn = hooks.some((hook) => hook !== undefined && (hook === app.authenticate || hook === app.authenticateAdministrator));
        return signedIn ? { ...described, schema: { ...described.schema, security: [{ bearer: [] }] } } : described;
      },
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: apiDocsPaths.reference,
      theme: { title: 'Genesis Studio API reference' },
      // The page without Swagger's top bar (its box loads a description from any address).
      uiConfig: { layout: 'BaseLayout', deepLinking: true, displayRequestDuration: true },
      staticCSP: apiReferencePolicy(options.publicUrl),
    });
    app.get(apiDocsPaths.description, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
