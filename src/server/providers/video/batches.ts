/**
 * The render's timeline in frames, and its split into batches that ffmpeg encodes one at a time.
 * Pure arithmetic: no file is read here, so the plan is tested on its own.
 */

/**
 * Scenes per ffmpeg run: each run decodes only its own scenes' pictures and clips (one more for a
 * transition into the next batch), so memory stays bounded however long the storyboard is, while
 * a run still lasts long enough that starting ffmpeg and x264 costs little.
 */
export const SCENES_PER_BATCH = 4;

/** A scene on the timeline: it owns frames [start, end); its medium is drawn over [shownFrom, shownTo). */
export interface TimelineScene {
  /** The scene's index in the request (scenes shorter than a frame are dropped, so indices may skip). */
  index: number;
  start: number;
  end: number;
  /** Frames of the transition into this scene (0 for a cut and for the first scene); half of them lie before `start`. */
  transitionIn: number;
  transitionOut: number;
  /** The frames its medium is on screen, transitions included: start − transitionIn/2 to end + transitionOut/2. */
  shownFrom: number;
  shownTo: number;
}

/** A part of one scene's shown frames drawn in one batch. */
export interface BatchPiece {
  scene: TimelineScene;
  /** Absolute frames [from, to) of the video; consecutive pieces overlap by the transition between them. */
  from: number;
  to: number;
  /** Frames into the scene's own shown frames where this piece starts (its motion and a clip's time go on from there). */
  offset: number;
}

export interface Batch {
  /** The video's frames [start, end) this batch encodes. */
  start: number;
  end: number;
  pieces: BatchPiece[];
  /** Between pieces[i] and pieces[i + 1]: the frames they overlap (0: a cut), starting at frame pieces[i + 1].from. */
  joins: number[];
}

/**
 * The scenes' frames: a scene runs from its start to the next scene's start (the last one to the
 * end); ones shorter than a frame are dropped. Each boundary gets a transition of `transitionFrames`
 * centred on it, shortened (to an even number) so it never outlasts either scene next to it: then
 * the two transitions of a scene never overlap and the scene changes exactly at its boundary.
 */
export function planTimeline(startSeconds: number[], durationSeconds: number, fps: number, transitionFrames: number): TimelineScene[] {
  const total = Math.round(durationSeconds * fps);
  const bounds = startSeconds.map((start, index) => (index === 0 ? 0 : Math.min(total, Math.max(0, Math.round(start * fps)))));
  for (let index = 1; index < bounds.length; index++) bounds[index] = Math.max(bounds[index]!, bounds[index - 1]!);
  bounds.push(total);
  const kept = startSeconds
    .map((_, index) => ({ index, start: bounds[index]!, end: bounds[index + 1]! }))
    .filter((scene) => scene.end > scene.start);
  const transitions = kept.map((scene, position) => {
    if (position === 0) return 0;
    const before = kept[position - 1]!;
    const longest = Math.min(transitionFrames, before.end - before.start, scene.end - scene.start);
    return 2 * Math.floor(Math.max(0, longest) / 2);
  });
  return kept.map((scene, position) => {
    const transitionIn = transitions[position]!;
    const transitionOut = transitions[position + 1] ?? 0;
    return { ...scene, transitionIn, transitionOut, shownFrom: scene.start - transitionIn / 2, shownTo: scene.end + transitionOut / 2 };
  });
}

/**
 * The batches: SCENES_PER_BATCH scenes each. A transition across a batch's end is drawn inside
 * that batch: it ends with the head of the next scene, up to the transition's end, and the next
 * batch starts that scene there (a cut needs no head).
 */
export function planBatches(timeline: TimelineScene[], scenesPerBatch = SCENES_PER_BATCH): Batch[] {
  const batches: Batch[] = [];
  for (let first = 0; first < timeline.length; first += scenesPerBatch) {
    const own = timeline.slice(first, first + scenesPerBatch);
    const next = timeline[first + scenesPerBatch];
    const start = batches.at(-1)?.end ?? 0;
    const end = next ? next.start + next.transitionIn / 2 : own.at(-1)!.end;
    const scenes = next && next.transitionIn > 0 ? [...own, next] : own;
    const pieces = scenes.map((scene) => {
      const from = Math.max(start, scene.shownFrom);
      const to = Math.min(end, scene.shownTo);
      return { scene, from, to, offset: from - scene.shownFrom };
    });
    const joins = pieces.slice(1).map((piece, position) => pieces[position]!.to - piece.from);
    batches.push({ start, end, pieces, joins });
  }
  return batches;
}
