import { describe, expect, it } from 'vitest';
import { curatedPrompts } from '@shared/catalog/images';
import { userPreferences } from '@shared/contracts/images';
import { userPreferences as userPreferencesTable } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';

describe('GET / PUT /api/user/preferences', () => {
  const ctx = useTestApp();
  const read = async (headers: Record<string, string>) =>
    userPreferences.parse((await ctx.app.inject({ method: 'GET', url: '/api/user/preferences', headers })).json());
  const put = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/user/preferences', headers, payload });

  it('starts from the catalogue defaults', async () => {
    const user = await registerUser(ctx.app);
    expect(await read(user.headers)).toEqual({
      favoriteStyles: [],
      promptHistory: [],
      styleUsageCount: {},
      defaultAspectRatio: '1:1',
      defaultQuality: 'standard',
      defaultLighting: 'natural',
      defaultComposition: 'standard',
      defaultColorPalette: 'natural',
    });
  });

  it('keeps at most 5 favourite styles and 20 prompts, newest first, without duplicates', async () => {
    const user = await registerUser(ctx.app);
    const prompts = Array.from({ length: 25 }, (_, index) => `prompt ${index}`);
    const response = await put(user.headers, {
      favoriteStyles: ['anime', 'sketch', 'anime', 'cartoon', 'watercolor', 'oil-painting', '3d-render', 'digital-art'],
      promptHistory: ['Prompt 0', ...prompts],
      defaultQuality: 'hd',
    });
    expect(response.statusCode).toBe(200);
    const stored = await read(user.headers);
    expect(stored.favoriteStyles).toEqual(['anime', 'sketch', 'cartoon', 'watercolor', 'oil-painting']);
    expect(stored.promptHistory).toEqual(['Prompt 0', ...prompts.slice(1, 20)]);
    expect(stored.defaultQuality).toBe('hd');
    // A partial update leaves the rest alone.
    await put(user.headers, { defaultLighting: 'neon' });
    expect(await read(user.headers)).toMatchObject({
      defaultLighting: 'neon',
      defaultQuality: 'hd',
      favoriteStyles: stored.favoriteStyles,
    });
  });

  it('takes the labels users see as well as the ids', async () => {
    const user = await registerUser(ctx.app);
    const response = await put(user.headers, {
      favoriteStyles: ['Watercolor', 'watercolor', 'Hyper Realistic 3D Disney'],
      defaultLighting: 'Golden Hour',
      defaultQuality: 'HD',
    });
    expect(response.statusCode).toBe(200);
    expect(await read(user.headers)).toMatchObject({
      favoriteStyles: ['watercolor', 'disney-3d'],
      defaultLighting: 'golden-hour',
      defaultQuality: 'hd',
    });
    const refused = await put(user.headers, { defaultLighting: 'Strobe' });
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^defaultLighting must be one of: Natural, Golden Hour, /),
      fields: ['defaultLighting'],
    });
  });

  it.each([
    [{ favoriteStyles: ['pixel-art'] }],
    [{ defaultAspectRatio: '2:1' }],
    [{ styleUsageCount: { anime: -1 } }],
    [{ subscriptionStatus: 'active' }],
  ])('refuses %j with 400', async (payload) => {
    const user = await registerUser(ctx.app);
    expect((await put(user.headers, payload)).statusCode).toBe(400);
  });

  it('drops stored values the catalogue no longer has instead of failing', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db.insert(userPreferencesTable).values({
      userId: user.user.id,
      favoriteStyles: ['retired-style', 'anime'],
      styleUsageCount: { 'retired-style': 3, anime: 1 },
      defaultLighting: 'strobe',
    });
    expect(await read(user.headers)).toMatchObject({
      favoriteStyles: ['anime'],
      styleUsageCount: { anime: 1 },
      defaultLighting: 'natural',
    });
  });

  it("keeps each user's memory to themselves, and needs a sign-in", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    await put(owner.headers, { promptHistory: ['my secret prompt'] });
    expect((await read(other.headers)).promptHistory).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/preferences' })).statusCode).toBe(401);
    expect((await put({}, { promptHistory: [] })).statusCode).toBe(401);
  });
});

describe('GET /api/prompts/suggestions', () => {
  const ctx = useTestApp();
  const suggest = async (headers: Record<string, string>, partial: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/prompts/suggestions?partial=${encodeURIComponent(partial)}`, headers })).json<
      string[]
    >();

  it("suggests from the user's own history first, then the curated list, only past 2 characters", async () => {
    const user = await registerUser(ctx.app);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: user.headers,
      payload: { promptHistory: ['A coffee cup on a windowsill in the rain'] },
    });
    expect(await suggest(user.headers, 'co')).toEqual([]);
    const suggestions = await suggest(user.headers, 'coffee');
    expect(suggestions[0]).toBe('A coffee cup on a windowsill in the rain');
    expect(suggestions).toContain(curatedPrompts.find((prompt) => prompt.includes('coffee shop')));
    expect(await suggest(user.headers, 'zzzzqqq')).toEqual([]);
  });
});
