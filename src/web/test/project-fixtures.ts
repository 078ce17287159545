import type { GalleryImage } from '@shared/contracts/images';
import { PROJECT_IMAGES_MAX, type Project, type ScriptVersion } from '@shared/contracts/projects';
import { json, type ApiHandlers, type RecordedRequest } from './mock-api';
import type { ProjectSeoAnalysis, ProjectThumbnail } from '@shared/contracts/projects';
import type { SeoAnalysisResponse } from '@shared/contracts/seo';
import { storyboardProblems } from '@shared/contracts/storyboard';

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

/** A gallery image (`n` numbers its id and files). */
export function makeGalleryImage(n: number, overrides: Partial<GalleryImage> = {}): GalleryImage {
  const id = `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
  return {
    id,
    imageUrl: `/files/images/${id}.jpeg`,
    thumbnailUrl: `/files/images/${id}.webp`,
    prompt: `A tomato plant on a sunny balcony, shot ${n}`,
    enhancedPrompt: `A tomato plant on a sunny balcony, shot ${n}, photorealistic`,
    style: 'photorealistic',
    quality: 'standard',
    aspectRatio: '1:1',
    engine: 'offline-preview',
    createdAt: '2026-11-25T10:00:00.000Z',
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
    language: 'en',
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
 * script written by POST /api/scripts/generate (with the projectId) and saved by PUT, as the server does;
 * gallery images (`state.gallery`) linked to it and unlinked. `state.project` is what the server holds.
 */
export function projectServer(initial: Project | null = null, { gallery = [] as GalleryImage[] } = {}) {
  const state = { project: initial, gallery };
  const url = `/api/projects/${PROJECT_ID}`;
  const handlers: ApiHandlers = {
    'POST /api/projects': (request: RecordedRequest) => {
      const input = JSON.parse(request.body ?? '{}');
      state.project = makeProject({ ...input, title: input.title ?? input.topic ?? 'Untitled project' });
      return json(state.project, 201);
    },
    [`GET ${url}`]: () => (state.project ? json(state.project) : json({ message: 'Project not found', code: 'NOT_FOUND' }, 404)),
    [`PATCH ${url}`]: (request: RecordedRequest) => {
      state.project = { ...state.project!, ...JSON.parse(request.body ?? '{}') };
      return json(state.project);
    },
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
        source: 'speech' as const,
        durationSeconds: 40 + number,
        audioUrl: `/files/voiceovers/vo-${number}.mp3`,
        captions: { vtt: `/files/voiceovers/vo-${number}.vtt`, srt: `/files/voiceovers/vo-${number}.srt` },
        createdAt: '2026-11-25T10:05:00.000Z',
      };
      state.project = { ...current, hasVoiceover: true, voiceovers: [voiceover, ...current.voiceovers] };
      return json(voiceover, 201);
    },
    // The Video panel under the script lists the project's renders: none here.
    [`GET ${url}/renders`]: () => json({ renders: [] }),
    // The narration panel beside the voiceover lists the project's takes: none here.
    [`GET ${url}/narrations`]: () => json({ narrations: [] }),
    // The Media panel lists the project's own photos and clips: none here.
    [`GET ${url}/media`]: () => json({ media: [], storage: { usedBytes: 0, quotaBytes: 10 * 1024 ** 3 } }),
    // The Storyboard panel reads the project's storyboard: none without a voiceover (as the server answers).
    [`GET ${url}/storyboard`]: () => json({ message: storyboardProblems.noVoiceover, code: 'NO_VOICEOVER' }, 400),
    // The Shorts panel lists the project's searches for moments: none here.
    [`GET ${url}/shorts`]: () => json({ jobs: [] }),
    [`GET ${url}/shorts/batches`]: () => json({ batches: [] }),
    // The Publish panel reads the user's channels (none: YouTube not set up) and the project's publications (none).
    'GET /api/channels': () => json({ channels: [], youtubeConfigured: false }),
    [`GET ${url}/publications`]: () => json({ publications: [] }),
    [`GET ${url}/images`]: () => json({ images: state.project!.images }),
    [`POST ${url}/images`]: (request: RecordedRequest) => {
      const { imageId } = JSON.parse(request.body ?? '{}');
      const current = state.project!;
      const image = state.gallery.find((item) => item.id === imageId);
      if (!image) return json({ message: 'Image not found', code: 'IMAGE_NOT_FOUND' }, 404);
      if (current.images.some((item) => item.id === imageId)) return json({ images: current.images }, 201);
      if (current.images.length >= PROJECT_IMAGES_MAX) {
        return json({ message: `A project uses up to ${PROJECT_IMAGES_MAX} images.`, code: 'IMAGE_LIMIT_REACHED' }, 409);
      }
      state.project = { ...current, images: [...current.images, image], thumbnailUrl: current.thumbnailUrl ?? image.thumbnailUrl };
      return json({ images: state.project.images }, 201);
    },
  };
  // DELETE …/images/{imageId}: the mock API matches whole paths, so one handler per image the gallery holds.
  for (const image of [...state.gallery, ...(initial?.images ?? [])]) {
    handlers[`DELETE ${url}/images/${image.id}`] = () => {
      state.project = { ...state.project!, images: state.project!.images.filter((item) => item.id !== image.id) };
      return new Response(null, { status: 204 });
    };
  }
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

/** An SEO analysis as /api/seo/analyze and the project's analysis carry it. */
export function makeSeoAnalysis(overrides: Partial<SeoAnalysisResponse> = {}): SeoAnalysisResponse {
  return {
    seoScore: '84',
    titles: ['Title one', 'Title two', 'Title three', 'Title four', 'Title five'],
    description: 'Grow tomatoes on any balcony.',
    tags: ['balcony garden', 'tomatoes', 'urban gardening'],
    checks: [{ id: 'content-length', label: 'Content length', status: 'pass', reason: '320 words; 300 or more is good.' }],
    engine: 'offline-analyzer',
    ...overrides,
  };
}

/** The project's kept analysis of its script version 1, without chapters unless given. */
export function makeProjectSeo(overrides: Partial<ProjectSeoAnalysis> = {}): ProjectSeoAnalysis {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    scriptVersion: 1,
    voiceoverId: null,
    targetAudience: 'General',
    competition: 'Medium',
    analysis: makeSeoAnalysis(),
    chapters: [],
    chaptersNote: 'Make a voiceover of the script to add chapters.',
    createdAt: '2026-11-25T10:10:00.000Z',
    ...overrides,
  };
}

/** One thumbnail variant (`batch` and `variant` number its ids and file). */
export function makeThumbnail(batch: number, variant: number, overrides: Partial<ProjectThumbnail> = {}): ProjectThumbnail {
  const id = `00000000-0000-4000-b${String(batch).padStart(3, '0')}-${String(variant).padStart(12, '0')}`;
  return {
    id,
    batchId: `00000000-0000-4000-c000-${String(batch).padStart(12, '0')}`,
    variant,
    text: 'Balcony tomatoes',
    imageId: null,
    palette: 'bold-yellow',
    layout: 'left',
    url: `/files/thumbnails/${id}.jpg`,
    width: 1280,
    height: 720,
    sizeBytes: 180_000,
    chosen: false,
    createdAt: `2026-11-25T10:${String(10 + batch).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}
