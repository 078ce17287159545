import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colorPalettes, imagePixelSize, imageStyleIds, type AspectRatio, type ImageQuality } from '@shared/catalog/images';
import { imageRequest } from '../../../test/image-test-servers';
import type { DrawnImage, ImageRequest } from '../image-engine';
import { createOfflinePreviewEngine, OFFLINE_PREVIEW_ENGINE } from './index';

const engine = createOfflinePreviewEngine();

/** Small pictures keep the suite quick; the layout scales with the size, so they measure the same. */
function request(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return imageRequest({
    prompt: 'A golden retriever puppy playing in autumn leaves',
    enhancedPrompt: 'A golden retriever puppy playing in autumn leaves, photorealistic photograph',
    width: 256,
    height: 256,
    seed: 7,
    ...overrides,
  });
}

function rawOf(image: DrawnImage): { raw: Buffer; width: number; height: number; channels: 3 | 4 } {
  if (!('raw' in image)) throw new Error('expected raw pixels');
  return image;
}

async function draw(overrides: Partial<ImageRequest> = {}) {
  return rawOf(await engine.draw(request(overrides)));
}

/** Per-picture measurements: channel means, luminance mean and spread, saturation, edge energy. */
async function measure(overrides: Partial<ImageRequest> = {}) {
  const { raw, width, height, channels } = await draw(overrides);
  const stats = await sharp(raw, { raw: { width, height, channels } }).stats();
  const grey = await sharp(raw, { raw: { width, height, channels } }).greyscale().stats();
  let saturation = 0;
  let edges = 0;
  for (let i = 0; i < raw.length; i += channels) {
    const r = raw[i] as number;
    const g = raw[i + 1] as number;
    const b = raw[i + 2] as number;
    saturation += Math.max(r, g, b) - Math.min(r, g, b);
    if ((i / channels) % width < width - 1)
      edges += Math.abs(r + g + b - (raw[i + channels] as number) - (raw[i + channels + 1] as number) - (raw[i + channels + 2] as number));
  }
  const pixels = width * height;
  const [red, green, blue] = stats.channels.map((channel) => channel.mean) as [number, number, number];
  return {
    red,
    green,
    blue,
    luminance: grey.channels[0]?.mean ?? 0,
    contrast: grey.channels[0]?.stdev ?? 0,
    saturation: saturation / pixels,
    edges: edges / pixels / 3,
    entropy: stats.entropy,
  };
}

/** Share of pixels that differ between two pictures of the same size. */
function differingPixels(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) differing += 1;
  }
  return differing / (a.length / 3);
}

describe('offline preview engine', () => {
  it('reports itself as the offline preview with no model', () => {
    expect(engine.engine).toBe(OFFLINE_PREVIEW_ENGINE);
    expect(engine.engine).toBe('offline-preview');
    expect(engine.model).toBeNull();
  });

  const sizes: [AspectRatio, ImageQuality][] = [
    ['1:1', 'standard'],
    ['16:9', 'standard'],
    ['9:16', 'hd'],
    ['4:3', 'hd'],
    ['3:2', 'standard'],
    ['1792:1024', 'hd'],
    ['1024:1792', 'standard'],
  ];
  it.each(sizes)('draws exactly the requested pixel size for %s %s', async (aspectRatio, quality) => {
    const { width, height } = imagePixelSize(aspectRatio, quality);
    const image = await draw({ aspectRatio, quality, width, height, style: 'cartoon' });
    expect([image.width, image.height]).toEqual([width, height]);
    expect(image.raw.length).toBe(width * height * image.channels);
    const png = await sharp(image.raw, { raw: { width: image.width, height: image.height, channels: image.channels } })
      .png()
      .toBuffer();
    const metadata = await sharp(png).metadata();
    expect([metadata.width, metadata.height]).toEqual([width, height]);
  });

  it('draws hd larger than standard', async () => {
    const standard = imagePixelSize('16:9', 'standard');
    const hd = imagePixelSize('16:9', 'hd');
    const [small, large] = await Promise.all([draw({ ...standard, style: 'anime' }), draw({ ...hd, quality: 'hd', style: 'anime' })]);
    expect(large.width * large.height).toBeGreaterThan(small.width * small.height * 2);
  });

  it.each(imageStyleIds)('gives byte-identical pixels for the same request (%s)', async (style) => {
    const [first, second] = await Promise.all([draw({ style }), draw({ style })]);
    expect(first.raw.equals(second.raw)).toBe(true);
  });

  it('changes the picture with the seed and with the prompt', async () => {
    const base = await draw();
    const reseeded = await draw({ seed: 8 });
    const reworded = await draw({ prompt: 'A cozy cottage by a lake in spring' });
    expect(differingPixels(base.raw, reseeded.raw)).toBeGreaterThan(0.2);
    expect(differingPixels(base.raw, reworded.raw)).toBeGreaterThan(0.2);
  });

  it('seeds the layout with the normalised words: case and punctuation do not matter', async () => {
    const [plain, shouted] = await Promise.all([draw({ prompt: 'a fox in the snow' }), draw({ prompt: 'A FOX, in the snow!' })]);
    expect(plain.raw.equals(shouted.raw)).toBe(true);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(engine.draw(request({ signal: controller.signal }))).rejects.toThrow('cancelled');
  });
});

