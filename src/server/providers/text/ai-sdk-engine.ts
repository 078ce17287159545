import { generateText, Output, streamText, type LanguageModel } from 'ai';
import { outputTokenLimit, type TextEngine, type TextEngineId, type TextRequest } from './text-engine';
import { toEngineError } from './classify-failure';

export interface AiSdkEngineOptions {
  engine: TextEngineId;
  modelId: string;
  languageModel: LanguageModel;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number | undefined;
}

const timeoutError = () => new DOMException('The model went silent for too long', 'TimeoutError');

/** A TextEngine over any AI SDK language model: OpenAI, Anthropic and OpenAI-compatible servers. */
export function createAiSdkEngine(options: AiSdkEngineOptions): TextEngine {
  const call = (request: TextRequest) => ({
    model: options.languageModel,
    system: request.system,
    messages: request.messages,
    maxOutputTokens: outputTokenLimit(request.maxOutputTokens, options.maxOutputTokens),
    maxRetries: options.maxRetries,
    abortSignal: request.signal,
  });

  return {
    engine: options.engine,
    model: options.modelId,

    async generate(request) {
      try {
        const result = await generateText({ ...call(request), timeout: { totalMs: options.timeoutMs } });
        return result.text;
      } catch (error) {
        throw toEngineError(error, request.signal);
      }
    },

    async *stream(request) {
      // A stream may run long; what must not happen is a silence longer than the timeout, before
      // the first piece or between two.
      const silence = new AbortController();
      let timer = setTimeout(() => silence.abort(timeoutError()), options.timeoutMs);
      const heard = () => {
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(timeoutError()), options.timeoutMs);
      };
      // Streamed HTTP errors do not throw from the text stream: they arrive through onError.
      let failure: unknown;
      const result = streamText({
        ...call(request),
        abortSignal: request.signal ? AbortSignal.any([request.signal, silence.signal]) : silence.signal,
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      try {
        for await (const piece of result.textStream) {
          heard();
          yield piece;
        }
      } catch (error) {
        throw toEngineError(error, request.signal);
      } finally {
        clearTimeout(timer);
      }
      if (silence.signal.aborted) failure ??= silence.signal.reason;
      if (failure !== undefined) throw toEngineError(failure, request.signal);
    },

    async generateObject({ schema, name, ...request }) {
      try {
        const result = await generateText({
          ...call(request),
          timeout: { totalMs: options.timeoutMs },
          output: Output.object({ schema, name }),
        });
        return result.output;
      } catch (error) {
        throw toEngineError(error, request.signal);
      }
    },

    async close() {},
  };
}
