/**
 * The access tokens publishing runs on: renewed before they end, by one instance at a time, and a
 * grant the platform refuses turns the channel to 'reconnect'. The platform is a fake here (its
 * answers are held and counted); the whole flow against the Google stand-in is channels.test.ts.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { publishingMessages } from '@shared/contracts/publishing';
import { createSettingsCipher } from '../../ai-engines';
import { channels } from '../../../db/schema';
import { PlatformError, type PlatformGrant, type PublishingPlatform } from '../../../providers/publishing/publishing-platform';
import { useTestApp, type TestContext } from '../../../test/build-test-app';
import { registerUser } from '../../../test/factories';
import type { GoogleClientService } from '../google-client/service';
import { createChannelRepository, createOAuthStateRepository } from './repository';
import { createChannelService, REFRESH_CLAIM_MS, TOKEN_RENEW_BEFORE_MS } from './service';

const MINUTE = 60_000;

/** A platform whose refresh answers what the test says, when the test says, counting the calls. */
function fakePlatform() {
  let answer: () => Promise<PlatformGrant> = async () => {
    throw new Error('no refresh expected');
  };
  const calls: string[] = [];
  const platform = {
    id: 'youtube',
    refresh: (refreshToken: string) => {
      calls.push(refreshToken);
      return answer();
    },
    revoke: async () => undefined,
  } as unknown as PublishingPlatform;
  return {
    platform,
    calls,
    answers(next: () => Promise<PlatformGrant>) {
      answer = next;
    },
  };
}

const googleClient = { current: async () => ({ clientId: 'client', clientSecret: 'secret' }) } as unknown as GoogleClientService;

function channelService(ctx: TestContext, platform: PublishingPlatform) {
  return createChannelService({
    channels: createChannelRepository(ctx.database.db),
    states: createOAuthStateRepository(ctx.database.db),
    googleClient,
    openPlatform: () => platform,
    cipher: ctx.deps.settingsCipher,
    clock: ctx.clock,
    log: pino({ level: 'silent' }),
  });
}

/** A user's channel holding `access-0` until `expiresInMs` from the test clock's now. */
async function connectedChannel(ctx: TestContext, expiresInMs: number, refreshToken = 'refresh-token-1') {
  const owner = await registerUser(ctx.app);
  const cipher = ctx.deps.settingsCipher;
  const row = await createChannelRepository(ctx.database.db).upsert(
    {
      userId: owner.user.id,
      platform: 'youtube',
      externalId: `UC-${owner.user.id}`,
      name: 'Studio Channel',
      pictureUrl: null,
      refreshTokenCiphertext: cipher.encrypt(refreshToken),
      accessTokenCiphertext: cipher.encrypt('access-0'),
      accessTokenExpiresAt: new Date(ctx.clock.now().getTime() + expiresInMs),
      scopes: ['https://www.googleapis.com/auth/youtube.upload'],
    },
    ctx.clock.now(),
  );
  return { owner, channelId: row.id };
}

const grant = (ctx: TestContext, accessToken: string, refreshToken: string | null = null): PlatformGrant => ({
  accessToken,
  refreshToken,
  expiresAt: new Date(ctx.clock.now().getTime() + 60 * MINUTE),
  scopes: ['https://www.googleapis.com/auth/youtube.upload'],
});

async function rowOf(ctx: TestContext, userId: string, channelId: string) {
  return (await createChannelRepository(ctx.database.db).find(userId, channelId))!;
}

