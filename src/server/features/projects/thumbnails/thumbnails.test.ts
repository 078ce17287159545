import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TRIAL_DURATION_MS } from '@shared/catalog/limits';
import {
  THUMBNAILS_KEPT,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_SIZE,
  THUMBNAIL_SMALLEST,
  THUMBNAIL_TEXT_MAX_LENGTH,
  thumbnailLayoutIds,
  thumbnailPalettes,
  type ThumbnailLayoutId,
  type ThumbnailPaletteId,
} from '@shared/catalog/thumbnails';
import {
  project as projectSchema,
  projectListResponse,
  projectThumbnailsResponse,
  type ProjectThumbnail,
} from '@shared/contracts/projects';
import { generatedImages, projectImages, projectThumbnails } from '../../../db/schema';
import { createLocalDiskStorage } from '../../../providers/storage/local-disk';
import { useTestApp } from '../../../test/build-test-app';
import { freshHeaders, registerUser, type RegisteredUser } from '../../../test/factories';
import { MIN_SMALL_CAP_PX, readableLook, renderThumbnail, smallCapHeight, titleBoxes } from './render';
import { variantLooks } from './service';
import { fitTitle as fitTitleIn, loadTitleFaces, titleText as titleTextIn, type TitleBox } from './title-layout';

const TITLE = 'How I grew 100 tomatoes on a tiny balcony';
/** The layout and the text as drawn, in the faces the text loads (as the renderer does). */
const fitTitle = async (text: string, box: TitleBox) => fitTitleIn(text, box, await loadTitleFaces(text));
const titleText = async (text: string) => titleTextIn(text, await loadTitleFaces(text));
const smallCap = async (text: string, layout: ThumbnailLayoutId) => smallCapHeight(text, layout, await loadTitleFaces(text));
const readable = async (look: { layout: ThumbnailLayoutId; palette: ThumbnailPaletteId }, text: string) =>
  readableLook(look, text, await loadTitleFaces(text));
/** How much smaller YouTube's smallest thumbnail is than the 1280×720 picture. */
const SMALLEST_SCALE = THUMBNAIL_SMALLEST.width / THUMBNAIL_SIZE.width;

// ── Pictures and measures ──────────────────────────────────────────────────────────────────────

