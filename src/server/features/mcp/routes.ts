import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX, apiTokenMessages } from '@shared/contracts/api-tokens';
import { MCP_PATH, mcpMessages } from '@shared/contracts/mcp';
import type { RouteOptions } from '../../app/services';
import { forbidden, type HttpError, unauthorized } from '../../http/http-error';
import { bearerToken } from '../../http/plugins/auth-guard';
import { everyAnswerHeaders } from '../../http/plugins/security-headers';
import { sameOrigin } from '../../http/same-origin';
import { createMcpServer, type McpCaller } from './server';

/**
 * POST /mcp: the MCP server over Streamable HTTP, stateless (a server and transport per request, no
 * session id), so any instance behind a load balancer answers any message. Answers are plain JSON,
 * never a held-open stream: long work (a render) answers at once with an id that another tool follows.
 * A personal API token only; a sign-in token, like no token, is 401 with WWW-Authenticate.
 */
export async function mcpRoutes(app: FastifyInstance, { services }: RouteOptions) {
  /** A 401 as RFC 6750 has it: the scheme to use, and `invalid_token` when the one sent is no good. */
  function refused(reply: FastifyReply, error: HttpError, tokenSent: boolean): HttpError {
    reply.header('www-authenticate', tokenSent ? 'Bearer realm="mcp", error="invalid_token"' : 'Bearer realm="mcp"');
    return error;
  }

  async function tokenHolder(request: FastifyRequest, reply: FastifyReply): Promise<McpCaller> {
    const token = bearerToken(request);
    if (!token?.startsWith(API_TOKEN_PREFIX)) throw refused(reply, unauthorized(mcpMessages.tokenRequired, 'API_TOKEN_REQUIRED'), false);
    const found = await services.apiTokens.authenticate(token);
    if (found === 'expired') throw refused(reply, unauthorized(apiTokenMessages.expired, 'API_TOKEN_EXPIRED'), true);
    if (!found) throw refused(reply, unauthorized(apiTokenMessages.invalid, 'API_TOKEN_INVALID'), true);
    return found;
  }

  // The MCP specification asks servers to check Origin against DNS rebinding: a page elsewhere may not call it.
  app.addHook('onRequest', async (request) => {
    if (!sameOrigin(request)) throw forbidden(mcpMessages.foreignOrigin, 'FOREIGN_ORIGIN');
  });

  app.post(MCP_PATH, async (request, reply) => {
    const caller = await tokenHolder(request, reply);
    const server = createMcpServer(services, caller, request);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // The client gone (or the answer sent): tools still running see their signal aborted.
    reply.raw.on('close', () => void server.close());
    await server.connect(transport);
    // The transport writes the answer itself; the headers every answer of ours carries go first.
    reply.hijack();
    reply.raw.setHeaders(
      new Map([...Object.entries(everyAnswerHeaders), ['cache-control', 'no-store'], ['x-request-id', String(request.id)]]),
    );
    try {
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      // Half an answer cannot be mended: the client sees the connection end.
      if (reply.raw.headersSent) return void reply.raw.destroy();
      reply.raw
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: mcpMessages.failed, code: 'INTERNAL_ERROR' }));
    }
  });

  // Without sessions there is no stream to open (GET) or session to end (DELETE): 405, as the specification allows.
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    handler: async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send({ message: mcpMessages.postOnly, code: 'METHOD_NOT_ALLOWED' }),
  });
}
