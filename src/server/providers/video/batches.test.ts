import { describe, expect, it } from 'vitest';
import { planBatches, planTimeline, SCENES_PER_BATCH } from './batches';
import { batchArgs } from './render-video';

const FPS = 30;

/** `count` scenes of equal length over `seconds`. */
const evenStarts = (count: number, seconds: number) => Array.from({ length: count }, (_, index) => (index * seconds) / count);

describe('planTimeline', () => {
  it('gives each boundary a centred transition, shortened to fit the scenes beside it, and drops scenes shorter than a frame', () => {
    // 0–2 s, 2–2.1 s (3 frames), 2.1–2.1 s (none), 2.1–4 s; a 1 s transition.
    const timeline = planTimeline([0, 2, 2.1, 2.1], 4, FPS, 30);
    expect(timeline.map((scene) => scene.index)).toEqual([0, 1, 3]);
    expect(timeline.map(({ start, end }) => [start, end])).toEqual([
      [0, 60],
      [60, 63],
      [63, 120],
    ]);
    // 3 frames between them at most, and an even number so its halves fall on frames.
    expect(timeline.map((scene) => scene.transitionIn)).toEqual([0, 2, 2]);
    expect(timeline[1]).toMatchObject({ shownFrom: 59, shownTo: 64 });
    expect(timeline[2]).toMatchObject({ shownFrom: 62, shownTo: 120 });
  });

  it('has no transitions for cuts', () => {
    const timeline = planTimeline(evenStarts(3, 3), 3, FPS, 0);
    expect(timeline.every((scene) => scene.shownFrom === scene.start && scene.shownTo === scene.end)).toBe(true);
  });
});

describe('planBatches', () => {
  for (const transition of [0, 6, 30]) {
    it(`splits 11 scenes into batches of ${SCENES_PER_BATCH} that cover the video once, each transition inside one batch (${transition} frames)`, () => {
      const timeline = planTimeline(evenStarts(11, 22), 22, FPS, transition);
      const batches = planBatches(timeline);
      expect(batches).toHaveLength(3);
      expect(batches[0]!.start).toBe(0);
      expect(batches.at(-1)!.end).toBe(22 * FPS);
      for (const [position, batch] of batches.entries()) {
        if (position > 0) expect(batch.start).toBe(batches[position - 1]!.end);
        // Its own scenes and, across a transition, the head of the next one.
        expect(batch.pieces.length).toBeLessThanOrEqual(SCENES_PER_BATCH + (transition > 0 ? 1 : 0));
        expect(batch.pieces[0]!.from).toBe(batch.start);
        expect(batch.pieces.at(-1)!.to).toBe(batch.end);
        // The pieces joined (overlapping by each transition) fill exactly the batch.
        const frames =
          batch.pieces.reduce((sum, piece) => sum + piece.to - piece.from, 0) - batch.joins.reduce((sum, join) => sum + join, 0);
        expect(frames).toBe(batch.end - batch.start);
        expect(batch.joins).toEqual(batch.pieces.slice(1).map(() => transition));
        for (const piece of batch.pieces) expect(piece.to).toBeGreaterThan(piece.from);
      }
      // A scene split between batches (only across a transition) goes on where it stopped: the head's frames and the rest's meet.
      const head = batches[0]!.pieces.at(-1)!;
      const rest = batches[1]!.pieces[0]!;
      if (transition === 0) expect(rest.scene.index).toBe(head.scene.index + 1);
      else {
        expect(rest.scene).toBe(head.scene);
        expect(head.scene.index).toBe(SCENES_PER_BATCH);
        expect(rest.offset).toBe(head.offset + (head.to - head.from));
      }
    });
  }

  it('opens only its own pieces’ inputs in each ffmpeg run', () => {
    const scenes = planTimeline(evenStarts(11, 22), 22, FPS, 15);
    const media = scenes.map((scene) =>
      scene.index % 2 === 0
        ? ({ kind: 'picture', file: `scene-${scene.index + 1}.jpg`, move: 'still' } as const)
        : ({
            kind: 'clip',
            url: `file:/clips/${scene.index}.mp4`,
            inSeconds: 1,
            outSeconds: 3,
            fill: 'blur',
            focus: { x: 0.5, y: 0.5 },
          } as const),
    );
    for (const batch of planBatches(scenes)) {
      const args = batchArgs(batch, media, {
        frame: { width: 640, height: 360 },
        transition: 'crossfade',
        captions: true,
        segment: '/tmp/s.mp4',
      });
      const inputs = args.filter((arg, position) => args[position - 1] === '-i');
      expect(inputs).toEqual(
        batch.pieces.map((piece) =>
          media[piece.scene.index]!.kind === 'picture' ? `scene-${piece.scene.index + 1}.jpg` : `file:/clips/${piece.scene.index}.mp4`,
        ),
      );
      expect(inputs.length).toBeLessThanOrEqual(SCENES_PER_BATCH + 1);
    }
  });
});
