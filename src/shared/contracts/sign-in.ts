import { z } from 'zod';
import { pagePaths } from '../routes';
import { authMessages } from './auth';

/**
 * Single sign-on with an OpenID Connect provider: what the sign-in pages are told, where the browser
 * goes and comes back, the account page's section and the operator console's settings.
 */

export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** The redirect URI to register at the provider. */
export const oidcRedirectUri = (origin: string) => `${origin}${OIDC_CALLBACK_PATH}`;

/** An e-mail domain in its normal form (lower case, no '@'), or undefined when `entry` is not one. */
export function normalEmailDomain(entry: string): string | undefined {
  const domain = entry.trim().toLowerCase().replace(/^@/, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) ? domain : undefined;
}

/** GET /api/auth/sign-in-options: what /login and /register offer. */
export const signInOptionsResponse = z.object({
  /** False: the password forms are gone and password sign-in and registration are refused. */
  passwordSignIn: z.boolean(),
  /** The provider's button ('Continue with {label}'); null when single sign-on is not set up. */
  sso: z.object({ label: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsResponse>;

/** GET /api/auth/oidc/start: the flow the sign-in page was in (kept for after the provider) and the browser's id. */
export const oidcStartQuery = z.object({
  from: z.string().max(20).optional(),
  redirect: z.string().max(500).optional(),
  visitorId: z.string().max(100).optional(),
});

/** The provider's answer on the callback (RFC 6749 §4.1.2); anything else it adds is passed on to the checks. */
export const oidcCallbackQuery = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Why single sign-on did not sign in or link; carried back to /login or /account, never a token. */
export const ssoProblems = [
  'access_denied',
  'invalid_state',
  'expired_state',
  'unverified_email',
  'domain_not_allowed',
  'suspended',
  'identity_in_use',
  'provider_unavailable',
  'provider_error',
  'not_configured',
  'rate_limited',
] as const;
export const ssoProblem = z.enum(ssoProblems);
export type SsoProblem = z.infer<typeof ssoProblem>;

export const ssoMessages: Record<SsoProblem, string> = {
  access_denied: 'Sign-in was cancelled at the provider. Nothing was changed.',
  invalid_state: 'This sign-in was already used, or it was started in another browser. Please start again from this page.',
  expired_state: 'The sign-in took too long to come back. Please try again.',
  unverified_email:
    'Your provider has not verified your email address, so it cannot be used here. Verify it with your provider, then try again.',
  domain_not_allowed: 'Accounts with this email domain cannot sign in to this studio.',
  suspended: authMessages.suspended,
  identity_in_use: 'That provider account is already linked to another Genesis Studio account.',
  provider_unavailable: 'The sign-in provider could not be reached. Please try again in a few minutes.',
  provider_error: 'The sign-in provider answered with an error. Please try again.',
  not_configured: 'Single sign-on is not set up on this studio.',
  rate_limited: 'Too many new accounts from your network. Please try again later.',
};

/** The query that tells /login (or /account) how single sign-on ended. */
export const SSO_RESULT_PARAM = 'sso';
export const SSO_ERROR_PARAM = 'sso_error';

/** A sign-in's flow, as /login and /register keep it (?from=affiliate, ?redirect=). */
export interface SsoFlow {
  from?: string | undefined;
  redirect?: string | undefined;
}

/**
 * Where the callback sends the browser: /login?sso=signed-in (the page then collects the session)
 * or /login?sso_error=…, keeping the flow; a link goes back to /account.
 */
export function ssoReturnPath(
  outcome: { purpose: 'sign-in' | 'link'; ok: true } | { purpose: 'sign-in' | 'link'; ok: false; reason: SsoProblem },
  flow: SsoFlow = {},
): string {
  const params = new URLSearchParams();
  if (outcome.ok) params.set(SSO_RESULT_PARAM, outcome.purpose === 'link' ? 'linked' : 'signed-in');
  else params.set(SSO_ERROR_PARAM, outcome.reason);
  if (outcome.purpose === 'link') return `${pagePaths.account}?${params.toString()}`;
  if (flow.from === 'affiliate') params.set('from', 'affiliate');
  if (flow.redirect) params.set('redirect', flow.redirect);
  return `${pagePaths.login}?${params.toString()}`;
}

/** The message for ?sso_error=, or null for none (or one this version does not know). */
export function ssoErrorMessage(search: string): string | null {
  const parsed = ssoProblem.safeParse(new URLSearchParams(search).get(SSO_ERROR_PARAM));
  return parsed.success ? ssoMessages[parsed.data] : null;
}

// --- /account: the links of the signed-in account -------------------------------------------

export const ssoIdentity = z.object({
  id: z.string(),
  issuer: z.string(),
  /** The address the provider gave when it was linked. */
  email: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SsoIdentity = z.infer<typeof ssoIdentity>;

export const accountSsoResponse = z.object({
  /** The provider set up now; null: single sign-on is off (links are kept, and work again when it returns). */
  provider: z.object({ label: z.string(), issuer: z.string() }).nullable(),
  identities: z.array(ssoIdentity),
  /** Whether the account has a password (an account made by single sign-on has none until a reset link sets one). */
  hasPassword: z.boolean(),
  passwordSignIn: z.boolean(),
});
export type AccountSso = z.infer<typeof accountSsoResponse>;

export const ssoLinkResponse = z.object({ url: z.string() });
export const ssoIdentityParams = z.object({ id: z.uuid() });

export const ssoAccountMessages = {
  identityNotFound: 'Sign-in link not found',
  lastWayIn:
    'This is the only way into your account. Set a password first (use "Forgot password?" on the sign-in page to get a link), then unlink it.',
  lastWayInPasswordOff: 'This is the only way into your account, and this studio does not take passwords: it cannot be unlinked.',
  unlinked: 'Single sign-on unlinked.',
  passwordSignInOff: (label: string) => `Password sign-in is turned off on this studio. Continue with ${label} instead.`,
} as const;

// --- the operator console ----------------------------------------------------------------------

export const signInSettingsView = z.object({
  issuerUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Whether a secret is saved; the secret itself never leaves the server. */
  hasClientSecret: z.boolean(),
  label: z.string().nullable(),
  allowedDomains: z.array(z.string()),
  /** The choice as set (environment or console). */
  passwordSignIn: z.boolean(),
  /** Whether password sign-in is on now: 'off' is honoured only while a provider is set up. */
  passwordSignInActive: z.boolean(),
  /** Where the provider comes from: `environment` (OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET…, read-only here); `console`; `none`. */
  source: z.enum(['environment', 'console', 'none']),
  /**
   * Where the password switch comes from: `environment` (PASSWORD_SIGN_IN, or a provider the
   * environment sets, which keeps passwords on unless PASSWORD_SIGN_IN turns them off), read-only
   * here; else `console`.
   */
  passwordSignInSource: z.enum(['environment', 'console']),
  /** The variables set in the server's environment. */
  variables: z.array(z.string()),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
  /** Why the saved provider cannot be used (its secret unreadable), else null. */
  problem: z.string().nullable(),
});
export type SignInSettingsView = z.infer<typeof signInSettingsView>;

/** The 400 SECRET_REQUIRED answers of PUT /api/admin/sign-in. */
export const signInSettingsMessages = {
  secretRequired: 'Enter the client secret that goes with this client ID.',
  /** A saved secret goes only to the issuer and client it was saved for. */
  secretForChangedProvider:
    'Enter the client secret again: the issuer URL or client ID changed, and a saved secret is only sent to the provider it was saved for.',
} as const;

const allowedDomain = z.string().transform((entry, ctx) => {
  const domain = normalEmailDomain(entry);
  if (!domain) ctx.addIssue({ code: 'custom', message: `"${entry}" is not an e-mail domain (example.com)` });
  return domain ?? '';
});

/** PUT /api/admin/sign-in: the provider (null removes it, and password sign-in is on again) and whether passwords still sign in. */
export const putSignInSettingsBody = z.strictObject({
  provider: z
    .strictObject({
      issuerUrl: z.url({ protocol: /^https?$/ }).max(500),
      clientId: z.string().trim().min(1).max(300),
      /** Left out: the saved one is kept (for the same issuer URL and client id). */
      clientSecret: z.string().min(1).max(2000).optional(),
      label: z.string().trim().min(1).max(40),
      allowedDomains: z.array(allowedDomain).max(50).default([]),
    })
    .nullable(),
  /** Kept as saved while PASSWORD_SIGN_IN sets it. */
  passwordSignIn: z.boolean(),
});
export type PutSignInSettingsBody = z.input<typeof putSignInSettingsBody>;
