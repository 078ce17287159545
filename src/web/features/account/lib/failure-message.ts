import { accountMessages } from '@shared/contracts/account';
import { API_TOKEN_NAME_MAX_LENGTH, apiTokenMessages, MAX_API_TOKENS_PER_USER } from '@shared/contracts/api-tokens';
import { authMessages, authProblemLimits, authProblems, type AuthProblem } from '@shared/contracts/auth';
import { ssoAccountMessages, ssoMessages, ssoProblem, SSO_ERROR_PARAM, type SsoProblem } from '@shared/contracts/sign-in';
import { i18n } from '@/i18n/i18n';
import { ApiError, errorBodyMessage } from '@/lib/api-client';

/** The key of `map` whose text is `text`, if any. */
function keyOf<Map extends Record<string, unknown>>(map: Map, text: string): Extract<keyof Map, string> | undefined {
  return (Object.keys(map) as Extract<keyof Map, string>[]).find((key) => map[key] === text);
}

const tokenTexts = {
  nameRequired: apiTokenMessages.nameRequired,
  nameTooLong: apiTokenMessages.nameTooLong,
  scopesRequired: apiTokenMessages.scopesRequired,
  scopesRepeated: apiTokenMessages.scopesRepeated,
  lifetimeInvalid: apiTokenMessages.lifetimeInvalid,
  tooMany: apiTokenMessages.tooMany,
  notFound: apiTokenMessages.notFound,
  notAllowed: apiTokenMessages.notAllowed,
} as const;

const ssoAccountTexts = {
  identityNotFound: ssoAccountMessages.identityNotFound,
  lastWayIn: ssoAccountMessages.lastWayIn,
  lastWayInPasswordOff: ssoAccountMessages.lastWayInPasswordOff,
  unlinked: ssoAccountMessages.unlinked,
} as const;

/**
 * A text the shared contracts give (the server's answers and the forms' rules), in the interface
 * language; any other text as it is.
 */
export function translateKnown(text: string): string {
  const message = keyOf(accountMessages, text);
  if (message) return i18n.t(`account:messages.${message}`);
  const problem = (Object.keys(authProblems) as AuthProblem[]).find((key) => authProblems[key].message === text);
  if (problem) return i18n.t(`account:problems.${problem}`, authProblemLimits[problem]);
  const token = keyOf(tokenTexts, text);
  if (token)
    return i18n.t(`account:apiTokens.messages.${token}`, {
      max: token === 'tooMany' ? MAX_API_TOKENS_PER_USER : API_TOKEN_NAME_MAX_LENGTH,
    });
  const sso = keyOf(ssoAccountTexts, text);
  if (sso) return i18n.t(`account:singleSignOn.messages.${sso}`);
  const ssoError = keyOf(ssoMessages, text);
  if (ssoError) return i18n.t(`account:singleSignOn.errors.${ssoError}`);
  const auth = keyOf(authMessages, text);
  if (auth) return i18n.t(`account:authMessages.${auth}`);
  return text;
}

/** The message for ?sso_error= in the interface language, or null for none (or one this version does not know). */
export function ssoErrorText(search: string): string | null {
  const parsed = ssoProblem.safeParse(new URLSearchParams(search).get(SSO_ERROR_PARAM));
  return parsed.success ? i18n.t(`account:singleSignOn.errors.${parsed.data satisfies SsoProblem}`) : null;
}

/** What a failed account call says: the server's message, else a connection hint when no answer came, else a general one. */
export function accountFailureMessage(error: unknown): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return translateKnown(fromServer);
  if (error instanceof TypeError && !(error instanceof ApiError)) return i18n.t('account:failures.network');
  return i18n.t('account:failures.fallback');
}

/** The server's stable code of a refusal (WRONG_PASSWORD, EMAIL_TAKEN, LINK_INVALID …), if it sent one. */
export function failureCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
