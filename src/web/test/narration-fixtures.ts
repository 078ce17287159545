import type { Narration, NarrationWord } from '@shared/contracts/narrations';
import { json, type ApiHandlers, type RecordedRequest } from './mock-api';
import { PROJECT_ID } from './project-fixtures';

/** The script the takes read: a cue, a heading line, then three sentences. */
export const NARRATION_SCRIPT = '[HOOK]\nGrow tomatoes\nEver wondered how to grow tomatoes on a balcony? Start small. It works!';

/** The script's words, each 0.4 s, one after the other from 0. */
export function makeWords(aligned: (index: number) => boolean = () => true): NarrationWord[] {
  const texts = [
    'Grow',
    'tomatoes',
    'Ever',
    'wondered',
    'how',
    'to',
    'grow',
    'tomatoes',
    'on',
    'a',
    'balcony?',
    'Start',
    'small.',
    'It',
    'works!',
  ];
  return texts.map((text, index) => ({ text, start: index * 0.4, end: index * 0.4 + 0.35, aligned: aligned(index) }));
}

export const narrationId = (n: number) => `00000000-0000-4000-9100-${String(n).padStart(12, '0')}`;

/** A take (`n` numbers its id and files), ready unless told otherwise, made `n` minutes ago. */
export function makeNarration(n: number, overrides: Partial<Narration> = {}): Narration {
  const id = narrationId(n);
  return {
    id,
    projectId: PROJECT_ID,
    status: 'ready',
    progress: 100,
    method: 'offline',
    scriptVersion: 1,
    durationSeconds: 6,
    audioUrl: `/files/narrations/${id}.mp3`,
    words: makeWords(),
    captions: { srt: `/files/narrations/${id}.srt`, vtt: `/files/narrations/${id}.vtt` },
    parentId: null,
    edit: { kind: 'take' },
    createdAt: new Date(Date.now() - 60_000 * (100 - n)).toISOString(),
    ...overrides,
  };
}

export const aligning = (take: Narration, progress = 0): Narration => ({
  ...take,
  status: 'aligning',
  progress,
  audioUrl: null,
  captions: null,
  words: [],
});

/**
 * The narration routes for the project as the server answers them: takes made by an upload, a
 * clean-up or a line are aligning (ids 11, 12 … in that order); `state.takes` is what the server
 * holds (tests move a take on by replacing it there).
 */
export function narrationServer(initial: Narration[] = []) {
  const state = { takes: [...initial], made: 0 };
  const listUrl = `/api/projects/${PROJECT_ID}/narrations`;
  const make = (overrides: Partial<Narration>) => {
    const take = aligning(makeNarration(10 + ++state.made, { createdAt: new Date().toISOString(), ...overrides }));
    state.takes = [take, ...state.takes];
    return json(take, 202);
  };
  const find = (id: string) => state.takes.find((take) => take.id === id);
  const handlers: ApiHandlers = {
    [`GET ${listUrl}`]: () => json({ narrations: state.takes.map(({ words: _words, ...summary }) => summary) }),
    [`POST ${listUrl}`]: (request: RecordedRequest) => {
      const scriptVersion = request.form?.get('scriptVersion');
      return make({ scriptVersion: scriptVersion ? Number(scriptVersion) : 1 });
    },
  };
  for (let n = 1; n < 20; n++) {
    const id = narrationId(n);
    const url = `/api/narrations/${id}`;
    handlers[`GET ${url}`] = () => (find(id) ? json(find(id)) : json({ message: 'Narration not found', code: 'NOT_FOUND' }, 404));
    handlers[`DELETE ${url}`] = () => {
      state.takes = state.takes.filter((take) => take.id !== id);
      return new Response(null, { status: 204 });
    };
    handlers[`POST ${url}/cleanups`] = (request: RecordedRequest) => {
      const input = JSON.parse(request.body ?? '{}');
      return make({
        parentId: id,
        edit: {
          kind: 'cleanup',
          cleanup: {
            trimSilence: input.trimSilence ?? false,
            maxPauseSeconds: input.maxPauseSeconds ?? null,
            denoise: input.denoise ?? false,
            loudness: input.loudness ?? false,
          },
        },
      });
    };
    handlers[`POST ${url}/lines`] = (request: RecordedRequest) =>
      make({ parentId: id, edit: { kind: 'line', sentenceIndex: Number(request.form?.get('sentenceIndex')) } });
  }
  /** The take as it is when aligned. */
  const ready = (id: string, overrides: Partial<Narration> = {}) => {
    const n = Number(id.slice(-12));
    state.takes = state.takes.map((take) =>
      take.id === id ? { ...makeNarration(n), createdAt: take.createdAt, parentId: take.parentId, edit: take.edit, ...overrides } : take,
    );
  };
  return { state, handlers, ready, listUrl };
}
