import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARACTERS,
  MAX_API_TOKENS_PER_USER,
  apiTokenMessages,
  type ApiTokenScope,
  type ApiTokenView,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@shared/contracts/api-tokens';
import type { Clock } from '../../app/deps';
import type { ApiTokenRow } from '../../db/schema';
import type { SignedInUser } from '../../http/plugins/auth-guard';
import { conflict, notFound } from '../../http/http-error';
import type { ApiTokenRepository } from './repository';
import { scopeFor } from './scope-policy';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's last use is written at most this often: a busy script costs one write a minute, not one a call. */
export const LAST_USE_PRECISION_MS = 60_000;

/** The SHA-256 of the whole token, base64url: all the server keeps of it. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const view = (row: ApiTokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  prefix: row.prefix,
});

/** What the sign-in guard learns of a presented API token. */
export type ApiTokenAuthentication = { signedIn: SignedInUser; scopes: readonly ApiTokenScope[] } | 'expired' | null;

/** Personal API tokens: made (shown once), listed, revoked, and read back on every request that presents one. */
export function createApiTokenService(deps: { tokens: ApiTokenRepository; clock: Clock }) {
  const { tokens, clock } = deps;

  return {
    async list(userId: string): Promise<{ tokens: ApiTokenView[] }> {
      return { tokens: (await tokens.list(userId)).map(view) };
    },

    /** A new token for the user: 409 past MAX_API_TOKENS_PER_USER. The answer is the only place the token ever appears. */
    async create(userId: string, input: CreateApiTokenInput): Promise<CreatedApiToken> {
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = clock.now();
      const row = await tokens.insert(
        {
          userId,
          name: input.name,
          scopes: input.scopes,
          tokenHash: hashApiToken(token),
          prefix: token.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + API_TOKEN_SHOWN_CHARACTERS),
          expiresAt: input.expiresInDays === undefined ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
          createdAt: now,
        },
        MAX_API_TOKENS_PER_USER,
      );
      if (row === 'too-many') throw conflict(apiTokenMessages.tooMany, 'API_TOKEN_LIMIT');
      return { ...view(row), token };
    },

    /** Deletes the user's token: the next request with it is refused, on every instance. 404 for a token not theirs. */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await tokens.remove(userId, id))) throw notFound(apiTokenMessages.notFound, 'API_TOKEN_NOT_FOUND');
    },

    /** The owner behind a token and its scopes, looked up by hash each time (no cache: a revoke holds at once). */
    async authenticate(token: string): Promise<ApiTokenAuthentication> {
      const found = await tokens.findByHash(hashApiToken(token));
      if (!found) return null;
      const now = clock.now();
      if (found.token.expiresAt && found.token.expiresAt <= now) return 'expired';
      const { lastUsedAt } = found.token;
      if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
        await tokens.touch(found.token.id, now, new Date(now.getTime() - LAST_USE_PRECISION_MS));
      }
      return { signedIn: { user: found.user, sessionId: `api-token:${found.token.id}` }, scopes: found.token.scopes };
    },

    scopeFor,
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
