import { describe, expect, it } from 'vitest';
import { imageStyleIds, imageStyleLabel, imageStylePrompts, imageStyles, showcaseStyleIds } from './images';

/** Lower case, letters and digits only: 'Hyper-Realistic 3D (Disney-like)' → 'hyperrealistic3ddisneylike'. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('image style catalogue', () => {
  it('holds every style the landing page shows (spec §1), so each can be generated', () => {
    // The spec's landing list, in its words.
    const landing = ['hyper-realistic 3D Disney-like', 'cinematic photography', 'abstract art', 'digital art', 'watercolor', 'anime'];
    expect(showcaseStyleIds).toHaveLength(landing.length);
    showcaseStyleIds.forEach((id, index) => {
      expect(imageStyleIds).toContain(id);
      // The catalogue's name is the spec's, give or take case, hyphens and '-like'.
      expect(squash(landing[index]!).replace(/like$/, ''), id).toBe(squash(imageStyleLabel(id)));
    });
    expect(imageStyleLabel('cinematic-photography')).toBe('Cinematic Photography');
    expect(imageStyleLabel('abstract-art')).toBe('Abstract Art');
  });

  it('keeps the spec §9 styles and gives every style its own name and prompt phrase', () => {
    for (const label of [
      'Photorealistic',
      'Digital Art',
      'Oil Painting',
      'Watercolor',
      'Sketch',
      'Cartoon',
      'Anime',
      '3D Render',
      'Hyper Realistic 3D Disney',
    ]) {
      expect(imageStyles.map((style) => style.label)).toContain(label);
    }
    expect(new Set(imageStyles.map((style) => style.id)).size).toBe(imageStyles.length);
    expect(new Set(imageStyles.map((style) => style.label)).size).toBe(imageStyles.length);
    expect(new Set(imageStyles.map((style) => imageStylePrompts[style.id])).size).toBe(imageStyles.length);
  });
});