describe('channel access tokens', () => {
  const ctx = useTestApp();

  it('hands out the token it holds while it lasts longer than 5 minutes, and renews it within them', async () => {
    const fake = fakePlatform();
    const service = channelService(ctx, fake.platform);
    const { owner, channelId } = await connectedChannel(ctx, TOKEN_RENEW_BEFORE_MS + MINUTE);
    expect(await service.accessToken(owner.user.id, channelId)).toBe('access-0');
    expect(fake.calls).toEqual([]);

    ctx.clock.advance(2 * MINUTE);
    fake.answers(async () => grant(ctx, 'access-1', 'refresh-token-2'));
    expect(await service.accessToken(owner.user.id, channelId)).toBe('access-1');
    expect(fake.calls).toEqual(['refresh-token-1']);

    const row = await rowOf(ctx, owner.user.id, channelId);
    expect(row.refreshingUntil).toBeNull();
    expect(row.accessTokenExpiresAt?.getTime()).toBe(ctx.clock.now().getTime() + 60 * MINUTE);
    // Sealed at rest, the new refresh token too.
    expect(JSON.stringify(row)).not.toMatch(/access-1|refresh-token-2/);
    expect(ctx.deps.settingsCipher.decrypt(row.accessTokenCiphertext!)).toBe('access-1');
    expect(ctx.deps.settingsCipher.decrypt(row.refreshTokenCiphertext!)).toBe('refresh-token-2');
    // Now fresh: no other call.
    expect(await service.accessToken(owner.user.id, channelId)).toBe('access-1');
    expect(fake.calls).toHaveLength(1);
  });

  it('renews once for many callers on two instances at once: the others wait for it and get the same token', async () => {
    const fake = fakePlatform();
    const [first, second] = [channelService(ctx, fake.platform), channelService(ctx, fake.platform)];
    const { owner, channelId } = await connectedChannel(ctx, MINUTE);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    fake.answers(async () => {
      await released;
      return grant(ctx, 'access-shared');
    });

    const callers = Array.from({ length: 6 }, (_, index) => (index % 2 ? first : second).accessToken(owner.user.id, channelId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls).toHaveLength(1);
    release();
    expect(await Promise.all(callers)).toEqual(Array(6).fill('access-shared'));
    expect(fake.calls).toHaveLength(1);
  });

  it('takes over a renewal whose instance died once its claim has run out', async () => {
    const fake = fakePlatform();
    const service = channelService(ctx, fake.platform);
    const { owner, channelId } = await connectedChannel(ctx, MINUTE);
    // Another instance claimed it and never came back.
    const now = ctx.clock.now();
    expect(
      await createChannelRepository(ctx.database.db).claimRefresh(channelId, now, new Date(now.getTime() + REFRESH_CLAIM_MS)),
    ).toBeDefined();
    fake.answers(async () => grant(ctx, 'access-after-takeover'));

    const waiting = service.accessToken(owner.user.id, channelId);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fake.calls).toEqual([]);
    ctx.clock.advance(REFRESH_CLAIM_MS + 1000);
    expect(await waiting).toBe('access-after-takeover');
  });

  it('marks the channel reconnect when the platform refuses the grant (invalid_grant), and asks no more', async () => {
    const fake = fakePlatform();
    const service = channelService(ctx, fake.platform);
    const { owner, channelId } = await connectedChannel(ctx, MINUTE);
    fake.answers(async () => {
      throw new PlatformError('Token has been expired or revoked.', 'invalid_grant', 400, false);
    });

    await expect(service.accessToken(owner.user.id, channelId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'CHANNEL_RECONNECT',
      message: publishingMessages.reconnect,
    });
    expect(await rowOf(ctx, owner.user.id, channelId)).toMatchObject({
      status: 'reconnect',
      refreshTokenCiphertext: null,
      accessTokenCiphertext: null,
      refreshingUntil: null,
    });
    await expect(service.accessToken(owner.user.id, channelId)).rejects.toMatchObject({ code: 'CHANNEL_RECONNECT' });
    expect(fake.calls).toHaveLength(1);
    const list = await service.list(owner.user.id);
    expect(list.channels).toEqual([expect.objectContaining({ id: channelId, status: 'reconnect' })]);
  });

  it('answers 502 for any other failure, leaving the channel connected and the renewal free for the next try', async () => {
    const fake = fakePlatform();
    const service = channelService(ctx, fake.platform);
    const { owner, channelId } = await connectedChannel(ctx, MINUTE);
    fake.answers(async () => {
      throw new PlatformError('Backend Error', 'backendError', 503, true);
    });
    await expect(service.accessToken(owner.user.id, channelId)).rejects.toMatchObject({ statusCode: 502, code: 'CHANNEL_TOKEN_FAILED' });
    expect(await rowOf(ctx, owner.user.id, channelId)).toMatchObject({ status: 'connected', refreshingUntil: null });

    fake.answers(async () => grant(ctx, 'access-second-try'));
    expect(await service.accessToken(owner.user.id, channelId)).toBe('access-second-try');
  });

  it('never logs a token an unexpected failure quotes', async () => {
    const fake = fakePlatform();
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const service = createChannelService({
      channels: createChannelRepository(ctx.database.db),
      states: createOAuthStateRepository(ctx.database.db),
      googleClient,
      openPlatform: () => fake.platform,
      cipher: ctx.deps.settingsCipher,
      clock: ctx.clock,
      log,
    });
    const { owner, channelId } = await connectedChannel(ctx, MINUTE, '1//0g-refresh-secret');
    fake.answers(async () => {
      throw new TypeError(
        'request to https://oauth2.googleapis.com/token?refresh_token=1//0g-refresh-secret failed (Bearer ya29.a0-access-secret)',
      );
    });
    await expect(service.accessToken(owner.user.id, channelId)).rejects.toMatchObject({ code: 'CHANNEL_TOKEN_FAILED' });
    const text = lines.join('');
    expect(text).toContain('renewing a channel’s access token failed');
    expect(text).toContain('refresh_token=[redacted]');
    expect(text).not.toMatch(/refresh-secret|access-secret/);
  });

  it("refuses another user's channel as unknown", async () => {
    const fake = fakePlatform();
    const service = channelService(ctx, fake.platform);
    const { channelId } = await connectedChannel(ctx, 60 * MINUTE);
    const stranger = await registerUser(ctx.app);
    await expect(service.accessToken(stranger.user.id, channelId)).rejects.toMatchObject({ statusCode: 404, code: 'CHANNEL_NOT_FOUND' });
  });

  it('asks for reconnecting a channel whose refresh token another key sealed (AUTH_SECRET or SETTINGS_KEY changed)', async () => {
    const fake = fakePlatform();
    const service = channelService(ctx, fake.platform);
    const { owner, channelId } = await connectedChannel(ctx, MINUTE);
    const elsewhere = createSettingsCipher(Buffer.alloc(32, 7));
    await ctx.database.db
      .update(channels)
      .set({ refreshTokenCiphertext: elsewhere.encrypt('refresh-token-1') })
      .where(eq(channels.id, channelId));
    await expect(service.accessToken(owner.user.id, channelId)).rejects.toMatchObject({ code: 'CHANNEL_RECONNECT' });
    expect(fake.calls).toEqual([]);
    expect((await rowOf(ctx, owner.user.id, channelId)).status).toBe('reconnect');
  });
});
