import type { z } from 'zod';

/** Engine ids as responses and GET /api/ai/status report them. */
export type TextEngineId = 'openai' | 'anthropic' | 'openai-compatible' | 'ollama' | 'local-model';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TextRequest {
  system: string;
  /** The conversation so far, ending with the user's turn. */
  messages: ChatTurn[];
  maxOutputTokens?: number;
  /** Cancels the call (client gone, server closing); the engine's own timeout applies as well. */
  signal?: AbortSignal;
}

/**
 * One interface over every text model (DESIGN.md §5). Failures are thrown as EngineError, so
 * callers map one error type to HTTP answers whatever the vendor.
 */
export interface TextEngine {
  readonly engine: TextEngineId;
  readonly model: string;
  /**
   * The tokens one call may hold, prompt and answer together, when the engine knows them: the
   * embedded model's context. Undefined for a provider's model, whose limit is not known here.
   */
  readonly contextTokens?: number;
  generate(request: TextRequest): Promise<string>;
  /** The reply in pieces as the model writes them. */
  stream(request: TextRequest): AsyncIterable<string>;
  /** A reply that matches `schema` (JSON schema or grammar where the engine has one, else JSON mode). */
  generateObject<T>(request: TextRequest & { schema: z.ZodType<T>; name: string }): Promise<T>;
  close(): Promise<void>;
}

/** The call's own limit, never above the operator's ceiling (TEXT_MAX_OUTPUT_TOKENS). */
export function outputTokenLimit(requested: number | undefined, ceiling: number | undefined): number | undefined {
  if (requested === undefined) return ceiling;
  return ceiling === undefined ? requested : Math.min(requested, ceiling);
}
