import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import {
  publishingMessages,
  type Channel,
  type ChannelConnectProblem,
  type ChannelsResponse,
  youtubeRedirectUri,
} from '@shared/contracts/publishing';
import type { Clock } from '../../../app/deps';
import type { ChannelRow } from '../../../db/schema';
import { HttpError, notFound } from '../../../http/http-error';
import { isRandomKey, randomKey, sha256 } from '../../../lib/random-keys';
import { PlatformError, type PlatformGrant, type PublishingPlatform } from '../../../providers/publishing/publishing-platform';
import type { SettingsCipher } from '../../ai-engines';
import type { GoogleClientService } from '../google-client/service';
import type { OpenPlatform } from '../platform';
import type { ChannelRepository, OAuthStateRepository } from './repository';

/** A consent screen must come back within this. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** Consent screens a user may have open at once (older ones stop working). */
const OAUTH_STATES_PER_USER = 5;
/** An access token that ends sooner than this is renewed before it is handed out. */
export const TOKEN_RENEW_BEFORE_MS = 5 * 60_000;
/** How long an instance's claim on renewing a channel's token holds; a claim older than this (its instance died) is taken over. */
export const REFRESH_CLAIM_MS = 30_000;
/** How often a caller waiting for another instance's renewal looks again. */
const REFRESH_POLL_MS = 100;

/** Why the callback did not connect anything; carried to the studio's address, never a token. */
type CallbackOutcome = { ok: true; channels: number } | { ok: false; reason: ChannelConnectProblem };

export const channelNotFound = () => notFound(publishingMessages.channelNotFound, 'CHANNEL_NOT_FOUND');
export const youtubeNotConfigured = () => new HttpError(503, 'YOUTUBE_NOT_CONFIGURED', publishingMessages.notConfigured);
export const channelNeedsReconnect = () => new HttpError(409, 'CHANNEL_RECONNECT', publishingMessages.reconnect);
const tokenFailed = () => new HttpError(502, 'CHANNEL_TOKEN_FAILED', publishingMessages.tokenFailed);

/**
 * The channels a creator connects (YouTube first): the OAuth flow (authorization code with PKCE, the
 * state single use, bound to the user and to the browser that asked), the list, disconnecting (the
 * grant revoked), and the access tokens publishing runs on, renewed before they end. Tokens are sealed
 * at rest with the settings cipher and never leave the server, nor reach the log.
 */
