import type { z } from 'zod';
import { projectIdParams } from '@shared/contracts/projects';
import type { Services } from '../../app/services';
import type { UserRow } from '../../db/schema';

/** Who calls a tool: the token's owner as they were when the request came in, and the request's end. */
export interface Caller {
  user: UserRow;
  /** Aborted when the client goes away or cancels the call, as a route's abortOnDisconnect. */
  signal: AbortSignal;
}

/**
 * One MCP tool: a thin adapter from an API route's contract to the service that route calls. The
 * route it mirrors decides the scope a token needs (scope-policy.ts), the input is that route's own
 * zod contract, and the output is its response contract (applied as the route's serializer applies it).
 */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** The API route this tool does the work of, as `METHOD /api/pattern`. */
  route: `${'GET' | 'POST'} /api/${string}`;
  input: z.ZodObject;
  output: z.ZodObject;
  run(services: Services, input: unknown, caller: Caller): Promise<z.output<z.ZodObject>>;
}

/** Types a tool's run() by its own contracts; the list of tools then holds them all alike. */
export function defineTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: Omit<McpTool, 'input' | 'output' | 'run'> & {
    input: Input;
    output: Output;
    run(services: Services, input: z.output<Input>, caller: Caller): Promise<z.output<Output>>;
  },
): McpTool {
  // The SDK hands run() what `input` parsed, so the narrower parameter holds.
  return tool as McpTool;
}

/**
 * The project a tool acts on: a project route's `:id`, by that route's contract. Such a tool's input
 * is the route's body contract `.safeExtend({ projectId })`, which keeps the body's own refinements.
 */
export const projectId = projectIdParams.shape.id;
