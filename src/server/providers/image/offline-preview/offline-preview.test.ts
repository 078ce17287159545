import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colorPalettes, imagePixelSize, imageStyleIds, lightingOptions, type AspectRatio, type ImageQuality } from '@shared/catalog/images';
import { imageRequest } from '../../../test/image-test-servers';
import type { DrawnImage, ImageRequest } from '../image-engine';
import { createOfflinePreviewEngine, OFFLINE_PREVIEW_ENGINE } from './index';
import { cardFor, paintCard } from './render';

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

/** The card a request sets, before any pixel: its words, its text block, its layers. */
const card = (overrides: Partial<ImageRequest> = {}) => cardFor(request(overrides));

describe('offline title card engine', () => {
  it('reports itself as the offline engine with no model', () => {
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

  it.each(imageStyleIds)('gives byte-identical pixels for the same request (%s)', async (style) => {
    const [first, second] = await Promise.all([draw({ style }), draw({ style })]);
    expect(first.raw.equals(second.raw)).toBe(true);
  });

  it('changes the card with the seed and with the prompt', async () => {
    const base = await draw();
    const reseeded = await draw({ seed: 8 });
    const reworded = await draw({ prompt: 'A cozy cottage by a lake in spring' });
    expect(differingPixels(base.raw, reseeded.raw)).toBeGreaterThan(0.2);
    expect(differingPixels(base.raw, reworded.raw)).toBeGreaterThan(0.05);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(engine.draw(request({ signal: controller.signal }))).rejects.toThrow('cancelled');
  });
});

describe('the title', () => {
  it("sets the prompt's key words as the card's text, names as written", async () => {
    const market = await card({ prompt: 'Tokyo night market with paper lanterns' });
    expect(market.words).toEqual({ headline: 'Tokyo night market', more: ['paper lanterns'] });
    expect(market.lines.filter((line) => line.kind === 'headline').map((line) => line.text)).toEqual(['Tokyo night market']);
    const text = market.lines.map((line) => line.text).join(' ');
    expect(text).toContain('Tokyo');
    expect(text).toContain('paper lanterns');
    const portrait = await card({ prompt: 'portrait of Ada Lovelace reading by candlelight' });
    expect(portrait.lines.map((line) => line.text).join(' ')).toContain('Ada Lovelace');
  });

  it('leaves out the words that carry no meaning and keeps to four phrases', async () => {
    const { words, lines } = await card({ prompt: 'A fox and a hare and an owl and a deer and a bear in the snow' });
    expect(1 + words.more.length).toBeLessThanOrEqual(4);
    const text = lines.map((line) => line.text).join(' ');
    expect(text).toContain('fox');
    expect(text.split(/\s+/)).not.toContain('the');
    expect(text.split(/\s+/)).not.toContain('and');
  });

  it('outlines every line of type within the frame', async () => {
    const { lines, block, width, height } = await card({
      prompt: 'The longest and most winding river journey through the Amazon rainforest',
    });
    for (const line of lines) expect(line.path).toMatch(/^M[\d.-]+ [\d.-]+/);
    expect(block.x).toBeGreaterThanOrEqual(0);
    expect(block.y).toBeGreaterThanOrEqual(0);
    expect(block.x + block.width).toBeLessThanOrEqual(width);
    expect(block.y + block.height).toBeLessThanOrEqual(height);
  });
});

describe('no imitation subjects', () => {
  it('models a card as type over a backdrop and nothing else', async () => {
    for (const style of imageStyleIds) {
      const model = await card({ style, prompt: 'A golden retriever puppy playing in autumn leaves' });
      // Backdrop, light and lettering: no subject, prop or figure anywhere in the model.
      expect(Object.keys(model).sort()).toEqual(
        [
          'backdrop',
          'block',
          'darkBackdrop',
          'height',
          'horizonY',
          'light',
          'lighting',
          'lines',
          'palette',
          'placement',
          'stream',
          'style',
          'unit',
          'width',
          'words',
        ].sort(),
      );
      // The only words on the card are the prompt's.
      for (const line of model.lines)
        for (const word of line.text.split(/[\s·]+/).filter(Boolean))
          expect('A golden retriever puppy playing in autumn leaves').toContain(word);
      // The lettering is the last layer, over the backdrop and the light.
      const { layers } = paintCard(model);
      expect(layers.at(-1)?.svg).toContain(model.lines[0]!.path);
    }
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

  it('makes warm redder and cool bluer, sepia brown, vibrant more saturated than muted', async () => {
    const [warm, cool, sepia, vibrant, muted] = await Promise.all([
      measure({ colorPalette: 'warm' }),
      measure({ colorPalette: 'cool' }),
      measure({ colorPalette: 'sepia' }),
      measure({ colorPalette: 'vibrant' }),
      measure({ colorPalette: 'muted' }),
    ]);
    expect(warm.red - warm.blue).toBeGreaterThan(60);
    expect(cool.blue - cool.red).toBeGreaterThan(40);
    expect(sepia.red).toBeGreaterThan(sepia.green + 15);
    expect(sepia.green).toBeGreaterThan(sepia.blue + 15);
    expect(vibrant.saturation).toBeGreaterThan(muted.saturation * 3);
  });

  it.each(lightingOptions)('keeps every pixel of a monochrome card grey under %s light, in every style', async (lighting) => {
    for (const style of imageStyleIds) {
      const { raw } = await draw({ colorPalette: 'monochrome', lighting, style, width: 96, height: 96 });
      let worst = 0;
      for (let i = 0; i < raw.length; i += 3) {
        const r = raw[i] as number;
        const g = raw[i + 1] as number;
        const b = raw[i + 2] as number;
        worst = Math.max(worst, Math.max(r, g, b) - Math.min(r, g, b));
      }
      expect(worst, style).toBeLessThanOrEqual(1);
    }
  });
});

describe('styles', () => {
  it('makes every style a measurably different card of the same words', async () => {
    const pictures = await Promise.all(imageStyleIds.map((style) => draw({ style })));
    for (let i = 0; i < pictures.length; i += 1) {
      for (let j = i + 1; j < pictures.length; j += 1) {
        expect(differingPixels(pictures[i]!.raw, pictures[j]!.raw), `${imageStyleIds[i]} vs ${imageStyleIds[j]}`).toBeGreaterThan(0.3);
      }
    }
  });

  it('draws a pencil sketch lighter and far less coloured than an oil painting', async () => {
    const [sketch, oil] = await Promise.all([measure({ style: 'sketch' }), measure({ style: 'oil-painting' })]);
    expect(sketch.saturation).toBeLessThan(oil.saturation * 0.5);
    expect(sketch.luminance).toBeGreaterThan(oil.luminance + 20);
  });

  it('gives oil strokes more texture than smooth photographic light, and flat cartoon fills fewer tones', async () => {
    const [oil, photo, cartoon] = await Promise.all([
      measure({ style: 'oil-painting' }),
      measure({ style: 'photorealistic' }),
      measure({ style: 'cartoon' }),
    ]);
    expect(oil.edges).toBeGreaterThan(photo.edges * 1.4);
    expect(cartoon.entropy).toBeLessThan(photo.entropy);
  });

  it('frames cinematic photography in letterbox bars', async () => {
    const { raw } = await draw({ width: 320, height: 180, style: 'cinematic-photography' });
    const rowMean = (y: number) => {
      let sum = 0;
      for (let x = 0; x < 320; x += 1) for (let c = 0; c < 3; c += 1) sum += raw[(y * 320 + x) * 3 + c] as number;
      return sum / (320 * 3);
    };
    for (const y of [0, 5, 174, 179]) expect(rowMean(y)).toBe(0);
    expect(rowMean(90)).toBeGreaterThan(20);
  });
});

describe('lighting', () => {
  it('keeps moonlight darker and bluer than golden hour, which is warmer than daylight', async () => {
    const [moonlight, golden, natural] = await Promise.all([
      measure({ lighting: 'moonlight' }),
      measure({ lighting: 'golden-hour' }),
      measure({ lighting: 'natural' }),
    ]);
    expect(moonlight.luminance).toBeLessThan(golden.luminance * 0.7);
    expect(moonlight.luminance).toBeLessThan(natural.luminance * 0.7);
    expect(moonlight.blue).toBeGreaterThan(moonlight.red);
    expect(golden.red - golden.blue).toBeGreaterThan(natural.red - natural.blue + 30);
  });

  it('gives dramatic light more contrast than soft light', async () => {
    for (const style of ['photorealistic', 'watercolor', 'cartoon'] as const) {
      const [dramatic, soft] = await Promise.all([measure({ style, lighting: 'dramatic' }), measure({ style, lighting: 'soft' })]);
      expect(dramatic.contrast, style).toBeGreaterThan(soft.contrast * 1.3);
    }
  });

  it('puts the light on the side the text block leaves open', async () => {
    const model = await card({ composition: 'rule-of-thirds' });
    const centre = model.block.x + model.block.width / 2;
    expect(Math.sign(model.light.x - model.width / 2)).toBe(-Math.sign(centre - model.width / 2));
  });
});

describe('composition', () => {
  const centreOf = ({ block, width, height }: Awaited<ReturnType<typeof card>>) => [
    (block.x + block.width / 2) / width,
    (block.y + block.height / 2) / height,
  ];

  it('moves the text block: centred, on a third, low in a wide shot', async () => {
    const [standard, thirds, wide] = await Promise.all([
      card({ composition: 'standard' }),
      card({ composition: 'rule-of-thirds' }),
      card({ composition: 'wide-shot' }),
    ]);
    const [sx] = centreOf(standard);
    const [tx, ty] = centreOf(thirds);
    const [, wy] = centreOf(wide);
    expect(sx).toBeCloseTo(0.5, 1);
    expect(Math.abs(tx! - 0.5)).toBeGreaterThan(0.1);
    expect(ty).toBeLessThan(0.45);
    expect(wy).toBeGreaterThan(0.65);
  });

  it('sets big type in a close-up and small type in a wide shot', async () => {
    const [closeUp, standard, wide] = await Promise.all([
      card({ composition: 'close-up' }),
      card({ composition: 'standard' }),
      card({ composition: 'wide-shot' }),
    ]);
    const size = (model: typeof standard) => model.lines[0]!.size;
    expect(size(closeUp)).toBeGreaterThan(size(standard) * 1.4);
    expect(size(standard)).toBeGreaterThan(size(wide) * 1.6);
  });

  it('shows sky at the top of a side view but not from above, and rolls the camera for a dutch angle', async () => {
    const [side, above, dutch] = await Promise.all([
      card({ composition: 'standard' }),
      card({ composition: 'bird-eye' }),
      card({ composition: 'dutch-angle' }),
    ]);
    expect(side.horizonY).toBeGreaterThan(0);
    expect(above.horizonY).toBeNull();
    expect(Math.abs(dutch.placement.tilt)).toBeGreaterThan(5);
    const [flat, rolled] = await Promise.all([draw({ composition: 'standard' }), draw({ composition: 'dutch-angle' })]);
    expect(differingPixels(flat.raw, rolled.raw)).toBeGreaterThan(0.3);
  });
});