/** A square "photo": sky, sun and grass, as a gallery image would be. */
const photo = (sky = '#6A8CAF') =>
  sharp({ create: { width: 768, height: 768, channels: 3, background: sky } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="768" height="768"><circle cx="520" cy="330" r="200" fill="#F4C27A"/><rect y="600" width="768" height="168" fill="#2F6B2F"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}
const contrastRatio = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** An SVG drawn white on transparent, scaled to 168×94: how much of each small pixel it covers (0–255). */
async function coverageAtSmallest(body: string): Promise<Buffer> {
  const { width, height } = THUMBNAIL_SIZE;
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .resize(THUMBNAIL_SMALLEST.width, THUMBNAIL_SMALLEST.height, { fit: 'fill' })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer();
}

/**
 * The thumbnail shrunk to 168×94, and the mean colour of the small pixels that are all letter and
 * of those that are all outline (found by drawing the title's own paths as masks at the same size).
 */
async function lettersAndOutlineAtSmallest(rendered: Awaited<ReturnType<typeof renderThumbnail>>) {
  const { pathData, strokeWidth } = rendered.title;
  const small = await sharp(rendered.jpeg)
    .resize(THUMBNAIL_SMALLEST.width, THUMBNAIL_SMALLEST.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const letters = await coverageAtSmallest(`<path d="${pathData}" fill="#fff"/>`);
  const outlined = await coverageAtSmallest(
    `<path d="${pathData}" fill="#fff" stroke="#fff" stroke-width="${strokeWidth}" stroke-linejoin="round"/>`,
  );
  const sums = { letter: [0, 0, 0, 0], outline: [0, 0, 0, 0] };
  for (let pixel = 0; pixel < letters.length; pixel += 1) {
    const region = letters[pixel]! >= 230 ? sums.letter : outlined[pixel]! >= 230 && letters[pixel]! <= 25 ? sums.outline : undefined;
    if (!region) continue;
    for (let channel = 0; channel < 3; channel += 1) region[channel]! += small[pixel * 3 + channel]!;
    region[3]! += 1;
  }
  const mean = (sum: number[]) => sum.slice(0, 3).map((value) => value / sum[3]!);
  return { letterPixels: sums.letter[3]!, outlinePixels: sums.outline[3]!, letter: mean(sums.letter), outline: mean(sums.outline) };
}

// ── The renderer ───────────────────────────────────────────────────────────────────────────────

describe('thumbnail renderer', () => {
  it('sets a usual title in at most three lines with capitals at least 8 px tall at 168×94, in every layout', async () => {
    for (const layout of thumbnailLayoutIds) {
      const title = await fitTitle(TITLE, titleBoxes[layout]);
      expect(title.lines.length).toBeGreaterThan(0);
      expect(title.lines.length).toBeLessThanOrEqual(3);
      expect(title.lines.join(' ')).toBe(TITLE.toUpperCase());
      expect(title.capHeight * SMALLEST_SCALE, layout).toBeGreaterThanOrEqual(8);
      // The block fits its box, outline included.
      const blockHeight = title.capHeight + (title.lines.length - 1) * title.lineStep + title.strokeWidth;
      expect(blockHeight).toBeLessThanOrEqual(titleBoxes[layout].height);
    }
    // A short title is set bigger than a long one, up to a cap; one word stays on one line.
    const short = await fitTitle('Stop', titleBoxes.center);
    expect(short.lines).toEqual(['STOP']);
    expect(short.fontSize).toBeGreaterThan((await fitTitle(TITLE, titleBoxes.center)).fontSize);
  });

  it('moves a title too long to read at 168×94 in the left column or bottom band to the centre, and keeps a usual one where it is', async () => {
    const long = 'The complete beginner guide to growing balcony tomatoes from seed to harvest';
    expect(long.length).toBeLessThanOrEqual(THUMBNAIL_TEXT_MAX_LENGTH);
    for (const layout of ['left', 'bottom'] as const) {
      expect(await smallCap(long, layout)).toBeLessThan(MIN_SMALL_CAP_PX);
      const look = await readable({ layout, palette: 'bold-yellow' }, long);
      expect(look).toEqual({ layout: 'center', palette: 'bold-yellow' });
      expect(await smallCap(long, look.layout)).toBeGreaterThanOrEqual(MIN_SMALL_CAP_PX);
      expect((await readable({ layout, palette: 'bold-yellow' }, TITLE)).layout).toBe(layout);
    }
  });

  it('drops characters no face has (never a box) and scripts it cannot shape, keeps accented letters, Cyrillic, Greek, Devanagari and CJK', async () => {
    expect(await titleText('Café 🚀 żółw ✓ жук')).toBe('CAFÉ ŻÓŁW ЖУК');
    expect(await titleText('  two\n\tlines  ')).toBe('TWO LINES');
    expect(await titleText('Tokyo مرحبا שלום नमस्ते')).toBe('TOKYO नमस्ते');
    // Greek capitals drop the tonos; CJK and Devanagari have no case.
    expect(await titleText('Καλημέρα 東京の夜')).toBe('ΚΑΛΗΜΕΡΑ 東京の夜');
    expect(await fitTitle('🚀🚀', titleBoxes.center)).toMatchObject({ lines: [], fontSize: 0, pathData: '' });
  });

  it('gives a Devanagari title room for the vowel signs above and below its lines, and keeps its ink in the box', async () => {
    // हुआ and हूँ hang their vowel signs 0.37 em under the baseline, ीं reaches 0.85 em above it.
    for (const hindi of ['बालकनी में सौ टमाटर कैसे उगाएँ', 'क्या हुआ जब हमने सौ टमाटर उगाए', 'मैं हूँ नहीं तो कहीं और']) {
      for (const layout of thumbnailLayoutIds) {
        const title = await fitTitle(hindi, titleBoxes[layout]);
        expect(title.lines.join(' ')).toBe(hindi);
        const box = titleBoxes[layout];
        // Every point of the letters' outlines, the outline's stroke (half of it outside) included, stays in the box.
        const ys = [...title.pathData.matchAll(/-?\d+(?:\.\d+)?/gu)].map((match) => Number(match[0])).filter((_, index) => index % 2 === 1);
        expect(Math.min(...ys) - title.strokeWidth / 2, `${hindi} in ${layout}`).toBeGreaterThanOrEqual(box.y - 1);
        expect(Math.max(...ys) + title.strokeWidth / 2, `${hindi} in ${layout}`).toBeLessThanOrEqual(box.y + box.height + 1);
      }
    }
    // Lines of Devanagari step further apart than Latin ones, by the depth of their vowel signs.
    const latin = await fitTitle('Balcony tomatoes grown at home', titleBoxes.center);
    const deep = await fitTitle('क्या हुआ जब हमने सौ टमाटर उगाए', titleBoxes.center);
    expect(deep.lines.length).toBeGreaterThan(1);
    expect(deep.lineStep / deep.fontSize).toBeGreaterThan(latin.lineStep / latin.fontSize + 0.3);
  });

  it('draws Cyrillic, Greek, CJK and Devanagari titles: their letters fill the title box of a picture that is otherwise the same', async () => {
    const box = titleBoxes.center;
    const pixels = async (text: string) => {
      const rendered = await renderThumbnail({ text, palette: 'bold-yellow', layout: 'center', seed: 7 });
      const { data } = await sharp(rendered.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { rendered, data };
    };
    const untitled = await pixels('');
    const yellow = [1, 3, 5].map((at) =>
      parseInt(thumbnailPalettes.find((entry) => entry.id === 'bold-yellow')!.text.slice(at, at + 2), 16),
    );
    for (const [text, lines] of [
      ['Привет мир', 'ПРИВЕТ МИР'],
      ['Καλημέρα', 'ΚΑΛΗΜΕΡΑ'],
      ['東京の夜', '東京の夜'],
      ['नमस्ते दुनिया', 'नमस्ते दुनिया'],
    ] as const) {
      const { rendered, data } = await pixels(text);
      expect(rendered.title.lines.join(' ')).toBe(lines);
      expect(rendered.title.pathData).toMatch(/^M[-\d. MLQCZ]+$/u);
      let changed = 0;
      let letter = 0;
      for (let y = box.y; y < box.y + box.height; y += 1) {
        for (let x = box.x; x < box.x + box.width; x += 1) {
          const at = (y * THUMBNAIL_SIZE.width + x) * 3;
          const rgb = [data[at]!, data[at + 1]!, data[at + 2]!];
          if (rgb.reduce((sum, value, channel) => sum + Math.abs(value - untitled.data[at + channel]!), 0) > 90) changed += 1;
          if (rgb.every((value, channel) => Math.abs(value - yellow[channel]!) < 40)) letter += 1;
        }
      }
      const area = box.width * box.height;
      // The letters with their outline cover a good part of the box, and the letters are the palette's colour.
      expect(changed / area, text).toBeGreaterThan(0.1);
      expect(letter / area, text).toBeGreaterThan(0.06);
    }
    expect(untitled.rendered.title.pathData).toBe('');
  });

  it('breaks a CJK title, which has no spaces, between its characters, never before closing punctuation', async () => {
    expect((await fitTitle('東京の夜', titleBoxes.left)).lines).toEqual(['東京', 'の夜']);
    const title = '東京の夜を歩く、はじめての旅ガイド';
    const fitted = await fitTitle(title, titleBoxes.center);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe(title);
    for (const line of fitted.lines) expect(line).not.toMatch(/^[、。]/u);
    // On one line, Latin words around CJK keep their spaces and no space comes between CJK characters.
    expect((await fitTitle('Mix 你好 OK', { x: 0, y: 0, width: 4000, height: 200, align: 'center' })).lines).toEqual(['MIX 你好 OK']);
  });

  it('keeps strong contrast between the letters and their outline when shrunk to 168×94, over drawn and photo backgrounds', async () => {
    const cases: { palette: ThumbnailPaletteId; layout: ThumbnailLayoutId; picture?: Buffer }[] = [
      { palette: 'bold-yellow', layout: 'left' },
      { palette: 'clean-white', layout: 'center', picture: await photo('#F4F4F4') },
      { palette: 'hot-red', layout: 'bottom' },
      { palette: 'neon-cyan', layout: 'center', picture: await photo() },
    ];
    for (const { palette, layout, picture } of cases) {
      const rendered = await renderThumbnail({ text: TITLE, palette, layout, picture, seed: 7 });
      const metadata = await sharp(rendered.jpeg).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', ...THUMBNAIL_SIZE });
      expect(rendered.jpeg.length).toBeLessThan(THUMBNAIL_MAX_BYTES);

      const measured = await lettersAndOutlineAtSmallest(rendered);
      expect(measured.letterPixels, palette).toBeGreaterThan(40);
      expect(measured.outlinePixels, palette).toBeGreaterThan(20);
      // WCAG AA asks 4.5:1 of small text; the letters against their own outline beat it at 168 px wide.
      expect(contrastRatio(measured.letter, measured.outline), palette).toBeGreaterThanOrEqual(4.5);
      // And the letters are the palette's colour, not mush.
      const expected = thumbnailPalettes.find((entry) => entry.id === palette)!.text;
      const rgb = [1, 3, 5].map((at) => parseInt(expected.slice(at, at + 2), 16));
      expect(contrastRatio(measured.letter, rgb), palette).toBeLessThan(1.3);
    }
  });

  it('draws the same background from the same seed and another from another', async () => {
    const draw = (seed: number) => renderThumbnail({ text: 'Seeds', palette: 'neon-cyan', layout: 'center', seed }).then((r) => r.jpeg);
    const [first, again, other] = await Promise.all([draw(1), draw(1), draw(2)]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('varies layout and palette, or the one not given', () => {
    const both = variantLooks({}, 5);
    expect(new Set(both.map((look) => look.layout)).size).toBe(3);
    expect(new Set(both.map((look) => look.palette)).size).toBe(3);
    const layoutGiven = variantLooks({ layout: 'bottom' }, 5);
    expect(layoutGiven.map((look) => look.layout)).toEqual(['bottom', 'bottom', 'bottom']);
    expect(new Set(layoutGiven.map((look) => look.palette)).size).toBe(3);
    const paletteGiven = variantLooks({ palette: 'hot-red' }, 5);
    expect(paletteGiven.map((look) => look.palette)).toEqual(['hot-red', 'hot-red', 'hot-red']);
    expect(new Set(paletteGiven.map((look) => look.layout)).size).toBe(3);
  });
});

// ── The API ────────────────────────────────────────────────────────────────────────────────────

describe('/api/projects/{id}/thumbnails', () => {
  const storage = createLocalDiskStorage(join(mkdtempSync(join(tmpdir(), 'genesis-thumbnails-')), 'files'));
  const ctx = useTestApp({ storage }, { GENERATION_CONCURRENCY: '2' });
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const keyOf = (url: string) => url.replace(/^\/files\//, '');

  async function createProject(user: RegisteredUser, title = TITLE) {
    const response = await call('POST', '/projects', user.headers, { title });
    expect(response.statusCode).toBe(201);
    return projectSchema.parse(response.json());
  }

  async function makeThumbnails(user: RegisteredUser, projectId: string, payload: object = {}): Promise<ProjectThumbnail[]> {
    const response = await call('POST', `/projects/${projectId}/thumbnails`, user.headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return projectThumbnailsResponse.parse(response.json()).thumbnails;
  }

  const listThumbnails = async (user: RegisteredUser, projectId: string) => {
    const response = await call('GET', `/projects/${projectId}/thumbnails`, user.headers);
    expect(response.statusCode).toBe(200);
    return projectThumbnailsResponse.parse(response.json()).thumbnails;
  };

  /** A gallery image of the user's, stored as the image feature stores one; linked to the project when given. */
  async function galleryImage(user: RegisteredUser, projectId?: string) {
    const fileKey = `images/ab/${randomUUID()}.jpeg`;
    await storage.put(fileKey, await photo(), 'image/jpeg');
    const [row] = await ctx.database.db
      .insert(generatedImages)
      .values({
        userId: user.user.id,
        prompt: 'a sunny balcony garden',
        enhancedPrompt: 'a sunny balcony garden, photo',
        style: 'photorealistic',
        aspectRatio: '1:1',
        quality: 'standard',
        lighting: 'natural',
        composition: 'centered',
        colorPalette: 'vibrant',
        engine: 'offline',
        width: 768,
        height: 768,
        seed: 1,
        fileKey,
        thumbnailKey: fileKey,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (projectId) await ctx.database.db.insert(projectImages).values({ projectId, imageId: row!.id, addedAt: ctx.clock.now() });
    return row!;
  }

  /** The stored file of a thumbnail, as sharp reads it; undefined when it is gone. */
  async function storedJpeg(url: string) {
    const file = await storage.get(keyOf(url));
    if (!file) return undefined;
    const bytes = Buffer.concat(await file.body.toArray());
    const metadata = await sharp(bytes).metadata();
    return { size: bytes.length, format: metadata.format, width: metadata.width, height: metadata.height, contentType: file.contentType };
  }

  describe('POST', () => {
    it('makes three 1280×720 JPEGs under 2 MB with the project title over a drawn background, in three looks', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const thumbnails = await makeThumbnails(user, created.id);

      expect(thumbnails).toHaveLength(3);
      expect(thumbnails.map((thumbnail) => thumbnail.variant)).toEqual([0, 1, 2]);
      expect(new Set(thumbnails.map((thumbnail) => thumbnail.batchId)).size).toBe(1);
      expect(new Set(thumbnails.map((thumbnail) => thumbnail.layout)).size).toBe(3);
      expect(new Set(thumbnails.map((thumbnail) => thumbnail.palette)).size).toBe(3);
      for (const thumbnail of thumbnails) {
        expect(thumbnail).toMatchObject({ text: TITLE, imageId: null, width: 1280, height: 720, chosen: false });
        const stored = await storedJpeg(thumbnail.url);
        expect(stored).toEqual({ size: thumbnail.sizeBytes, format: 'jpeg', width: 1280, height: 720, contentType: 'image/jpeg' });
        expect(stored!.size).toBeLessThan(THUMBNAIL_MAX_BYTES);
        // Served at its address like every generated file.
        const served = await ctx.app.inject({ method: 'GET', url: thumbnail.url });
        expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
      }

      // The project shows them, and its card the newest.
      const project = projectSchema.parse((await call('GET', `/projects/${created.id}`, user.headers)).json());
      expect(project.thumbnails).toEqual(thumbnails);
      const list = projectListResponse.parse((await call('GET', '/projects', user.headers)).json());
      expect(list.projects[0]).toMatchObject({ id: created.id, thumbnailUrl: thumbnails[0]!.url });
    });

    it("sets the given text over the project's first image, varying the palette for a given layout and the layout for a given palette", async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const first = await galleryImage(user, created.id);
      ctx.clock.advance(1000);
      await galleryImage(user, created.id);

      const byLayout = await makeThumbnails(user, created.id, { text: 'Balcony tomatoes', layout: 'bottom' });
      expect(byLayout.map((thumbnail) => [thumbnail.text, thumbnail.imageId, thumbnail.layout])).toEqual(
        Array.from({ length: 3 }, () => ['Balcony tomatoes', first.id, 'bottom']),
      );
      expect(new Set(byLayout.map((thumbnail) => thumbnail.palette)).size).toBe(3);

      const byPalette = await makeThumbnails(user, created.id, { palette: 'hot-red' });
      expect(byPalette.map((thumbnail) => thumbnail.palette)).toEqual(['hot-red', 'hot-red', 'hot-red']);
      expect(byPalette.map((thumbnail) => thumbnail.layout).sort()).toEqual([...thumbnailLayoutIds].sort());

      const both = await makeThumbnails(user, created.id, { palette: 'neon-cyan', layout: 'left' });
      expect(both.map((thumbnail) => `${thumbnail.palette}/${thumbnail.layout}`)).toEqual(Array(3).fill('neon-cyan/left'));
      for (const thumbnail of both) expect(await storedJpeg(thumbnail.url)).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });

      // Newest batch first, each in variant order.
      const listed = await listThumbnails(user, created.id);
      expect(listed.map((thumbnail) => thumbnail.id)).toEqual([...both, ...byPalette, ...byLayout].map((thumbnail) => thumbnail.id));

      // null asks for a drawn background even when the project has images.
      const drawn = await makeThumbnails(user, created.id, { imageId: null });
      expect(drawn.map((thumbnail) => thumbnail.imageId)).toEqual([null, null, null]);
    });

    it("takes any of the user's own gallery images, and refuses another user's or an unknown one with 404", async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const own = await galleryImage(user);
      const made = await makeThumbnails(user, created.id, { imageId: own.id, palette: 'clean-white' });
      expect(made.map((thumbnail) => thumbnail.imageId)).toEqual([own.id, own.id, own.id]);

      const other = await registerUser(ctx.app);
      const theirs = await galleryImage(other);
      for (const imageId of [theirs.id, randomUUID()]) {
        const refused = await call('POST', `/projects/${created.id}/thumbnails`, user.headers, { imageId });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: 'Image not found', code: 'IMAGE_NOT_FOUND' });
      }
      expect(await listThumbnails(user, created.id)).toHaveLength(3);
    });

    it('answers 400 for a bad body or id, and 401 signed out', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const url = `/projects/${created.id}/thumbnails`;
      for (const payload of [
        { text: 'x'.repeat(81) },
        { text: '   ' },
        { palette: 'purple' },
        { layout: 'diagonal' },
        { imageId: 'not-a-uuid' },
        { owner: 'someone' },
      ]) {
        const refused = await call('POST', url, user.headers, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().code).toBe('VALIDATION_ERROR');
      }
      expect((await call('POST', url, user.headers, { text: '  ' })).json().message).toBe('Please enter the thumbnail text.');
      expect((await call('POST', '/projects/not-a-uuid/thumbnails', user.headers, {})).statusCode).toBe(400);
      expect((await call('GET', '/projects/not-a-uuid/thumbnails', user.headers)).statusCode).toBe(400);
      expect((await call('POST', `${url}/not-a-uuid/choose`, user.headers)).statusCode).toBe(400);
      expect((await call('DELETE', `${url}/not-a-uuid`, user.headers)).statusCode).toBe(400);

      const thumbnailId = randomUUID();
      for (const [method, path] of [
        ['POST', url],
        ['GET', url],
        ['POST', `${url}/${thumbnailId}/choose`],
        ['DELETE', `${url}/${thumbnailId}`],
      ] as const) {
        const signedOut = await call(method, path, {}, method === 'POST' && path === url ? {} : undefined);
        expect(signedOut.statusCode, `${method} ${path}`).toBe(401);
      }
      expect(await listThumbnails(user, created.id)).toEqual([]);
    });

    it('is refused after the trial without a plan (402), and when the instance is busy (503)', async () => {
      const later = await registerUser(ctx.app);
      const created = await createProject(later);
      // Every place of the instance's taken by other users' work.
      let release = () => {};
      const busy = new Promise<void>((resolve) => (release = resolve));
      const holding = ['someone', 'someone-else'].map((userId) => ctx.deps.heavyWork.run(userId, 'image', () => busy));
      const refused = await call('POST', `/projects/${created.id}/thumbnails`, later.headers, {});
      release();
      await Promise.all(holding);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('SERVER_BUSY');

      ctx.clock.advance(TRIAL_DURATION_MS + 1000);
      const expired = await call('POST', `/projects/${created.id}/thumbnails`, await freshHeaders(ctx.app, later), {});
      expect(expired.statusCode).toBe(402);
      expect(expired.json().code).toBe('PLAN_REQUIRED');
      expect(await ctx.database.db.$count(projectThumbnails, eq(projectThumbnails.projectId, created.id))).toBe(0);
    });

    it(`keeps ${THUMBNAILS_KEPT} per project: the chosen one and the newest, deleting the others with their files`, async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      // Four earlier batches (twelve thumbnails), the oldest one chosen; files stand in for pictures.
      const earlier: { id: string; fileKey: string; chosen: boolean; batch: number; variant: number }[] = [];
      for (let batch = 0; batch < 4; batch += 1) {
        const batchId = randomUUID();
        for (let variant = 0; variant < 3; variant += 1) {
          const fileKey = `thumbnails/zz/${randomUUID()}.jpeg`;
          await storage.put(fileKey, await photo(), 'image/jpeg');
          const [row] = await ctx.database.db
            .insert(projectThumbnails)
            .values({
              projectId: created.id,
              batchId,
              variant,
              text: `Batch ${batch}`,
              palette: 'bold-yellow',
              layout: 'left',
              fileKey,
              width: 1280,
              height: 720,
              sizeBytes: 1,
              chosen: batch === 0 && variant === 1,
              createdAt: new Date(ctx.clock.now().getTime() - (4 - batch) * 60_000),
            })
            .returning();
          earlier.push({ id: row!.id, fileKey, chosen: row!.chosen, batch, variant });
        }
      }

      const added = await makeThumbnails(user, created.id);
      const kept = await listThumbnails(user, created.id);
      expect(kept).toHaveLength(THUMBNAILS_KEPT);
      // The three oldest unchosen ones made way (in the order the project lists them, the last three);
      // the chosen one stayed though it is the oldest.
      const listed = earlier.toSorted((a, b) => b.batch - a.batch || a.variant - b.variant);
      const gone = listed.filter((row) => !row.chosen).slice(-3);
      const stays = earlier.filter((row) => !gone.includes(row));
      expect(kept.map((thumbnail) => thumbnail.id).sort()).toEqual([...added.map((row) => row.id), ...stays.map((row) => row.id)].sort());
      expect(kept.at(-1)).toMatchObject({ id: earlier[1]!.id, chosen: true });
      for (const row of gone) expect(await storage.get(row.fileKey)).toBeUndefined();
      for (const row of stays) expect(await storage.get(row.fileKey)).toBeDefined();
    });
  });

  describe('choose and delete', () => {
    it('marks exactly one thumbnail chosen, moves the choice, and shows it as the project picture', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const older = await makeThumbnails(user, created.id, { layout: 'center' });
      const newer = await makeThumbnails(user, created.id, { layout: 'left' });

      const choose = async (thumbnailId: string) => {
        const response = await call('POST', `/projects/${created.id}/thumbnails/${thumbnailId}/choose`, user.headers);
        expect(response.statusCode, response.body).toBe(200);
        return projectThumbnailsResponse.parse(response.json()).thumbnails;
      };
      const afterFirst = await choose(older[2]!.id);
      expect(afterFirst.map((thumbnail) => thumbnail.id)).toEqual([...newer, ...older].map((thumbnail) => thumbnail.id));
      expect(afterFirst.filter((thumbnail) => thumbnail.chosen).map((thumbnail) => thumbnail.id)).toEqual([older[2]!.id]);
      const list = projectListResponse.parse((await call('GET', '/projects', user.headers)).json());
      expect(list.projects.find((item) => item.id === created.id)?.thumbnailUrl).toBe(older[2]!.url);

      const afterSecond = await choose(newer[0]!.id);
      expect(afterSecond.filter((thumbnail) => thumbnail.chosen).map((thumbnail) => thumbnail.id)).toEqual([newer[0]!.id]);
      const rows = await ctx.database.db.select().from(projectThumbnails).where(eq(projectThumbnails.projectId, created.id));
      expect(rows.filter((row) => row.chosen).map((row) => row.id)).toEqual([newer[0]!.id]);
      // Choosing the chosen one again changes nothing.
      expect(await choose(newer[0]!.id)).toEqual(afterSecond);
    });

    it('deletes a thumbnail with its file, and a project with all its thumbnail files', async () => {
      const user = await registerUser(ctx.app);
      const created = await createProject(user);
      const [first, ...rest] = await makeThumbnails(user, created.id);

      expect((await call('DELETE', `/projects/${created.id}/thumbnails/${first!.id}`, user.headers)).statusCode).toBe(204);
      expect(await storedJpeg(first!.url)).toBeUndefined();
      expect((await ctx.app.inject({ method: 'GET', url: first!.url })).statusCode).toBe(404);
      expect((await listThumbnails(user, created.id)).map((thumbnail) => thumbnail.id)).toEqual(rest.map((thumbnail) => thumbnail.id));
      const again = await call('DELETE', `/projects/${created.id}/thumbnails/${first!.id}`, user.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Thumbnail not found', code: 'THUMBNAIL_NOT_FOUND' });

      for (const thumbnail of rest) expect(await storedJpeg(thumbnail.url)).toBeDefined();
      expect((await call('DELETE', `/projects/${created.id}`, user.headers)).statusCode).toBe(204);
      for (const thumbnail of rest) expect(await storedJpeg(thumbnail.url)).toBeUndefined();
      expect(await ctx.database.db.$count(projectThumbnails, eq(projectThumbnails.projectId, created.id))).toBe(0);
    });
  });

  describe("another user's and unknown ids", () => {
    it("answers 404 'Project not found' for another user's or an unknown project on every route, changing nothing", async () => {
      const owner = await registerUser(ctx.app);
      const created = await createProject(owner);
      const [thumbnail] = await makeThumbnails(owner, created.id);
      const intruder = await registerUser(ctx.app);

      for (const projectId of [created.id, randomUUID()]) {
        const url = `/projects/${projectId}/thumbnails`;
        for (const [method, path, payload] of [
          ['POST', url, {}],
          ['GET', url, undefined],
          ['POST', `${url}/${thumbnail!.id}/choose`, undefined],
          ['DELETE', `${url}/${thumbnail!.id}`, undefined],
        ] as const) {
          const refused = await call(method, path, intruder.headers, payload);
          expect(refused.statusCode, `${method} ${path}`).toBe(404);
          expect(refused.json()).toEqual({ message: 'Project not found', code: 'NOT_FOUND' });
        }
      }
      const kept = await listThumbnails(owner, created.id);
      expect(kept.map((row) => [row.id, row.chosen])).toContainEqual([thumbnail!.id, false]);
      expect(await storedJpeg(thumbnail!.url)).toBeDefined();
    });

    it("answers 404 THUMBNAIL_NOT_FOUND for a thumbnail of another project, the user's own or another user's", async () => {
      const owner = await registerUser(ctx.app);
      const mine = await createProject(owner, 'Mine');
      const [elsewhere] = await makeThumbnails(owner, (await createProject(owner, 'Elsewhere')).id);
      const other = await registerUser(ctx.app);
      const [theirs] = await makeThumbnails(other, (await createProject(other, 'Theirs')).id);

      for (const thumbnailId of [elsewhere!.id, theirs!.id, randomUUID()]) {
        for (const [method, path] of [
          ['POST', `/projects/${mine.id}/thumbnails/${thumbnailId}/choose`],
          ['DELETE', `/projects/${mine.id}/thumbnails/${thumbnailId}`],
        ] as const) {
          const refused = await call(method, path, owner.headers);
          expect(refused.statusCode).toBe(404);
          expect(refused.json()).toEqual({ message: 'Thumbnail not found', code: 'THUMBNAIL_NOT_FOUND' });
        }
      }
      expect(await storedJpeg(theirs!.url)).toBeDefined();
      expect(await storedJpeg(elsewhere!.url)).toBeDefined();
      const [theirRow] = await ctx.database.db.select().from(projectThumbnails).where(eq(projectThumbnails.id, theirs!.id));
      expect(theirRow?.chosen).toBe(false);
    });
  });
});