export function createChannelService(deps: {
  channels: ChannelRepository;
  states: OAuthStateRepository;
  googleClient: GoogleClientService;
  openPlatform: OpenPlatform;
  cipher: SettingsCipher;
  clock: Clock;
  log: Logger;
}) {
  const { channels, states, googleClient, cipher, clock, log } = deps;
  /** Renewals this instance runs, by channel: callers at once share one. */
  const renewing = new Map<string, Promise<string>>();

  async function platform(): Promise<PublishingPlatform | undefined> {
    const client = await googleClient.current();
    return client ? deps.openPlatform(client) : undefined;
  }

  const view = (row: ChannelRow): Channel => ({
    id: row.id,
    platform: row.platform,
    name: row.name,
    pictureUrl: row.pictureUrl,
    status: row.status,
    connectedAt: row.connectedAt.toISOString(),
  });

  /** A sealed token opened; one an older settings key sealed is sealed again with the current one. Undefined: unreadable. */
  async function openRefreshToken(row: ChannelRow): Promise<string | undefined> {
    if (!row.refreshTokenCiphertext) return undefined;
    try {
      const { plain, resealed } = cipher.open(row.refreshTokenCiphertext);
      if (resealed) {
        await channels.resealRefreshToken(row.id, row.refreshTokenCiphertext, resealed).catch((err: unknown) => {
          log.warn({ err, channelId: row.id }, "a channel's refresh token could not be encrypted again; the older key still reads it");
        });
      }
      return plain;
    } catch {
      log.error(
        { channelId: row.id },
        "a channel's refresh token cannot be read (AUTH_SECRET or SETTINGS_KEY changed): it must be reconnected",
      );
      return undefined;
    }
  }

  /** The access token while it lasts longer than the renewal margin; undefined: renew it. */
  function usableAccessToken(row: ChannelRow): string | undefined {
    if (!row.accessTokenCiphertext || !row.accessTokenExpiresAt) return undefined;
    if (row.accessTokenExpiresAt.getTime() - clock.now().getTime() <= TOKEN_RENEW_BEFORE_MS) return undefined;
    try {
      return cipher.decrypt(row.accessTokenCiphertext);
    } catch {
      return undefined;
    }
  }

  /** Renews the token of a channel this instance has claimed; the claim is released whatever happens. */
  async function renewClaimed(row: ChannelRow): Promise<string> {
    const fresh = usableAccessToken(row);
    if (fresh) {
      // Another instance renewed it between our read and our claim.
      await channels.releaseClaim(row.id);
      return fresh;
    }
    const refreshToken = await openRefreshToken(row);
    if (!refreshToken) {
      await channels.needsReconnect(row.id, clock.now());
      throw channelNeedsReconnect();
    }
    const youtube = await platform();
    if (!youtube) {
      await channels.releaseClaim(row.id);
      throw youtubeNotConfigured();
    }
    let grant: PlatformGrant;
    try {
      grant = await youtube.refresh(refreshToken);
    } catch (error) {
      if (error instanceof PlatformError && error.reason === 'invalid_grant') {
        await channels.needsReconnect(row.id, clock.now());
        log.info(
          { channelId: row.id, userId: row.userId },
          'YouTube refused a channel’s grant (revoked or expired): it needs reconnecting',
        );
        throw channelNeedsReconnect();
      }
      await channels.releaseClaim(row.id);
      log.warn({ err: platformErrorLog(error), channelId: row.id }, 'renewing a channel’s access token failed');
      throw tokenFailed();
    }
    await channels.refreshed(
      row.id,
      {
        accessTokenCiphertext: cipher.encrypt(grant.accessToken),
        accessTokenExpiresAt: grant.expiresAt,
        refreshTokenCiphertext: grant.refreshToken ? cipher.encrypt(grant.refreshToken) : null,
        scopes: grant.scopes,
      },
      clock.now(),
    );
    return grant.accessToken;
  }

  /** Reads the channel until its token is usable, renewing it when no other instance is (waiting for the one that is). */
  async function currentAccessToken(userId: string, channelId: string): Promise<string> {
    const deadline = Date.now() + REFRESH_CLAIM_MS + 5_000;
    for (;;) {
      const row = await channels.find(userId, channelId);
      if (!row) throw channelNotFound();
      if (row.status === 'reconnect') throw channelNeedsReconnect();
      const fresh = usableAccessToken(row);
      if (fresh) return fresh;
      const now = clock.now();
      const claimed = await channels.claimRefresh(row.id, now, new Date(now.getTime() + REFRESH_CLAIM_MS));
      if (claimed) return renewClaimed(claimed);
      if (Date.now() > deadline) throw tokenFailed();
      await delay(REFRESH_POLL_MS);
    }
  }

  return {
    /** The YouTube platform for the Google client in use (publishing's uploads go through it); 503 when none is set up. */
    async youtube(): Promise<PublishingPlatform> {
      const youtube = await platform();
      if (!youtube) throw youtubeNotConfigured();
      return youtube;
    },

    async list(userId: string): Promise<ChannelsResponse> {
      const [rows, client] = await Promise.all([channels.list(userId), googleClient.current()]);
      return { channels: rows.map(view), youtubeConfigured: client !== undefined };
    },

    /**
     * Opens a consent screen for the user: the state (32 random bytes) and the PKCE verifier stay on
     * the server, bound to the user and to this browser's key (`browserKey`, kept in a cookie: a new
     * one when the browser has none), for 10 minutes and one use.
     */
    async connect(userId: string, request: { origin: string; browserKey: string | null }): Promise<{ url: string; browserKey: string }> {
      const youtube = await platform();
      if (!youtube) throw youtubeNotConfigured();
      const browserKey = isRandomKey(request.browserKey) ? request.browserKey : randomKey();
      const state = randomKey();
      const codeVerifier = randomKey();
      const redirectUri = youtubeRedirectUri(request.origin);
      const now = clock.now();
      await states.add(
        {
          stateHash: sha256(state),
          userId,
          platform: 'youtube',
          codeVerifier,
          redirectUri,
          browserHash: sha256(browserKey),
          expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
          createdAt: now,
        },
        OAUTH_STATES_PER_USER,
      );
      const codeChallenge = sha256(codeVerifier);
      return { url: youtube.consentUrl({ state, codeChallenge, redirectUri }), browserKey };
    },

    /**
     * Where Google sends the browser back: the state is taken (used up whatever happens), checked
     * against this browser and its age, the code exchanged, and every channel of the grant kept with
     * its tokens sealed. Never throws: the outcome is for the studio's address.
     */
    async callback(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      browserKey: string | null,
    ): Promise<CallbackOutcome> {
      try {
        const stored = query.state ? await states.take(sha256(query.state)) : undefined;
        if (query.error) return { ok: false, reason: query.error === 'access_denied' ? 'access_denied' : 'provider_error' };
        if (!stored || !browserKey || sha256(browserKey) !== stored.browserHash || !query.code) {
          return { ok: false, reason: 'invalid_state' };
        }
        if (stored.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: 'expired_state' };
        const youtube = await platform();
        if (!youtube) return { ok: false, reason: 'not_configured' };
        const grant = await youtube.exchangeCode({ code: query.code, codeVerifier: stored.codeVerifier, redirectUri: stored.redirectUri });
        if (!youtube.requiredScopes.every((scope) => grant.scopes.includes(scope))) {
          // A grant that cannot publish is of no use: it is given back.
          await giveBack(youtube, grant);
          return { ok: false, reason: 'missing_scope' };
        }
        const found = await youtube.channels(grant.accessToken);
        if (found.length === 0) {
          // Nothing to keep the grant for: it is given back.
          await giveBack(youtube, grant);
          return { ok: false, reason: 'no_channel' };
        }
        const now = clock.now();
        const sealedRefresh = grant.refreshToken ? cipher.encrypt(grant.refreshToken) : null;
        for (const one of found) {
          await channels.upsert(
            {
              userId: stored.userId,
              platform: stored.platform,
              externalId: one.externalId,
              name: one.name,
              pictureUrl: one.pictureUrl,
              refreshTokenCiphertext: sealedRefresh,
              accessTokenCiphertext: cipher.encrypt(grant.accessToken),
              accessTokenExpiresAt: grant.expiresAt,
              scopes: grant.scopes,
            },
            now,
          );
        }
        log.info({ userId: stored.userId, platform: stored.platform, channels: found.length }, 'a channel was connected');
        return { ok: true, channels: found.length };
      } catch (error) {
        log.warn({ err: platformErrorLog(error) }, 'connecting a channel failed');
        return { ok: false, reason: 'provider_error' };
      }
    },

    /**
     * Disconnects a channel: its grant is revoked at the platform (a failed revoke is logged and the
     * channel is deleted all the same; a grant another channel of the user still holds is kept), then
     * the channel and its tokens are deleted.
     */
    async disconnect(userId: string, channelId: string): Promise<void> {
      const row = await channels.find(userId, channelId);
      if (!row) throw channelNotFound();
      await revokeGrantOf(row);
      if (!(await channels.remove(userId, channelId))) throw channelNotFound();
      log.info({ userId, channelId, platform: row.platform }, 'a channel was disconnected');
    },

    /** Disconnects every channel of the user (their account is being deleted): each grant revoked, as far as the platform answers. */
    async disconnectAll(userId: string): Promise<void> {
      for (const row of await channels.list(userId)) {
        await revokeGrantOf(row);
        await channels.remove(userId, row.id);
      }
    },

    /**
     * A usable access token of the user's channel, renewed when it ends within 5 minutes: by one
     * instance at a time (a claim on the channel's row), once per instance for callers at once.
     * A grant the platform refuses (`invalid_grant`) marks the channel 'reconnect' (409 CHANNEL_RECONNECT).
     */
    accessToken(userId: string, channelId: string): Promise<string> {
      const key = `${userId}:${channelId}`;
      let running = renewing.get(key);
      if (!running) {
        running = currentAccessToken(userId, channelId).finally(() => renewing.delete(key));
        renewing.set(key, running);
      }
      return running;
    },

    /**
     * A new access token for a channel whose token `refused` the platform would not take before its
     * time (revoked with a grant that still refreshes, or a clock that differs): renewed at once,
     * unless another caller has renewed it since (that one is handed out).
     */
    async renewAccessToken(userId: string, channelId: string, refused: string): Promise<string> {
      const row = await channels.find(userId, channelId);
      if (!row) throw channelNotFound();
      if (row.accessTokenCiphertext && usableAccessToken(row) === refused)
        await channels.expireAccessToken(row.id, row.accessTokenCiphertext);
      return currentAccessToken(userId, channelId);
    },
  };

  /** Revokes a grant the studio does not keep (a failure is only logged: Google ends unused grants in time). */
  async function giveBack(youtube: PublishingPlatform, grant: PlatformGrant): Promise<void> {
    await youtube.revoke(grant.refreshToken ?? grant.accessToken).catch((err: unknown) => {
      log.warn({ err: platformErrorLog(err) }, 'revoking a grant the studio does not keep failed');
    });
  }

  async function revokeGrantOf(row: ChannelRow): Promise<void> {
    const token = (await openRefreshToken(row)) ?? usableAccessToken(row);
    if (!token) return;
    // Channels connected through one consent share its grant: revoking it would end the others too.
    const siblings = (await channels.list(row.userId)).filter((other) => other.id !== row.id && other.platform === row.platform);
    for (const sibling of siblings) {
      if ((await openRefreshToken(sibling)) === token) {
        log.info({ channelId: row.id }, 'a disconnected channel’s grant is kept: another channel of the user holds it');
        return;
      }
    }
    const youtube = await platform();
    if (!youtube) {
      log.warn({ channelId: row.id }, 'a disconnected channel’s grant was not revoked: Google is no longer set up');
      return;
    }
    try {
      await youtube.revoke(token);
    } catch (error) {
      log.warn(
        { err: platformErrorLog(error), channelId: row.id },
        'revoking a disconnected channel’s grant failed; the channel is deleted all the same',
      );
    }
  }
}

/** Anything in a message that looks like a Google token or a token in a query: never logged. */
const TOKEN_LIKE = /\b(?:ya29\.|1\/\/)[\w.~+/=-]+|([?&](?:token|code|access_token|refresh_token|state)=)[^&\s"']+/g;

/**
 * What a failure logs: the platform's reason and status (its message never holds a token); any
 * other error by its name and its message with anything token-like taken out (an HTTP client's
 * error may quote its request, token and all), never its request or response.
 */
export function platformErrorLog(error: unknown) {
  if (error instanceof PlatformError) return { type: 'PlatformError', message: error.message, reason: error.reason, status: error.status };
  const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
  return { type: name, message: message.replace(TOKEN_LIKE, (_match, query?: string) => `${query ?? ''}[redacted]`) };
}

export type ChannelService = ReturnType<typeof createChannelService>;
