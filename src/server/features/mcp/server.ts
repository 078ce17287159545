import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyRequest } from 'fastify';
import { apiTokenMessages, type ApiTokenScope } from '@shared/contracts/api-tokens';
import { mcpMessages } from '@shared/contracts/mcp';
import type { Services } from '../../app/services';
import { HttpError } from '../../http/http-error';
import type { SignedInUser } from '../../http/plugins/auth-guard';
import { isServiceUnavailable, serviceUnavailable } from '../../http/plugins/error-handler';
import { EngineError } from '../../providers/engine-error';
import { projectTools } from './project-tools';
import { publishingTools } from './publishing-tools';
import { renderTools } from './render-tools';
import type { McpTool } from './tool';

export const mcpTools: McpTool[] = [...projectTools, ...renderTools, ...publishingTools];

/** The owner of the API token a request came with, and the token's scopes. */
export interface McpCaller {
  signedIn: SignedInUser;
  scopes: readonly ApiTokenScope[];
}

const toolError = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/**
 * The MCP server for one request (stateless: nothing outlives the request, so any instance serves
 * any call). Each tool needs of the token the scope its API route needs, and answers the route's
 * refusals (not found, plan limits, quotas, busy) as a tool error with the route's message.
 */
export function createMcpServer(services: Services, caller: McpCaller, request: FastifyRequest): McpServer {
  const server = new McpServer(
    { name: 'genesis-studio', title: 'Genesis Studio', version: '1.0.0' },
    {
      instructions:
        'Genesis Studio: a video creator’s projects, scripts, SEO, voiceovers, images, renders and publishing. ' +
        `Addresses in answers that start with / (videos, audio, pictures) are on ${request.publicOrigin}.`,
    },
  );

  /** What the caller is told of a failure: an API refusal's own message; our own faults stay in the log, as a 5xx's do. */
  async function failureMessage(tool: McpTool, error: unknown): Promise<string> {
    if (error instanceof HttpError) return error.message;
    if (error instanceof EngineError) {
      request.log.warn({ err: error.cause ?? error, failure: error.failure, tool: tool.name }, 'AI engine failed');
      return error.message;
    }
    const unavailable = isServiceUnavailable(error);
    if (unavailable) request.log.warn({ err: error, tool: tool.name }, 'database or Redis unavailable');
    else request.log.error({ err: error, tool: tool.name }, 'MCP tool failed');
    const code = unavailable ? serviceUnavailable.code : 'INTERNAL_ERROR';
    const record = { method: 'POST', route: `/mcp ${tool.name}`, statusCode: unavailable ? 503 : 500, code, requestId: String(request.id) };
    await services.admin.recordServerError(record).catch((err: unknown) => request.log.warn({ err }, 'could not record a server error'));
    return unavailable ? serviceUnavailable.message : mcpMessages.failed;
  }

  for (const tool of mcpTools) {
    const [method, route] = tool.route.split(' ') as [string, string];
    const scope = services.apiTokens.scopeFor(method, route);
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: `${tool.description} Needs the token’s '${scope}' scope.`,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: { readOnlyHint: method === 'GET', openWorldHint: scope === 'publish' },
      },
      async (input, extra): Promise<CallToolResult> => {
        if (scope === 'refused') return toolError(apiTokenMessages.notAllowed);
        if (!caller.scopes.includes(scope)) return toolError(apiTokenMessages.scopeNeeded(scope));
        try {
          const result = await tool.run(services, input, { user: caller.signedIn.user, signal: extra.signal });
          // As the route's serializer does: only what the response contract names leaves the server.
          const answer = tool.output.encode(result);
          return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
        } catch (error) {
          return toolError(await failureMessage(tool, error));
        }
      },
    );
  }
  return server;
}
