import { z } from 'zod';

/**
 * Personal API tokens: a script, an automation tool or an agent calls the API as its owner with
 * `Authorization: Bearer gst_…`. The token is shown once, when it is made; the server keeps only
 * its SHA-256.
 */

/** read: every GET; generate: every other call that makes or changes the user's work; publish: channels and publications. */
export const apiTokenScopes = ['read', 'generate', 'publish'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** What each token starts with, so a leaked one is recognisable (and the guard tells it from a sign-in token). */
export const API_TOKEN_PREFIX = 'gst_';
/** How many characters after `gst_` are kept and shown, so a user can tell their tokens apart. */
export const API_TOKEN_SHOWN_CHARACTERS = 8;
/** How many tokens one user may hold. */
export const MAX_API_TOKENS_PER_USER = 20;
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** The lifetimes a token may be given, in days; none means it lasts until revoked. */
export const apiTokenLifetimesDays = [7, 30, 90, 365] as const;

/** What users read about their tokens, and the refusals a token meets. */
export const apiTokenMessages = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `Keep the name to ${API_TOKEN_NAME_MAX_LENGTH} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopesRepeated: 'Name each scope once.',
  lifetimeInvalid: 'A token lasts 7, 30, 90 or 365 days, or until revoked.',
  tooMany: `You have ${MAX_API_TOKENS_PER_USER} API tokens, the most you can hold. Revoke one you no longer use first.`,
  notFound: 'API token not found',
  invalid: 'This API token is not valid: it was revoked, or never existed.',
  expired: 'This API token has expired. Create a new one in your account.',
  notAllowed: 'An API token cannot be used here: sign in to manage your account and its tokens.',
  scopeNeeded: (scope: ApiTokenScope) => `This API token lacks the '${scope}' scope this call needs.`,
} as const;

export const createApiTokenInput = z.strictObject({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX_LENGTH, apiTokenMessages.nameTooLong),
  scopes: z
    .array(z.enum(apiTokenScopes), { error: apiTokenMessages.scopesRequired })
    .min(1, apiTokenMessages.scopesRequired)
    .refine((scopes) => new Set(scopes).size === scopes.length, apiTokenMessages.scopesRepeated),
  expiresInDays: z.literal(apiTokenLifetimesDays, { error: apiTokenMessages.lifetimeInvalid }).optional(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

/** A token as its owner sees it; the secret itself never again. Times are ISO 8601. */
export const apiTokenView = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(apiTokenScopes)),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The first 8 characters after `gst_`. */
  prefix: z.string(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

/** POST /api/account/tokens: the new token with its secret, the only time the secret is shown. */
export const createdApiToken = apiTokenView.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

/** GET /api/account/tokens: newest first. */
export const apiTokensResponse = z.object({ tokens: z.array(apiTokenView) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponse>;

export const apiTokenIdParams = z.object({ id: z.uuid(apiTokenMessages.notFound) });
