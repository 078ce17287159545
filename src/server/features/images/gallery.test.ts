import { describe, expect, it } from 'vitest';
import { galleryResponse } from '@shared/contracts/images';
import { useTestApp } from '../../test/build-test-app';
import { galleryRow, registerUser, type RegisteredUser } from '../../test/factories';
import { createImageRepository } from './repository';

describe('GET /api/images/gallery and DELETE /api/images/:id', () => {
  const ctx = useTestApp();
  const get = (headers: Record<string, string>, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/images/gallery${query}`, headers });

  /** Gallery rows as a generation stores them, one minute apart, oldest first. */
  async function seed(user: RegisteredUser, items: Array<{ prompt: string; style: string }>) {
    const start = ctx.clock.now().getTime();
    return createImageRepository(ctx.database.db).insert(
      items.map((item, index) => galleryRow(user.user.id, { ...item, seed: index, createdAt: new Date(start + index * 60_000) })),
    );
  }

  it('pages newest first with the spec pagination, and an empty page past the end', async () => {
    const user = await registerUser(ctx.app);
    await seed(user, [
      { prompt: 'first', style: 'anime' },
      { prompt: 'second', style: 'anime' },
      { prompt: 'third', style: 'sketch' },
    ]);
    const first = galleryResponse.parse((await get(user.headers, '?page=1&limit=2')).json());
    expect(first.images.map((image) => image.prompt)).toEqual(['third', 'second']);
    expect(first.pagination).toEqual({ page: 1, total: 3, totalPages: 2 });
    expect(first.images[0]).toMatchObject({ style: 'sketch', quality: 'standard', aspectRatio: '1:1', engine: 'offline-preview' });
    expect(first.images[0]?.imageUrl).toMatch(/^\/files\/images\/00\/.+\.jpeg$/);
    const second = galleryResponse.parse((await get(user.headers, '?page=2&limit=2')).json());
    expect(second.images.map((image) => image.prompt)).toEqual(['first']);
    const beyond = galleryResponse.parse((await get(user.headers, '?page=9&limit=2')).json());
    expect(beyond).toEqual({
      images: [],
      pagination: { page: 9, total: 3, totalPages: 2 },
      library: { total: 3, latestAt: first.images[0]!.createdAt },
    });
    // Default page size is 20.
    expect(galleryResponse.parse((await get(user.headers, '')).json()).images).toHaveLength(3);
  });

  it('searches prompt and style, case-insensitively, with % and _ taken literally', async () => {
    const user = await registerUser(ctx.app);
    await seed(user, [
      { prompt: 'A Golden Retriever puppy', style: 'photorealistic' },
      { prompt: 'Mountain lake at sunrise', style: 'oil-painting' },
      { prompt: 'Sale: 50% off headphones', style: 'digital-art' },
      { prompt: 'golden hour city', style: 'anime' },
    ]);
    const search = async (text: string) => galleryResponse.parse((await get(user.headers, `?search=${encodeURIComponent(text)}`)).json());
    expect((await search('GOLDEN')).images.map((image) => image.prompt)).toEqual(['golden hour city', 'A Golden Retriever puppy']);
    expect((await search('GOLDEN')).pagination.total).toBe(2);
    expect((await search('oil painting')).images.map((image) => image.prompt)).toEqual(['Mountain lake at sunrise']);
    expect((await search('anime')).images.map((image) => image.style)).toEqual(['anime']);
    expect((await search('50%')).images.map((image) => image.prompt)).toEqual(['Sale: 50% off headphones']);
    expect((await search('%')).images).toHaveLength(1);
    expect((await search('nothing like this')).pagination).toEqual({ page: 1, total: 0, totalPages: 0 });
  });

  it('reports the library totals whatever the search, and the search its own count', async () => {
    const user = await registerUser(ctx.app);
    const seeded = await seed(user, [
      { prompt: 'red fox at dawn', style: 'anime' },
      { prompt: 'lighthouse in a storm', style: 'sketch' },
      { prompt: 'fox cub in the snow', style: 'watercolor' },
      { prompt: 'city at night', style: 'digital-art' },
    ]);
    const newest = seeded[3]!.createdAt.toISOString();
    const response = await get(user.headers, '?search=fox');
    expect(response.statusCode).toBe(200);
    const body = galleryResponse.parse(response.json());
    expect(body.images.map((image) => image.prompt)).toEqual(['fox cub in the snow', 'red fox at dawn']);
    expect(body.pagination).toEqual({ page: 1, total: 2, totalPages: 1 });
    expect(body.library).toEqual({ total: 4, latestAt: newest });

    const none = galleryResponse.parse((await get(user.headers, '?search=submarine')).json());
    expect(none.pagination.total).toBe(0);
    expect(none.library).toEqual({ total: 4, latestAt: newest });

    const empty = await registerUser(ctx.app);
    expect(galleryResponse.parse((await get(empty.headers, '')).json()).library).toEqual({ total: 0, latestAt: null });
  });

  it.each(['?limit=101', '?limit=0', '?page=0', '?page=abc'])('refuses %s with 400', async (query) => {
    const user = await registerUser(ctx.app);
    expect((await get(user.headers, query)).statusCode).toBe(400);
  });

  it("never shows or deletes another user's images", async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const [image] = await seed(owner, [{ prompt: 'private sketch', style: 'sketch' }]);
    const theirs = galleryResponse.parse((await get(stranger.headers, '?search=private')).json());
    expect(theirs.pagination.total).toBe(0);

    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/images/${image!.id}`, headers: stranger.headers });
    expect(refused.statusCode).toBe(404);
    expect(galleryResponse.parse((await get(owner.headers, '')).json()).pagination.total).toBe(1);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/images/${image!.id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect(galleryResponse.parse((await get(owner.headers, '')).json()).pagination.total).toBe(0);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/images/${image!.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
  });

  it('answers 401 signed out and 400 for an id that is not a UUID', async () => {
    const user = await registerUser(ctx.app);
    expect((await get({}, '')).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'DELETE', url: '/api/images/not-an-id', headers: user.headers });
    expect(bad.statusCode).toBe(400);
  });
});
