import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { imagePixelSize } from '@shared/catalog/images';
import { generateImagesResponse, userPreferences } from '@shared/contracts/images';
import { generatedImages, usageEvents } from '../../db/schema';
import { EngineError } from '../../providers/engine-error';
import type { ImageEngine } from '../../providers/image/image-engine';
import type { FileStorage } from '../../providers/storage/file-storage';
import { createLocalDiskStorage } from '../../providers/storage/local-disk';
import { useTestApp } from '../../test/build-test-app';
import { recordUsage, registerUser, subscribeUser } from '../../test/factories';
import { flatOfflineImages } from '../../test/flat-images';

const request = {
  prompt: 'A fox sitting in a snowy forest at twilight',
  style: 'watercolor',
  aspectRatio: '16:9',
  quality: 'standard',
  count: 2,
  lighting: 'moonlight',
  composition: 'rule-of-thirds',
  colorPalette: 'cool',
};

describe('POST /api/images/generate (offline title-card renderer)', () => {
  const ctx = useTestApp();
  const generate = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/images/generate', headers, payload });
  const fetchFile = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('draws the pictures, stores JPEGs with WebP thumbnails at unguessable addresses and lists them', async () => {
    const user = await registerUser(ctx.app);
    const response = await generate(user.headers, request);
    expect(response.statusCode).toBe(200);
    const body = generateImagesResponse.parse(response.json());
    expect(body.engine).toBe('offline-preview');
    expect(body.imageUrls).toHaveLength(2);
    expect(body.imageUrls).toEqual(body.images.map((image) => image.url));
    expect(new Set(body.imageUrls).size).toBe(2);
    expect(body.enhancedPrompt).toBe(
      'A fox sitting in a snowy forest at twilight, watercolor painting, soft washes and paper texture, cool moonlight, rule-of-thirds framing, cool colour palette, high quality',
    );

    const expected = imagePixelSize('16:9', 'standard');
    for (const image of body.images) {
      expect(image.url).toMatch(/^\/files\/images\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpeg$/);
      const file = await fetchFile(image.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(file.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', ...expected });
      expect(image).toMatchObject(expected);
      const thumbnail = await fetchFile(image.thumbnailUrl);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(384);
    }
    // Two seeds, two different pictures.
    const [first, second] = await Promise.all(body.imageUrls.map(async (url) => (await fetchFile(url)).rawPayload));
    expect(first!.equals(second!)).toBe(false);

    const rows = await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ prompt: request.prompt, style: 'watercolor', lighting: 'moonlight', engine: 'offline-preview' });
    const usage = await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.user.id));
    expect(usage.map((event) => event.kind)).toEqual(['image', 'image']);
  });

  it('answers 404 for a file that does not exist, and for a key it never makes', async () => {
    for (const url of [
      '/files/images/00/00000000-0000-0000-0000-000000000000.jpeg',
      '/files/../package.json',
      '/files/%2e%2e/package.json',
    ]) {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(404);
    }
  });

  it('gives the same picture for the same prompt, controls and seed', async () => {
    const user = await registerUser(ctx.app);
    const seeded = { ...request, count: 1, seed: 1234, aspectRatio: '1:1' };
    const [a, b] = [await generate(user.headers, seeded), await generate(user.headers, seeded)];
    const [fileA, fileB] = await Promise.all([a, b].map(async (response) => (await fetchFile(response.json().imageUrls[0])).rawPayload));
    expect(a.json().imageUrls[0]).not.toBe(b.json().imageUrls[0]);
    expect(fileA!.equals(fileB!)).toBe(true);
  });

  it('updates the style memory itself after a generation', async () => {
    const user = await registerUser(ctx.app);
    await generate(user.headers, { ...request, count: 1, style: 'anime', prompt: 'A robot barista' });
    await generate(user.headers, { ...request, count: 1, style: 'oil-painting', prompt: 'A vintage car' });
    await generate(user.headers, { ...request, count: 1, style: 'anime', prompt: 'a robot  barista' });
    const preferences = userPreferences.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/preferences', headers: user.headers })).json(),
    );
    expect(preferences.favoriteStyles).toEqual(['anime', 'oil-painting']);
    expect(preferences.promptHistory).toEqual(['a robot barista', 'A vintage car']);
    expect(preferences.styleUsageCount).toEqual({ anime: 2, 'oil-painting': 1 });
  });

  it.each([
    [{ count: 5 }, 'count'],
    [{ count: 0 }, 'count'],
    [{ style: 'pixel-art' }, 'style'],
    [{ lighting: 'strobe' }, 'lighting'],
    [{ aspectRatio: '2:1' }, 'aspectRatio'],
    [{ prompt: '   ' }, 'prompt'],
  ])('refuses %j with 400 naming the field', async (change, field) => {
    const user = await registerUser(ctx.app);
    const response = await generate(user.headers, { ...request, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContain(field);
  });

  it('takes the labels users see as well as the ids, in any letter case', async () => {
    const user = await registerUser(ctx.app);
    const labelled = {
      ...request,
      count: 1,
      style: 'Hyper Realistic 3D Disney',
      aspectRatio: '16:9',
      quality: 'HD',
      lighting: 'Golden Hour',
      composition: "bird's-eye",
      colorPalette: 'EARTH',
    };
    const response = await generate(user.headers, labelled);
    expect(response.statusCode).toBe(200);
    expect(response.json().enhancedPrompt).toContain(
      "Disney-like characters, soft subsurface skin, warm golden-hour light, bird's-eye view, earthy tones, ultra-detailed",
    );
    expect((await generate(user.headers, { ...request, count: 1, style: 'Watercolor' })).statusCode).toBe(200);
    // The landing page's styles, by the names it shows them under.
    const cinematic = await generate(user.headers, { ...request, count: 1, style: 'Cinematic Photography' });
    expect(cinematic.statusCode).toBe(200);
    expect(cinematic.json().enhancedPrompt).toContain('cinematic film still, anamorphic widescreen framing');
    const abstract = await generate(user.headers, { ...request, count: 1, style: 'abstract art' });
    expect(abstract.statusCode).toBe(200);
    expect(abstract.json().enhancedPrompt).toContain('abstract art, bold geometric shapes');
    expect((await generate(user.headers, { ...request, count: 1, style: 'watercolor', lighting: 'golden-hour' })).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id));
    expect(rows.map((row) => [row.style, row.lighting]).sort()).toEqual([
      ['abstract-art', 'moonlight'],
      ['cinematic-photography', 'moonlight'],
      ['disney-3d', 'golden-hour'],
      ['watercolor', 'golden-hour'],
      ['watercolor', 'moonlight'],
    ]);
  });

  it.each([
    [
      'style',
      'Pastel',
      'style must be one of: Photorealistic, Cinematic Photography, Digital Art, Abstract Art, Oil Painting, Watercolor, Sketch, Cartoon, Anime, 3D Render, Hyper Realistic 3D Disney (or the ids photorealistic, cinematic-photography, digital-art, abstract-art, oil-painting, watercolor, sketch, cartoon, anime, 3d-render, disney-3d)',
    ],
    ['aspectRatio', '2:1', 'aspectRatio must be one of: 1:1, 16:9, 9:16, 4:3, 3:2, 1792:1024, 1024:1792'],
    [
      'lighting',
      7,
      'lighting must be one of: Natural, Golden Hour, Dramatic, Soft, Backlit, Cinematic, Neon, Moonlight (or the ids natural, golden-hour, dramatic, soft, backlit, cinematic, neon, moonlight)',
    ],
    ['composition', 'Golden Hour', expect.stringMatching(/^composition must be one of: Standard, Close Up, Wide Shot, Bird's-Eye, /)],
    [
      'colorPalette',
      'rainbow',
      expect.stringMatching(/^colorPalette must be one of: Natural, Warm, Cool, .*, Sunset \(or the ids natural, warm, /),
    ],
  ])('refuses an unknown %s (%j) with 400 listing the valid values', async (field, value, message) => {
    const user = await registerUser(ctx.app);
    const response = await generate(user.headers, { ...request, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message, fields: [field] });
  });

  it("answers an empty prompt with the spec's message, and 401 when signed out", async () => {
    const user = await registerUser(ctx.app);
    const response = await generate(user.headers, { ...request, prompt: '' });
    expect(response.json().message).toBe('Please enter a description for your image');
    expect((await generate({}, request)).statusCode).toBe(401);
  });

  it("refuses a Weekly user's images beyond 15 a week with 402, counting every picture asked for", async () => {
    const user = await registerUser(ctx.app);
    await subscribeUser(ctx, user, 'weekly');
    await recordUsage(ctx, user, 'image', 14);
    const refused = await generate(user.headers, request);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^You have used all 15 images of your Weekly Basic plan this week \(14 used, 2 requested\)/);
    expect((await generate(user.headers, { ...request, count: 1 })).statusCode).toBe(200);
  });
});

/** Local disk storage that remembers what was written and what was removed. */
function recordingStorage() {
  const disk = createLocalDiskStorage(join(mkdtempSync(join(tmpdir(), 'genesis-images-')), 'files'));
  const present = new Set<string>();
  const storage: FileStorage = {
    put: async (key, data, type) => {
      await disk.put(key, data, type);
      present.add(key);
      storedBeforeFailure += 1;
    },
    putFile: (key, path, type) => disk.putFile(key, path, type),
    get: (key) => disk.get(key),
    remove: async (key) => {
      await disk.remove(key);
      present.delete(key);
    },
  };
  return { storage, present };
}

/** Draws even seeds and fails odd ones once the others are stored, as a provider failing half-way would. */
let storedBeforeFailure = 0;
const halfFailingEngine: ImageEngine = {
  engine: 'automatic1111',
  model: 'flaky',
  draw: async (request) => {
    if (request.seed % 2 === 0) return flatOfflineImages.draw(request);
    await vi.waitFor(() => expect(storedBeforeFailure).toBeGreaterThan(0), { timeout: 10_000 });
    throw new EngineError('unavailable', 'Image service temporarily unavailable');
  },
};

describe('POST /api/images/generate when one picture of the batch fails', () => {
  const files = recordingStorage();
  const ctx = useTestApp({ images: halfFailingEngine, storage: files.storage });

  it('answers the failure, and keeps neither files nor rows nor usage of the batch', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { ...request, count: 4, seed: 10 },
    });
    expect(storedBeforeFailure).toBeGreaterThan(0);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Image service temporarily unavailable', code: 'AI_UNAVAILABLE' });
    await vi.waitFor(() => expect([...files.present]).toEqual([]));
    expect(await ctx.database.db.select().from(generatedImages).where(eq(generatedImages.userId, user.user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.user.id))).toEqual([]);
  });
});
