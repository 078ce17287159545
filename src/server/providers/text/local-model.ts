import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { modelMessages } from '@shared/contracts/models';
import { ConfigError, type TextConfig } from '../../config/config';
import { toEngineError } from './classify-failure';
import { outputTokenLimit, type TextEngine, type TextRequest } from './text-engine';
import { EngineError } from '../engine-error';
import { importLlamaRuntime } from './llama-runtime';

/** The part of node-llama-cpp used here; it is installed separately (725 MB of prebuilt binaries). */
interface NodeLlamaCpp {
  getLlama(options: { gpu: false | 'auto'; build: 'never' }): Promise<Llama>;
  LlamaChatSession: new (options: { contextSequence: unknown }) => ChatSession;
}
interface Llama {
  loadModel(options: { modelPath: string; onLoadProgress?(fraction: number): void; loadSignal?: AbortSignal }): Promise<LlamaModel>;
  createGrammarForJsonSchema(schema: object): Promise<Grammar>;
  dispose(): Promise<void>;
}
interface LlamaModel {
  readonly trainContextSize: number;
  createContext(options: { contextSize: number }): Promise<LlamaContext>;
  dispose(): Promise<void>;
}
interface LlamaContext {
  getSequence(): unknown;
  dispose(): Promise<void>;
}
type HistoryItem = { type: 'system' | 'user'; text: string } | { type: 'model'; response: string[] };
interface ChatSession {
  setChatHistory(history: HistoryItem[]): void;
  prompt(
    text: string,
    options: { maxTokens: number; signal: AbortSignal; onTextChunk?: (text: string) => void; grammar?: Grammar },
  ): Promise<string>;
}
interface Grammar {
  parse(text: string): unknown;
}

const GGUF_MAGIC = 'GGUF';
const timeoutError = () => new DOMException('The model went silent for too long', 'TimeoutError');
const MAX_CONTEXT_TOKENS = 4096;
const DEFAULT_MAX_OUTPUT_TOKENS = 1024;
const MAX_WAITING = 4;

