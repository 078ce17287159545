import { randomUUID } from 'node:crypto';
import {
  SCENE_MIN_SECONDS,
  storyboardProblems,
  TRANSITION_SECONDS,
  type StoryboardInput,
  type StoryboardResponse,
  type StoryboardScene,
  type StoryboardTransition,
} from '@shared/contracts/storyboard';
import { projectProblems } from '@shared/contracts/projects';
import type { MediaFileRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { TimedWord } from '../../providers/speech/speech-engine';
import type { ProjectService, RenderSource } from '../projects';
import { scenesFromSections } from './scene-plan';
import type { StoryboardRepository } from './repository';

/** What a scene may show: a photo or clip of the project's media, or one of its pictures (from the gallery or the image engine). */
export interface SceneMedium {
  id: string;
  kind: 'picture' | 'clip';
  fileKey: string;
  /** A clip's length, as its container states it. */
  durationSeconds: number;
}

/** A storyboard ready to draw: the voiceover's source, and each scene with the medium it shows. */
export interface PlannedStoryboard {
  source: RenderSource & { voiceover: NonNullable<RenderSource['voiceover']> };
  transition: StoryboardTransition;
  scenes: Array<StoryboardScene & { medium?: SceneMedium }>;
  saved: boolean;
}

/** A new storyboard's transition: cuts, as drafts were always cut. */
const DEFAULT_TRANSITION: StoryboardTransition = { kind: 'cut', seconds: TRANSITION_SECONDS.default };
/** How far a time may be from where it belongs (a client's rounding) before it is refused. */
const TOLERANCE_SECONDS = 0.05;
/** A clip's chosen part is at least a frame long. */
const CLIP_MIN_SECONDS = 0.04;

const invalid = (message: string) => badRequest(message, 'STORYBOARD_INVALID');
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The words spoken from `start` up to `end` (a word belongs to the scene it starts in). */
function textBetween(words: TimedWord[], start: number, end: number): string {
  return words
    .filter((word) => word.startMs / 1000 >= start - 1e-6 && word.startMs / 1000 < end - 1e-6)
    .map((word) => word.text)
    .join(' ');
}

/** The part of a scene that is the medium's own: a clip's in and out points; nothing of a picture. */
function fittedToMedium(scene: StoryboardScene, medium: SceneMedium | undefined): StoryboardScene {
  const { inSeconds, outSeconds, clipVolume, mediaId: _mediaId, ...rest } = scene;
  if (!medium) {
    const { focus: _focus, ...plain } = rest;
    return plain;
  }
  if (medium.kind === 'picture') return { ...rest, mediaId: medium.id };
  const start = inSeconds ?? 0;
  const out = outSeconds ?? Math.min(medium.durationSeconds, start + (scene.end - scene.start));
  // A clip plays as it was filmed: a render moves pictures only.
  return {
    ...rest,
    motion: 'still',
    mediaId: medium.id,
    inSeconds: round(start),
    outSeconds: round(out),
    ...(clipVolume !== undefined ? { clipVolume } : {}),
  };
}

/**
 * A project's storyboard (DESIGN.md §7): its scenes over the chosen voiceover or narration take,
 * each with the photo, clip or picture it shows, its trim, motion and fill. Until the creator saves
 * one, it is made from the script's sections, the project's media shown in turn.
 */
export function createStoryboardService(deps: {
  storyboards: StoryboardRepository;
  projects: Pick<ProjectService, 'renderSource'>;
  /** The project's library, newest first (undefined when the project is not the user's). */
  media: { list(userId: string, projectId: string): Promise<MediaFileRow[] | undefined> };
}) {
  const { storyboards } = deps;

  /** The voiceover's source (404 for a project or voiceover that is not the user's; 400 with none at all). */
  async function voicedSource(userId: string, projectId: string, voiceoverId?: string): Promise<PlannedStoryboard['source']> {
    const source = await deps.projects.renderSource(userId, projectId, voiceoverId);
    if (!source.voiceover) throw badRequest(storyboardProblems.noVoiceover, 'NO_VOICEOVER');
    return source as PlannedStoryboard['source'];
  }

  /** The media scenes may show, by id, and the order a new storyboard shows them in: the creator's own first, oldest first. */
  async function mediaOf(userId: string, projectId: string, source: RenderSource) {
    const library = ((await deps.media.list(userId, projectId)) ?? []).slice().reverse();
    const own = library.flatMap((row): SceneMedium[] => {
      if (row.kind === 'image') return [{ id: row.id, kind: 'picture', fileKey: row.fileKey, durationSeconds: 0 }];
      if (row.kind === 'video') return [{ id: row.id, kind: 'clip', fileKey: row.fileKey, durationSeconds: row.durationSeconds ?? 0 }];
      return [];
    });
    const pictures: SceneMedium[] = source.images.map((image) => ({
      id: image.id,
      kind: 'picture',
      fileKey: image.fileKey,
      durationSeconds: 0,
    }));
    const order = [...own, ...pictures];
    return {
      byId: new Map(order.map((medium) => [medium.id, medium])),
      order,
      sounds: new Set(library.filter((row) => row.kind === 'audio').map((row) => row.id)),
    };
  }

  /** Scenes from the script's sections over the voiceover, the media shown in turn (and again from the first); none: the studio's cards. */
  function sectionScenes(source: PlannedStoryboard['source'], order: SceneMedium[]): StoryboardScene[] {
    const { words, durationSeconds } = source.voiceover;
    return scenesFromSections(source.sections, words, durationSeconds, order.length).map((planned, index) => {
      const medium = order.length > 0 ? order[planned.image] : undefined;
      const scene: StoryboardScene = {
        id: randomUUID(),
        start: planned.startSeconds,
        end: planned.endSeconds,
        text: textBetween(words, planned.startSeconds, planned.endSeconds),
        // Pictures move as drafts always did (a slow zoom, then a pan, in turn); clips play as filmed.
        motion: medium?.kind === 'clip' ? 'still' : index % 2 === 0 ? 'zoom' : 'pan',
        fill: 'crop',
      };
      return fittedToMedium(scene, medium);
    });
  }

  async function plan(userId: string, projectId: string, voiceoverId?: string): Promise<PlannedStoryboard> {
    const row = await storyboards.find(userId, projectId);
    const source = await voicedSource(userId, projectId, voiceoverId ?? row?.voiceoverId).catch((error: unknown) => {
      // The saved storyboard's voiceover was deleted since: the newest is planned on instead.
      if (voiceoverId === undefined && row) return voicedSource(userId, projectId);
      throw error;
    });
    const { byId, order } = await mediaOf(userId, projectId, source);
    const withMedium = (scene: StoryboardScene) => {
      const medium = scene.mediaId ? byId.get(scene.mediaId) : undefined;
      return { ...fittedToMedium(scene, medium), ...(medium ? { medium } : {}) };
    };
    if (row && row.voiceoverId === source.voiceover.id) {
      // Media deleted since are left out: those scenes show the studio's cards.
      return { source, transition: row.transition, scenes: row.scenes.map(withMedium), saved: true };
    }
    // Planned on another voiceover than the saved one: the new timing, the saved scenes' looks in their order.
    const scenes = sectionScenes(source, order).map((scene, index) => {
      const before = row?.scenes[index];
      if (!before) return withMedium(scene);
      const { id: _id, start: _start, end: _end, text: _text, ...look } = before;
      const { inSeconds: _in, outSeconds: _out, ...timing } = scene;
      const { mediaId: _mediaId, ...unlit } = timing;
      return withMedium({ ...unlit, ...look, id: scene.id, start: scene.start, end: scene.end, text: scene.text });
    });
    return { source, transition: row?.transition ?? DEFAULT_TRANSITION, scenes, saved: false };
  }

  const answer = (planned: PlannedStoryboard): StoryboardResponse => ({
    voiceoverId: planned.source.voiceover.id,
    transition: planned.transition,
    scenes: planned.scenes.map(({ medium: _medium, ...scene }) => scene),
    saved: planned.saved,
    durationSeconds: planned.source.voiceover.durationSeconds,
    words: planned.source.voiceover.words
      .filter((word) => word.aligned !== false)
      .map((word) => ({ text: word.text, start: word.startMs / 1000, end: word.endMs / 1000 })),
  });

  return {
    /** The saved storyboard, or the one made from the script's sections (on `voiceoverId`, the saved one's or the newest). */
    async get(userId: string, projectId: string, voiceoverId?: string): Promise<StoryboardResponse> {
      return answer(await plan(userId, projectId, voiceoverId));
    },

    /**
     * Saves the storyboard after checking it whole: scenes that follow one another from 0 to the
     * voiceover's end, each long enough, each medium a photo, clip or picture of this project, a
     * clip's in and out points within it. Times within a few hundredths are snapped into place.
     */
    async save(userId: string, projectId: string, input: StoryboardInput): Promise<StoryboardResponse> {
      const source = await voicedSource(userId, projectId, input.voiceoverId);
      const { byId, sounds } = await mediaOf(userId, projectId, source);
      const duration = source.voiceover.durationSeconds;
      // What the scenes name first: each medium one of this project's photos, clips or pictures.
      for (const { mediaId } of input.scenes) {
        if (!mediaId || byId.has(mediaId)) continue;
        if (sounds.has(mediaId)) throw badRequest(storyboardProblems.notVisual, 'MEDIA_NOT_VISUAL');
        throw badRequest(storyboardProblems.mediaNotFound, 'MEDIA_NOT_FOUND');
      }
      if (new Set(input.scenes.map((scene) => scene.id)).size !== input.scenes.length) throw invalid('Each scene needs its own id.');
      let at = 0;
      const scenes = input.scenes.map((scene, index) => {
        const last = index === input.scenes.length - 1;
        if (Math.abs(scene.start - at) > TOLERANCE_SECONDS) throw invalid(storyboardProblems.gaps);
        if (last && Math.abs(scene.end - duration) > TOLERANCE_SECONDS) throw invalid(storyboardProblems.gaps);
        const end = last ? duration : scene.end;
        if (end - at < SCENE_MIN_SECONDS && input.scenes.length > 1) throw invalid(storyboardProblems.tooShort);
        const timed = { ...scene, start: round(at), end: round(end) };
        at = end;
        const medium = scene.mediaId ? byId.get(scene.mediaId) : undefined;
        const fitted = fittedToMedium(timed, medium);
        if (
          medium?.kind === 'clip' &&
          (fitted.outSeconds! - fitted.inSeconds! < CLIP_MIN_SECONDS || fitted.outSeconds! > medium.durationSeconds + TOLERANCE_SECONDS)
        )
          throw invalid(storyboardProblems.clipRange);
        return fitted;
      });
      const saved = await storyboards.save(userId, projectId, { voiceoverId: source.voiceover.id, transition: input.transition, scenes });
      // The project went while this was checked.
      if (!saved) throw notFound(projectProblems.notFound);
      return answer(await plan(userId, projectId, source.voiceover.id));
    },

    /** Forgets the saved storyboard: the project's scenes are made from its script's sections again. */
    async reset(userId: string, projectId: string): Promise<StoryboardResponse> {
      await voicedSource(userId, projectId);
      await storyboards.remove(userId, projectId);
      return answer(await plan(userId, projectId));
    },

    /** The voiceover the saved storyboard is timed on (it may have been deleted since); undefined when none is saved. */
    async savedVoiceoverId(userId: string, projectId: string): Promise<string | undefined> {
      return (await storyboards.find(userId, projectId))?.voiceoverId;
    },

    /** The storyboard a render draws: the saved one on the render's voiceover, else the one from the sections. */
    plan,
  };
}

export type StoryboardService = ReturnType<typeof createStoryboardService>;
