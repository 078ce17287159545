import { describe, expect, it } from 'vitest';
import type { StoryboardScene } from '@shared/contracts/storyboard';
import { joinWithNext, moveVisual, setMedia, splitScene } from './scenes';

const scene = (n: number, overrides: Partial<StoryboardScene> = {}): StoryboardScene => ({
  id: `scene-${n}`,
  start: n * 2,
  end: n * 2 + 2,
  text: `Scene ${n} words`,
  motion: 'still',
  fill: 'crop',
  ...overrides,
});

describe('storyboard edits', () => {
  it('moves a visual over several places, the ones between shifting back, and never the times or words', () => {
    const scenes = [
      scene(0, { mediaId: 'a', motion: 'pan', focus: { x: 0.1, y: 0.2 } }),
      scene(1, { mediaId: 'b', inSeconds: 1, outSeconds: 3, clipVolume: 20 }),
      scene(2),
    ];
    const moved = moveVisual(scenes, 0, 2);
    expect(moved.map((item) => [item.id, item.start, item.text, item.mediaId])).toEqual([
      ['scene-0', 0, 'Scene 0 words', 'b'],
      ['scene-1', 2, 'Scene 1 words', undefined],
      ['scene-2', 4, 'Scene 2 words', 'a'],
    ]);
    expect(moved[0]).toMatchObject({ inSeconds: 1, outSeconds: 3, clipVolume: 20, motion: 'still' });
    expect(moved[1]).not.toHaveProperty('focus');
    expect(moved[2]).toMatchObject({ motion: 'pan', focus: { x: 0.1, y: 0.2 } });
  });

  it('forgets a clip’s trim and sound when its media changes', () => {
    expect(setMedia(scene(0, { mediaId: 'clip', inSeconds: 1, outSeconds: 2, clipVolume: 50 }), 'photo')).toEqual({
      ...scene(0),
      mediaId: 'photo',
    });
    expect(setMedia(scene(0, { mediaId: 'photo' }), null)).toEqual(scene(0));
  });

  it('divides the text at the spoken word even when the written words differ a little, else word for word', () => {
    const words = [
      { text: 'hello', start: 0, end: 0.4 },
      { text: 'world', start: 1, end: 1.4 },
      { text: 'again', start: 2, end: 2.4 },
    ];
    const one = [scene(0, { start: 0, end: 3, text: 'Hello, world — again!' })];
    expect(splitScene(one, 0, words[1]!, words, () => 'new')!.map((item) => item.text)).toEqual(['Hello,', 'world — again!']);
    const unlike = [scene(0, { start: 0, end: 3, text: 'Completely different written words here' })];
    expect(splitScene(unlike, 0, words[2]!, words, () => 'new')!.map((item) => [item.text, item.start, item.end])).toEqual([
      ['Completely different', 0, 2],
      ['written words here', 2, 3],
    ]);
    expect(splitScene(one, 0, { text: 'hello', start: 0.2, end: 0.5 }, words)).toBeNull();
  });

  it('joins with the next, keeping the next one’s media when the first has none', () => {
    const joined = joinWithNext([scene(0), scene(1, { mediaId: 'b', motion: 'zoom' })], 0);
    expect(joined).toEqual([{ ...scene(0), end: 4, text: 'Scene 0 words Scene 1 words', mediaId: 'b', motion: 'zoom' }]);
  });
});