/** Checks the file before the heavy import, so a wrong path is reported plainly and at once. */
async function assertGgufFile(path: string): Promise<void> {
  let header: Buffer;
  try {
    const file = await open(path, 'r');
    try {
      header = Buffer.alloc(4);
      await file.read(header, 0, 4, 0);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new ConfigError(`LOCAL_MODEL_PATH: cannot read the model file ${path} (${(error as Error).message})`);
  }
  if (header.toString('latin1') !== GGUF_MAGIC) {
    throw new ConfigError(`LOCAL_MODEL_PATH: ${path} is not a GGUF model file`);
  }
}

async function importNodeLlamaCpp(runtimeDataDir: string | undefined): Promise<NodeLlamaCpp> {
  try {
    return await importLlamaRuntime<NodeLlamaCpp>(runtimeDataDir);
  } catch (error) {
    // Absent, as it usually is: the message says what to do. Present but broken: its own error says why.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') throw new ConfigError(modelMessages.runtimeMissing);
    throw new ConfigError(`The local model runtime (node-llama-cpp) could not be loaded: ${(error as Error).message}`);
  }
}

/** How a model's load is followed: a big model's first load reads gigabytes and can take minutes. */
export interface ModelLoading {
  /** Called as the weights load, with the share loaded (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Stops the load (the one who asked went away). */
  signal?: AbortSignal;
}

/**
 * A GGUF model run in this process by node-llama-cpp on the CPU. One generation at a time (each
 * gets a fresh context, freed afterwards), so memory stays at the model plus one context.
 * Start-up fails with a message naming LOCAL_MODEL_PATH when the file is missing or not a model.
 */
export async function openLocalModelEngine(config: TextConfig & { modelPath: string }, loading: ModelLoading = {}): Promise<TextEngine> {
  await assertGgufFile(config.modelPath);
  const { getLlama, LlamaChatSession } = await importNodeLlamaCpp(config.dataDir);
  const llama = await getLlama({ gpu: false, build: 'never' });
  let model: LlamaModel;
  try {
    model = await llama.loadModel({
      modelPath: config.modelPath,
      ...(loading.onProgress && { onLoadProgress: loading.onProgress }),
      ...(loading.signal && { loadSignal: loading.signal }),
    });
  } catch (error) {
    await llama.dispose();
    loading.signal?.throwIfAborted();
    throw new ConfigError(`LOCAL_MODEL_PATH: cannot load ${config.modelPath} (${(error as Error).message})`);
  }
  const contextSize = Math.min(model.trainContextSize, MAX_CONTEXT_TOKENS);
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  /** Runs one prompt with the conversation as history; calls are queued one after another. */
  function run(request: TextRequest, extra: { onTextChunk?: (text: string) => void; grammar?: Grammar } = {}) {
    // A CPU model answers one at a time: a long queue would only end in timeouts, so say so at once.
    if (waiting >= MAX_WAITING) {
      return Promise.reject(
        new EngineError('rate-limited', 'The local AI model is busy with other requests. Please try again in a moment.'),
      );
    }
    waiting += 1;
    const task = queue.then(async () => {
      waiting -= 1;
      request.signal?.throwIfAborted();
      const context = await model.createContext({ contextSize });
      try {
        const session = new LlamaChatSession({ contextSequence: context.getSequence() });
        const turns = request.messages
          .slice(0, -1)
          .map((turn): HistoryItem =>
            turn.role === 'user' ? { type: 'user', text: turn.content } : { type: 'model', response: [turn.content] },
          );
        session.setChatHistory([{ type: 'system', text: request.system }, ...turns]);
        // TEXT_TIMEOUT_MS limits silence, not the answer: the clock starts again with every piece of text.
        const silence = new AbortController();
        let timer = setTimeout(() => silence.abort(timeoutError()), config.timeoutMs);
        const onTextChunk = (text: string) => {
          clearTimeout(timer);
          timer = setTimeout(() => silence.abort(timeoutError()), config.timeoutMs);
          extra.onTextChunk?.(text);
        };
        try {
          return await session.prompt(request.messages.at(-1)?.content ?? '', {
            maxTokens:
              outputTokenLimit(request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS, config.maxOutputTokens) ?? DEFAULT_MAX_OUTPUT_TOKENS,
            signal: request.signal ? AbortSignal.any([silence.signal, request.signal]) : silence.signal,
            ...extra,
            onTextChunk,
          });
        } finally {
          clearTimeout(timer);
        }
      } catch (error) {
        throw toEngineError(error, request.signal);
      } finally {
        await context.dispose();
      }
    });
    queue = task.catch(() => undefined);
    return task;
  }

  return {
    engine: 'local-model',
    // The file's name, not its path: the status route is public.
    model: config.model ?? basename(config.modelPath),
    contextTokens: contextSize,
    generate: (request) => run(request),

    async *stream(request) {
      const pieces = new PassThrough({ objectMode: true });
      run(request, { onTextChunk: (text) => pieces.write(text) }).then(
        () => pieces.end(),
        (error: unknown) => pieces.destroy(error as Error),
      );
      for await (const piece of pieces) yield piece as string;
    },

    async generateObject({ schema, name: _name, ...request }) {
      const grammar = await llama
        .createGrammarForJsonSchema(z.toJSONSchema(schema) as object)
        .catch((error: unknown) => Promise.reject(toEngineError(error, request.signal)));
      const text = await run(request, { grammar });
      try {
        return schema.parse(grammar.parse(text));
      } catch (error) {
        throw new EngineError('bad-output', 'The AI model did not answer in the expected shape.', { cause: error });
      }
    },

    async close() {
      await queue;
      await model.dispose();
      await llama.dispose();
    },
  };
}
