import type { Logger } from 'pino';
import { fallbackReasonText, type TextCapability } from '@shared/catalog/ai-engines';
import type { EngineFallback } from '@shared/contracts/ai';
import { EngineError } from '../../providers/engine-error';
import { fallbackReason } from '../../providers/vendor-failure';
import type { TextEngine } from '../../providers/text';
import { modelChatWriter, offlineChatWriter, type ChatWriter } from '../chat';
import { modelScriptWriter, offlineScriptWriter, type ScriptWriter } from '../scripts';
import { analyzerSeoCopy, modelSeoCopywriter, type SeoCopywriter } from '../seo';
import type { AiEngines } from './registry';

/**
 * A failure the offline engine answers in place of the model: every model failure but a refusal of
 * the input (a content policy says no: the user must hear it), and never after the caller left.
 */
function fallsBack(error: unknown, signal: AbortSignal | undefined): error is EngineError {
  return error instanceof EngineError && error.failure !== 'rejected' && !signal?.aborted;
}

/** A writer whose `engine` and `model` name, whenever read, the current model, else the built-in engine. */
function naming<W extends { readonly engine: string | null; readonly model: string | null }>(
  engines: AiEngines,
  capability: TextCapability,
  offline: W,
  writer: Omit<W, 'engine' | 'model'>,
): W {
  return Object.defineProperties(writer, {
    engine: { enumerable: true, get: () => engines.text(capability)?.engine ?? offline.engine },
    model: { enumerable: true, get: () => engines.text(capability)?.model ?? offline.model },
  }) as W;
}

/**
 * What writes scripts, SEO copy and chat replies: the text model the settings name for each at the
 * time of the call, or the offline engines. When the model fails or answers with nothing usable,
 * or the saved setting cannot be used, the offline engine answers and the response says so
 * (`engine`, and `fallbackFrom` with the model and why).
 */
export function openWriters(engines: AiEngines, log: Pick<Logger, 'warn'>) {
  function fellBack(capability: TextCapability, model: TextEngine, error: EngineError): EngineFallback {
    const { reason, status } = fallbackReason(error);
    // The provider's status and the failure's kind, never its words (the error's cause): they may quote the key.
    log.warn(
      { capability, engine: model.engine, model: model.model, failure: error.failure, providerStatus: status, reason },
      `text model failed: ${fallbackReasonText(reason, status)}; the offline engine answered`,
    );
    return { engine: model.engine, reason, status };
  }
  /** No model serves: the saved one that cannot be used, if that is why. */
  const unusable = (capability: TextCapability) => {
    const fallbackFrom = engines.fallbackOf(capability);
    return fallbackFrom ? { fallbackFrom } : {};
  };

  const scripts: ScriptWriter = naming<ScriptWriter>(engines, 'scripts', offlineScriptWriter, {
    async write(request, wordsPerMinute, signal) {
      const model = engines.text('scripts');
      if (!model) return { ...(await offlineScriptWriter.write(request, wordsPerMinute, signal)), ...unusable('scripts') };
      try {
        return await modelScriptWriter(model).write(request, wordsPerMinute, signal);
      } catch (error) {
        if (!fallsBack(error, signal)) throw error;
        const fallbackFrom = fellBack('scripts', model, error);
        return { ...(await offlineScriptWriter.write(request, wordsPerMinute, signal)), fallbackFrom };
      }
    },
  });

  const seoCopy: SeoCopywriter = naming<SeoCopywriter>(engines, 'seo', analyzerSeoCopy, {
    async rewrite(analysis, request, signal) {
      const model = engines.text('seo');
      if (!model) return { ...analysis, ...unusable('seo') };
      try {
        return await modelSeoCopywriter(model).rewrite(analysis, request, signal);
      } catch (error) {
        if (!fallsBack(error, signal)) throw error;
        return { ...analysis, fallbackFrom: fellBack('seo', model, error) };
      }
    },
  });

  const chat: ChatWriter = naming<ChatWriter>(engines, 'chat', offlineChatWriter, {
    reply(context, history, signal) {
      const model = engines.text('chat');
      if (!model) return { ...offlineChatWriter.reply(context, history, signal), fallbackFrom: engines.fallbackOf('chat') ?? null };
      const reply: { engine: string; fallbackFrom: EngineFallback | null; pieces: AsyncIterable<string> } = {
        engine: model.engine,
        fallbackFrom: null,
        pieces: pieces(),
      };
      // Once the model has written something the reply is its own: a later failure ends it as partial.
      async function* pieces() {
        let wrote = false;
        try {
          for await (const piece of modelChatWriter(model!).reply(context, history, signal).pieces) {
            wrote ||= piece !== '';
            yield piece;
          }
        } catch (error) {
          if (wrote || !fallsBack(error, signal)) throw error;
          reply.fallbackFrom = fellBack('chat', model!, error);
          reply.engine = offlineChatWriter.engine;
          yield* offlineChatWriter.reply(context, history, signal).pieces;
        }
      }
      return reply;
    },
  });

  return { scripts, seoCopy, chat };
}

export type Writers = ReturnType<typeof openWriters>;
