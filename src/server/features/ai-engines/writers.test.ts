import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EngineError } from '../../providers/engine-error';
import type { TextEngine } from '../../providers/text';
import type { AiEngines } from './registry';
import { openWriters } from './writers';

/** A model that writes `pieces`, then fails with `failure` (if any). */
function model(pieces: string[], failure?: EngineError): TextEngine {
  return {
    engine: 'ollama',
    model: 'llama3.2',
    generate: async () => {
      if (failure) throw failure;
      return pieces.join('');
    },
    async *stream() {
      yield* pieces;
      if (failure) throw failure;
    },
    generateObject: async <T>() => z.never().parse(undefined) as T,
    close: async () => {},
  };
}

const enginesWith = (text: TextEngine | undefined) => ({ text: () => text, fallbackOf: () => undefined }) as unknown as AiEngines;
const quietLog = { warn: () => {} };
const context = { category: 'story-ideas', niche: 'travel', audience: 'beginners', budget: 'low' } as never;
const history = [{ role: 'user' as const, content: 'Give me 3 video ideas about Lisbon' }];

async function written(reply: { pieces: AsyncIterable<string> }) {
  let text = '';
  for await (const piece of reply.pieces) text += piece;
  return text;
}

describe('the writers chosen per call', () => {
  it('name the model while one serves, and the offline writer without one', () => {
    expect(openWriters(enginesWith(model(['Hi'])), quietLog).chat).toMatchObject({ engine: 'ollama', model: 'llama3.2' });
    expect(openWriters(enginesWith(undefined), quietLog).chat).toMatchObject({ engine: 'offline-writer', model: null });
  });

  it('answer a chat message offline, saying so, when the model fails before writing anything', async () => {
    const reply = openWriters(enginesWith(model([], new EngineError('unavailable', 'down'))), quietLog).chat.reply(
      context,
      history,
      new AbortController().signal,
    );
    const text = await written(reply);
    expect(text).toContain('Lisbon');
    expect(reply).toMatchObject({ engine: 'offline-writer', fallbackFrom: { engine: 'ollama', reason: 'unavailable', status: null } });
  });

  it('keep a reply the model began: a later failure ends it instead of mixing in the offline writer', async () => {
    const reply = openWriters(enginesWith(model(['Here are ', 'three'], new EngineError('timeout', 'slow'))), quietLog).chat.reply(
      context,
      history,
      new AbortController().signal,
    );
    await expect(written(reply)).rejects.toThrow('slow');
    expect(reply).toMatchObject({ engine: 'ollama', fallbackFrom: null });
  });

  it('do not fall back once the caller has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    const writers = openWriters(enginesWith(model([], new EngineError('timeout', 'slow'))), quietLog);
    await expect(
      writers.scripts.write({ topic: 'Lisbon in 3 days', videoLength: '1-3 minutes', tone: 'Casual' }, 150, controller.signal),
    ).rejects.toThrow('slow');
  });
});