describe('palettes', () => {
  it('gives every palette its own mean colour', async () => {
    const means = await Promise.all(colorPalettes.map(async (colorPalette) => ({ colorPalette, ...(await measure({ colorPalette })) })));
    for (let i = 0; i < means.length; i += 1) {
      for (let j = i + 1; j < means.length; j += 1) {
        const a = means[i]!;
        const b = means[j]!;
        const distance = Math.hypot(a.red - b.red, a.green - b.green, a.blue - b.blue);
        expect(distance, `${a.colorPalette} vs ${b.colorPalette}`).toBeGreaterThan(8);
      }
    }
  });

  it('makes warm redder and cool bluer', async () => {
    const [warm, cool] = await Promise.all([measure({ colorPalette: 'warm' }), measure({ colorPalette: 'cool' })]);
    expect(warm.red - warm.blue).toBeGreaterThan(60);
    expect(cool.blue - cool.red).toBeGreaterThan(40);
  });

  it('keeps monochrome grey, sepia brown, vibrant more saturated than muted', async () => {
    const [monochrome, sepia, vibrant, muted] = await Promise.all([
      measure({ colorPalette: 'monochrome' }),
      measure({ colorPalette: 'sepia' }),
      measure({ colorPalette: 'vibrant' }),
      measure({ colorPalette: 'muted' }),
    ]);
    expect(monochrome.saturation).toBeLessThan(8);
    expect(
      Math.max(monochrome.red, monochrome.green, monochrome.blue) - Math.min(monochrome.red, monochrome.green, monochrome.blue),
    ).toBeLessThan(6);
    expect(sepia.red).toBeGreaterThan(sepia.green + 15);
    expect(sepia.green).toBeGreaterThan(sepia.blue + 15);
    expect(vibrant.saturation).toBeGreaterThan(muted.saturation * 4);
  });
});

