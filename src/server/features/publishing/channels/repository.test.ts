import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/factories';
import { createChannelRepository, createOAuthStateRepository, type ConnectedChannel } from './repository';

const MINUTE = 60_000;

function grantOf(userId: string, overrides: Partial<ConnectedChannel> = {}): ConnectedChannel {
  return {
    userId,
    platform: 'youtube',
    externalId: 'UC-studio-channel',
    name: 'Studio Channel',
    pictureUrl: 'https://yt3.example/picture.jpg',
    refreshTokenCiphertext: 'sealed-refresh-1',
    accessTokenCiphertext: 'sealed-access-1',
    accessTokenExpiresAt: new Date('2026-03-01T13:00:00Z'),
    scopes: ['https://www.googleapis.com/auth/youtube.upload'],
    ...overrides,
  };
}

describe('the channel repository', () => {
  const ctx = useTestApp();

  it("scopes every read and delete to the channel's owner", async () => {
    const repository = createChannelRepository(ctx.database.db);
    const [owner, stranger] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await repository.upsert(grantOf(owner.user.id), new Date());

    expect(await repository.find(stranger.user.id, channel.id)).toBeUndefined();
    expect(await repository.list(stranger.user.id)).toEqual([]);
    expect(await repository.remove(stranger.user.id, channel.id)).toBe(false);
    expect((await repository.find(owner.user.id, channel.id))?.name).toBe('Studio Channel');
    expect(await repository.remove(owner.user.id, channel.id)).toBe(true);
    expect(await repository.list(owner.user.id)).toEqual([]);
  });

  it('connects a channel again in place: new tokens and name, its refresh token kept when the grant has none, status connected', async () => {
    const repository = createChannelRepository(ctx.database.db);
    const owner = await registerUser(ctx.app);
    const first = await repository.upsert(grantOf(owner.user.id), new Date('2026-03-01T12:00:00Z'));
    await repository.needsReconnect(first.id, new Date('2026-03-02T12:00:00Z'));
    expect(await repository.find(owner.user.id, first.id)).toMatchObject({
      status: 'reconnect',
      refreshTokenCiphertext: null,
      accessTokenCiphertext: null,
    });

    const again = await repository.upsert(
      grantOf(owner.user.id, { name: 'Renamed', refreshTokenCiphertext: 'sealed-refresh-2', accessTokenCiphertext: 'sealed-access-2' }),
      new Date('2026-03-03T12:00:00Z'),
    );
    expect(again).toMatchObject({ id: first.id, name: 'Renamed', status: 'connected', refreshTokenCiphertext: 'sealed-refresh-2' });
    expect(again.connectedAt.toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(again.createdAt.toISOString()).toBe('2026-03-01T12:00:00.000Z');

    const withoutRefresh = await repository.upsert(
      grantOf(owner.user.id, { refreshTokenCiphertext: null, accessTokenCiphertext: 'sealed-access-3' }),
      new Date('2026-03-04T12:00:00Z'),
    );
    expect(withoutRefresh).toMatchObject({ refreshTokenCiphertext: 'sealed-refresh-2', accessTokenCiphertext: 'sealed-access-3' });
    expect(await repository.list(owner.user.id)).toHaveLength(1);

    // Another user connecting the same channel has a row of their own.
    const other = await registerUser(ctx.app);
    const theirs = await repository.upsert(grantOf(other.user.id), new Date());
    expect(theirs.id).not.toBe(first.id);
  });

  it('lets one claim at a time renew a channel, even when many ask at once; a claim left past its time is taken over', async () => {
    const repository = createChannelRepository(ctx.database.db);
    const owner = await registerUser(ctx.app);
    const channel = await repository.upsert(grantOf(owner.user.id), new Date());
    const now = new Date('2026-03-01T12:00:00Z');
    const until = new Date(now.getTime() + 30_000);

    const claims = await Promise.all(Array.from({ length: 8 }, () => repository.claimRefresh(channel.id, now, until)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await repository.claimRefresh(channel.id, new Date(now.getTime() + 29_000), until)).toBeUndefined();
    // Its instance died: once the claim's time has passed, another instance takes it.
    expect(await repository.claimRefresh(channel.id, new Date(now.getTime() + 31_000), new Date(now.getTime() + 61_000))).toBeDefined();

    await repository.refreshed(
      channel.id,
      {
        accessTokenCiphertext: 'renewed',
        accessTokenExpiresAt: new Date(now.getTime() + 60 * MINUTE),
        refreshTokenCiphertext: null,
        scopes: [],
      },
      now,
    );
    const renewed = await repository.find(owner.user.id, channel.id);
    expect(renewed).toMatchObject({ accessTokenCiphertext: 'renewed', refreshTokenCiphertext: 'sealed-refresh-1', refreshingUntil: null });
    expect(renewed?.scopes).toEqual(['https://www.googleapis.com/auth/youtube.upload']);
    expect(await repository.claimRefresh(channel.id, now, until)).toBeDefined();

    // A channel waiting to be reconnected is never claimed.
    await repository.needsReconnect(channel.id, now);
    expect(await repository.claimRefresh(channel.id, new Date(now.getTime() + 120_000), until)).toBeUndefined();
  });
});

describe('the OAuth state repository', () => {
  const ctx = useTestApp();

  const stateOf = (userId: string, stateHash: string, createdAt: Date) => ({
    stateHash,
    userId,
    platform: 'youtube' as const,
    codeVerifier: `verifier-${stateHash}`,
    redirectUri: 'http://localhost:3000/api/channels/youtube/callback',
    browserHash: 'browser',
    expiresAt: new Date(createdAt.getTime() + 10 * MINUTE),
    createdAt,
  });

  it('gives a state once, even to requests at once', async () => {
    const states = createOAuthStateRepository(ctx.database.db);
    const owner = await registerUser(ctx.app);
    await states.add(stateOf(owner.user.id, 'once', new Date()), 5);
    const taken = await Promise.all([states.take('once'), states.take('once'), states.take('once')]);
    expect(taken.filter(Boolean)).toEqual([expect.objectContaining({ userId: owner.user.id, codeVerifier: 'verifier-once' })]);
    expect(await states.take('once')).toBeUndefined();
  });

  it("keeps a user's newest states only, and drops expired ones as new ones come", async () => {
    const states = createOAuthStateRepository(ctx.database.db);
    const [owner, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const start = new Date('2026-03-01T12:00:00Z');
    await states.add(stateOf(other.user.id, 'other-old', start), 3);
    for (let index = 0; index < 5; index += 1) {
      await states.add(stateOf(owner.user.id, `mine-${index}`, new Date(start.getTime() + index * 1000)), 3);
    }
    expect(await states.take('mine-0')).toBeUndefined();
    expect(await states.take('mine-1')).toBeUndefined();
    expect(await states.take('mine-4')).toBeDefined();
    expect(await states.take('other-old')).toBeDefined();

    await states.add(stateOf(other.user.id, 'other-expiring', start), 3);
    await states.add(stateOf(owner.user.id, 'much-later', new Date(start.getTime() + 11 * MINUTE)), 3);
    expect(await states.take('other-expiring')).toBeUndefined();
    expect(await states.take('much-later')).toBeDefined();
  });
});
