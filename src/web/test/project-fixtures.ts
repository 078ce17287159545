import type { Project, ScriptVersion } from '@shared/contracts/projects';
import { json, type ApiHandlers, type RecordedRequest } from './mock-api';

export const PROJECT_ID = '6f1c2a9e-0d4b-4c8e-9a57-3b2f1d7e8c10';

export function makeScriptVersion(overrides: Partial<ScriptVersion> = {}): ScriptVersion {
  return {
    version: 1,
    content: '[HOOK]\nEver wondered how to grow tomatoes on a balcony?',
    wordCount: 9,
    estimatedTime: '4 sec',
    engine: 'offline-writer',
    model: null,
    restoredFrom: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    title: 'Balcony tomatoes',
    topic: 'Balcony tomatoes',
    hasScript: false,
    hasVoiceover: false,
    thumbnailUrl: null,
    videoLength: '3-5 minutes',
    tone: 'Educational',
    template: null,
    script: null,
    voiceovers: [],
    seo: null,
    images: [],
    thumbnails: [],
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A fake of the project routes for one project: created by POST /api/projects, read back by GET, its
 * script written by POST /api/scripts/generate (with the projectId) and saved by PUT, as the server does.
 * `state.project` is what the server holds.
 */
export function projectServer(initial: Project | null = null) {
  const state = { project: initial };
  const url = `/api/projects/${PROJECT_ID}`;
  const handlers: ApiHandlers = {
    'POST /api/projects': (request: RecordedRequest) => {
      const input = JSON.parse(request.body ?? '{}');
      state.project = makeProject({ ...input, title: input.title ?? input.topic ?? 'Untitled project' });
      return json(state.project, 201);
    },
    [`GET ${url}`]: () => (state.project ? json(state.project) : json({ message: 'Project not found', code: 'NOT_FOUND' }, 404)),
    [`PUT ${url}/script`]: (request: RecordedRequest) => {
      const { content, baseVersion } = JSON.parse(request.body ?? '{}');
      const current = state.project!;
      if (baseVersion !== (current.script?.version ?? 0)) {
        return json({ message: 'This script was changed in another tab or window.', code: 'SCRIPT_VERSION_CONFLICT' }, 409);
      }
      const words = content.split(/\s+/).filter(Boolean).length;
      state.project = {
        ...current,
        hasScript: true,
        script: makeScriptVersion({ version: baseVersion + 1, content, wordCount: words, engine: 'edit' }),
      };
      return json(state.project);
    },
    [`POST ${url}/voiceovers`]: (request: RecordedRequest) => {
      const { voice_id: voiceId = 'en-us-ava' } = JSON.parse(request.body ?? '{}');
      const current = state.project!;
      const number = current.voiceovers.length + 1;
      const voiceover = {
        id: `00000000-0000-4000-8000-00000000000${number}`,
        scriptVersion: current.script?.version ?? 0,
        voiceId,
        engine: 'espeak' as const,
        durationSeconds: 40 + number,
        audioUrl: `/files/voiceovers/vo-${number}.mp3`,
        captions: { vtt: `/files/voiceovers/vo-${number}.vtt`, srt: `/files/voiceovers/vo-${number}.srt` },
        createdAt: '2026-11-25T10:05:00.000Z',
      };
      state.project = { ...current, hasVoiceover: true, voiceovers: [voiceover, ...current.voiceovers] };
      return json(voiceover, 201);
    },
  };
  /** The generation's answer, kept in the project as its next version. */
  const generated = (draft: { generatedScript: string; wordCount: number; estimatedTime: string; engine: string; model?: string }) => {
    const version = (state.project?.script?.version ?? 0) + 1;
    state.project = {
      ...(state.project ?? makeProject()),
      hasScript: true,
      script: makeScriptVersion({
        version,
        content: draft.generatedScript,
        wordCount: draft.wordCount,
        estimatedTime: draft.estimatedTime,
        engine: draft.engine,
        model: draft.model ?? null,
      }),
    };
    return json({ ...draft, projectId: PROJECT_ID, version });
  };
  return { state, handlers, generated, url };
}