describe('styles', () => {
  it('draws a pencil sketch much lighter and less coloured than an oil painting', async () => {
    const [sketch, oil] = await Promise.all([measure({ style: 'sketch' }), measure({ style: 'oil-painting' })]);
    expect(sketch.saturation).toBeLessThan(oil.saturation * 0.3);
    expect(sketch.luminance).toBeGreaterThan(oil.luminance + 40);
  });

  it('gives each medium its own texture', async () => {
    const [oil, photo, digital, cartoon, anime, render3d] = await Promise.all([
      measure({ style: 'oil-painting' }),
      measure({ style: 'photorealistic' }),
      measure({ style: 'digital-art' }),
      measure({ style: 'cartoon' }),
      measure({ style: 'anime' }),
      measure({ style: '3d-render' }),
    ]);
    // Brush strokes are busier than smooth photographic gradients …
    expect(oil.edges).toBeGreaterThan(photo.edges * 1.4);
    // … cartoon fills are flat and bold (fewer distinct colours, more saturation) …
    expect(cartoon.entropy).toBeLessThan(photo.entropy);
    expect(cartoon.saturation).toBeGreaterThan(photo.saturation);
    // … and crisp vector styles carry no grain.
    expect(digital.edges).toBeLessThan(photo.edges);
    expect(anime.edges).toBeLessThan(photo.edges);
    expect(render3d.edges).toBeLessThan(photo.edges);
  });

  it('paints watercolour on light paper, softer than the photograph', async () => {
    const [watercolor, photo] = await Promise.all([measure({ style: 'watercolor' }), measure({ style: 'photorealistic' })]);
    expect(watercolor.luminance).toBeGreaterThan(photo.luminance + 10);
    expect(watercolor.contrast).toBeLessThan(photo.contrast);
  });

  it('draws cinematic photography as a letterboxed, teal-and-orange film still (issue 23)', async () => {
    const overrides = { width: 320, height: 180 } as const;
    const [cinematic, photo] = await Promise.all([
      draw({ ...overrides, style: 'cinematic-photography' }),
      draw({ ...overrides, style: 'photorealistic' }),
    ]);
    const rowMean = (raw: Buffer, y: number) => {
      let sum = 0;
      for (let x = 0; x < 320; x += 1) for (let c = 0; c < 3; c += 1) sum += raw[(y * 320 + x) * 3 + c] as number;
      return sum / (320 * 3);
    };
    // Black bars above and below; the photograph has sky and ground there.
    for (const y of [0, 5, 174, 179]) {
      expect(rowMean(cinematic.raw, y)).toBe(0);
      expect(rowMean(photo.raw, y)).toBeGreaterThan(40);
    }
    // Between the bars: the darkest quarter of the picture pushed toward teal (blue over red), the
    // lightest quarter toward orange (red over blue), against the same scene photographed.
    const inside: { lum: number; i: number }[] = [];
    for (let y = 30; y < 150; y += 1) {
      for (let x = 0; x < 320; x += 1) {
        const i = (y * 320 + x) * 3;
        inside.push({
          i,
          lum: 0.2126 * (photo.raw[i] as number) + 0.7152 * (photo.raw[i + 1] as number) + 0.0722 * (photo.raw[i + 2] as number),
        });
      }
    }
    inside.sort((a, b) => a.lum - b.lum);
    const blueOverRed = (raw: Buffer, pixels: { i: number }[]) =>
      pixels.reduce((sum, { i }) => sum + (raw[i + 2] as number) - (raw[i] as number), 0) / pixels.length;
    const darker = inside.slice(0, inside.length / 4);
    const lighter = inside.slice((inside.length * 3) / 4);
    expect(blueOverRed(cinematic.raw, darker)).toBeGreaterThan(blueOverRed(photo.raw, darker) + 10);
    expect(blueOverRed(cinematic.raw, lighter)).toBeLessThan(blueOverRed(photo.raw, lighter) - 5);
    expect(differingPixels(cinematic.raw, photo.raw)).toBeGreaterThan(0.9);
  });

  it('draws abstract art as flat, bold shapes and black lines: the same scene, neither photograph nor film still', async () => {
    const [abstract, cinematic, photo, digital] = await Promise.all([
      measure({ style: 'abstract-art' }),
      measure({ style: 'cinematic-photography' }),
      measure({ style: 'photorealistic' }),
      measure({ style: 'digital-art' }),
    ]);
    // Flat fills: fewer distinct tones than any photographic style, and bolder colour.
    expect(abstract.entropy).toBeLessThan(photo.entropy - 0.5);
    expect(abstract.saturation).toBeGreaterThan(photo.saturation * 1.3);
    expect(abstract.saturation).toBeGreaterThan(cinematic.saturation * 1.3);
    const [a, c, d] = await Promise.all([
      draw({ style: 'abstract-art' }),
      draw({ style: 'cinematic-photography' }),
      draw({ style: 'digital-art' }),
    ]);
    expect(differingPixels(a.raw, c.raw)).toBeGreaterThan(0.9);
    expect(differingPixels(a.raw, d.raw)).toBeGreaterThan(0.5);
    expect(Math.hypot(abstract.red - digital.red, abstract.green - digital.green, abstract.blue - digital.blue)).toBeGreaterThan(8);
  });

  it('makes every style a different picture of the same scene', async () => {
    const pictures = await Promise.all(imageStyleIds.map((style) => draw({ style })));
    for (let i = 0; i < pictures.length; i += 1) {
      for (let j = i + 1; j < pictures.length; j += 1) {
        expect(differingPixels(pictures[i]!.raw, pictures[j]!.raw), `${imageStyleIds[i]} vs ${imageStyleIds[j]}`).toBeGreaterThan(0.3);
      }
    }
  });
});

