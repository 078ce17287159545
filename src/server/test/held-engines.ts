import { EngineError, type EngineFailure } from '../providers/engine-error';
import type { ImageEngine } from '../providers/image/image-engine';
import { createEspeakEngine } from '../providers/speech/espeak/espeak-engine';
import type { SpeechEngines } from '../providers/speech/open-speech-engine';
import type { TextEngine } from '../providers/text';

/** Calls held by `hold()`: how many are waiting, let them all go with `open()`, or make them fail once let go. */
export interface Hold {
  waiting: number;
  /** true: the vendor is unavailable; a failure's name: that failure (e.g. 'rejected', which no offline engine answers for). */
  fail: boolean | EngineFailure;
  open(): void;
}

const script = '[HOOK]\nWhat if your first podcast episode could sound like your tenth?\n\n[CALL TO ACTION]\nSubscribe for part two.';

/**
 * A text vendor, an image vendor and eSpeak NG whose calls wait until the test lets them go, so that
 * parallel requests are all in flight at once. Each `hold()` starts a new hold for the calls after it.
 */
export function createHeldEngines() {
  let current: { hold: Hold; opened: Promise<void> } | undefined;
  const pass = async () => {
    if (!current) return;
    const { hold, opened } = current;
    hold.waiting += 1;
    await opened;
    if (hold.fail === 'rejected') throw new EngineError('rejected', 'The AI provider refused this request.');
    if (hold.fail) throw new EngineError(hold.fail === true ? 'unavailable' : hold.fail, 'AI service temporarily unavailable');
  };
  const text: TextEngine = {
    engine: 'openai-compatible',
    model: 'held-writer',
    generate: async () => {
      await pass();
      return script;
    },
    stream: () => {
      throw new Error('not used');
    },
    generateObject: () => {
      throw new Error('not used');
    },
    close: async () => {},
  };
  const images: ImageEngine = {
    engine: 'automatic1111',
    model: 'held-painter',
    draw: async (request) => {
      await pass();
      return { raw: Buffer.alloc(request.width * request.height * 3, 90), width: request.width, height: request.height, channels: 3 };
    },
  };
  const espeak = createEspeakEngine();
  const heldEspeak: SpeechEngines['espeak'] = {
    ...espeak,
    engine: 'espeak',
    voices: () => espeak.voices(),
    synthesize: async (request) => {
      await pass();
      return espeak.synthesize(request);
    },
    synthesizeWith: async (settings, request) => {
      await pass();
      return espeak.synthesizeWith(settings, request);
    },
  };
  /** eSpeak NG, held: stock voices and voice-match profiles alike. */
  const speech: SpeechEngines = { active: heldEspeak, espeak: heldEspeak, elevenLabs: undefined, cloner: undefined };
  return {
    text,
    images,
    speech,
    hold(): Hold {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      const hold = { waiting: 0, fail: false, open };
      current = { hold, opened };
      return hold;
    },
  };
}
