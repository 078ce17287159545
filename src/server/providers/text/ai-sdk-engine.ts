import type * as Ai from 'ai';
import { ai } from '../../lib/on-first-use';
import type { z } from 'zod';
import { outputTokenLimit, type TextEngine, type TextEngineId, type TextRequest } from './text-engine';
import { toEngineError } from './classify-failure';

export interface AiSdkEngineOptions {
  engine: TextEngineId;
  modelId: string;
  languageModel: Ai.LanguageModel;
  /** The longest silence allowed: before the first piece of an answer, or between two. */
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number | undefined;
}

const timeoutError = () => new DOMException('The model went silent for too long', 'TimeoutError');

/**
 * A TextEngine over any AI SDK language model: OpenAI, Anthropic and OpenAI-compatible servers.
 * Every call streams, even the ones that return a whole answer: TEXT_TIMEOUT_MS is then a limit on
 * silence (no new token for that long), not on the answer, so a slow model that keeps writing a
 * long script is not cut off, and one that stalls is given up just as fast.
 */
export function createAiSdkEngine(options: AiSdkEngineOptions): TextEngine {
  /** Streams one call; its pieces of text, ending in the call's failure (an EngineError) if it failed. */
  function streamCall(request: TextRequest, output?: ReturnType<typeof Ai.Output.object>) {
    const silence = new AbortController();
    let timer = setTimeout(() => silence.abort(timeoutError()), options.timeoutMs);
    const heard = () => {
      clearTimeout(timer);
      timer = setTimeout(() => silence.abort(timeoutError()), options.timeoutMs);
    };
    // Streamed HTTP errors do not throw from the stream: they arrive as error parts and through onError.
    let failure: unknown;
    const result = ai().streamText({
      model: options.languageModel,
      system: request.system,
      messages: request.messages,
      maxOutputTokens: outputTokenLimit(request.maxOutputTokens, options.maxOutputTokens),
      maxRetries: options.maxRetries,
      abortSignal: request.signal ? AbortSignal.any([request.signal, silence.signal]) : silence.signal,
      ...(output ? { output } : {}),
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    async function* pieces(): AsyncGenerator<string> {
      try {
        // Any part counts as a sign of life (a reasoning model thinks before it writes).
        for await (const part of result.fullStream) {
          heard();
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') failure ??= part.error;
        }
      } catch (error) {
        throw toEngineError(error, request.signal);
      } finally {
        clearTimeout(timer);
      }
      if (silence.signal.aborted) failure ??= silence.signal.reason;
      if (failure !== undefined) throw toEngineError(failure, request.signal);
    }
    return { pieces: pieces(), result };
  }

  return {
    engine: options.engine,
    model: options.modelId,

    async generate(request) {
      let text = '';
      for await (const piece of streamCall(request).pieces) text += piece;
      // A stream the caller aborted just ends: a whole answer cut short is the caller's abort, not a reply.
      request.signal?.throwIfAborted();
      return text;
    },

    stream: (request) => streamCall(request).pieces,

    async generateObject<T>({ schema, name, ...request }: TextRequest & { schema: z.ZodType<T>; name: string }): Promise<T> {
      const { pieces, result } = streamCall(request, ai().Output.object({ schema, name }));
      for await (const _piece of pieces);
      request.signal?.throwIfAborted();
      try {
        return (await result.output) as T;
      } catch (error) {
        throw toEngineError(error, request.signal);
      }
    },

    async close() {},
  };
}