describe('lighting', () => {
  it('keeps moonlight darker than golden hour and daylight', async () => {
    const [moonlight, golden, natural] = await Promise.all([
      measure({ lighting: 'moonlight' }),
      measure({ lighting: 'golden-hour' }),
      measure({ lighting: 'natural' }),
    ]);
    expect(moonlight.luminance).toBeLessThan(golden.luminance * 0.6);
    expect(moonlight.luminance).toBeLessThan(natural.luminance * 0.6);
    // Moonlight is blue, golden hour is warm.
    expect(moonlight.blue).toBeGreaterThan(moonlight.red);
    expect(golden.red - golden.blue).toBeGreaterThan(natural.red - natural.blue + 30);
  });

  it('gives dramatic light more contrast than soft light, in every medium', async () => {
    for (const style of ['photorealistic', 'watercolor', 'sketch', 'cartoon'] as const) {
      const [dramatic, soft] = await Promise.all([measure({ style, lighting: 'dramatic' }), measure({ style, lighting: 'soft' })]);
      expect(dramatic.contrast, style).toBeGreaterThan(soft.contrast * 1.5);
    }
  });
});

describe('composition', () => {
  /** Mean colour of a horizontal band of the picture (fractions of the height). */
  async function band(overrides: Partial<ImageRequest>, from: number, to: number) {
    const { raw, width, height } = await draw(overrides);
    let red = 0;
    let green = 0;
    let blue = 0;
    const y0 = Math.floor(height * from);
    const y1 = Math.floor(height * to);
    for (let y = y0; y < y1; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 3;
        red += raw[i] as number;
        green += raw[i + 1] as number;
        blue += raw[i + 2] as number;
      }
    }
    const count = (y1 - y0) * width;
    return { red: red / count, green: green / count, blue: blue / count };
  }

  it("shows sky at the top of a side view and ground everywhere from a bird's-eye view", async () => {
    const [side, above] = await Promise.all([band({ composition: 'standard' }, 0, 0.15), band({ composition: 'bird-eye' }, 0, 0.15)]);
    expect(side.blue).toBeGreaterThan(side.green);
    expect(above.green).toBeGreaterThan(above.blue);
  });

  it('drops the horizon for a low angle', async () => {
    const [standard, low] = await Promise.all([
      band({ composition: 'standard' }, 0.72, 0.8),
      band({ composition: 'low-angle' }, 0.72, 0.8),
    ]);
    // Below the standard horizon there is grass; the low camera still sees sky there (at the sides).
    expect(low.blue - low.green).toBeGreaterThan(standard.blue - standard.green + 15);
  });

  it('frames the subject bigger in a close-up than in a wide shot', async () => {
    // The subject (a warm brown creature in the natural palette) covers far more of a close-up.
    const share = async (composition: ImageRequest['composition']) => {
      const { raw } = await draw({ composition, style: 'cartoon' });
      let warm = 0;
      for (let i = 0; i < raw.length; i += 3)
        if ((raw[i] as number) > (raw[i + 1] as number) + 25 && (raw[i] as number) > (raw[i + 2] as number) + 50) warm += 1;
      return warm / (raw.length / 3);
    };
    const [closeUp, standard, wide] = await Promise.all([share('close-up'), share('standard'), share('wide-shot')]);
    expect(closeUp).toBeGreaterThan(standard * 1.8);
    expect(standard).toBeGreaterThan(wide * 3);
  });

  it('rolls the camera for a dutch angle', async () => {
    const [standard, dutch] = await Promise.all([draw({ composition: 'standard' }), draw({ composition: 'dutch-angle' })]);
    expect(differingPixels(standard.raw, dutch.raw)).toBeGreaterThan(0.5);
  });
});
