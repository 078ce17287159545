import type { Logger } from 'pino';
import type { TextCapability } from '@shared/catalog/ai-engines';
import { EngineError } from '../../providers/engine-error';
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
 * the offline engine answers and the response says so (`engine`, `fallbackFrom`).
 */
export function openWriters(engines: AiEngines, log: Pick<Logger, 'warn'>) {
  const warn = (capability: TextCapability, model: TextEngine, error: EngineError) =>
    // The failure's kind and our message only: a provider's own text (the error's cause) may quote the key.
    log.warn(
      { capability, engine: model.engine, model: model.model, failure: error.failure, reason: error.message },
      'text model failed; the offline engine answered',
    );

  const scripts: ScriptWriter = naming<ScriptWriter>(engines, 'scripts', offlineScriptWriter, {
    async write(request, wordsPerMinute, signal) {
      const model = engines.text('scripts');
      if (!model) return offlineScriptWriter.write(request, wordsPerMinute, signal);
      try {
        return await modelScriptWriter(model).write(request, wordsPerMinute, signal);
      } catch (error) {
        if (!fallsBack(error, signal)) throw error;
        warn('scripts', model, error);
        return { ...(await offlineScriptWriter.write(request, wordsPerMinute, signal)), fallbackFrom: model.engine };
      }
    },
  });

  const seoCopy: SeoCopywriter = naming<SeoCopywriter>(engines, 'seo', analyzerSeoCopy, {
    async rewrite(analysis, request, signal) {
      const model = engines.text('seo');
      if (!model) return analysis;
      try {
        return await modelSeoCopywriter(model).rewrite(analysis, request, signal);
      } catch (error) {
        if (!fallsBack(error, signal)) throw error;
        warn('seo', model, error);
        return { ...analysis, fallbackFrom: model.engine };
      }
    },
  });

  const chat: ChatWriter = naming<ChatWriter>(engines, 'chat', offlineChatWriter, {
    reply(context, history, signal) {
      const model = engines.text('chat');
      if (!model) return offlineChatWriter.reply(context, history, signal);
      const reply: { engine: string; fallbackFrom: string | null; pieces: AsyncIterable<string> } = {
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
          warn('chat', model!, error);
          reply.engine = offlineChatWriter.engine;
          reply.fallbackFrom = model!.engine;
          yield* offlineChatWriter.reply(context, history, signal).pieces;
        }
      }
      return reply;
    },
  });

  return { scripts, seoCopy, chat };
}

export type Writers = ReturnType<typeof openWriters>;
