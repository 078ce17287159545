import { authMessages, authProblemLimits, authProblems, type AuthProblem } from '@shared/contracts/auth';
import { ssoAccountMessages, ssoMessages, ssoProblem, SSO_ERROR_PARAM } from '@shared/contracts/sign-in';
import { i18n } from '@/i18n/i18n';
import { ApiError, errorBodyMessage } from '@/lib/api-client';

/** A form rule's toast (title and text) in the interface language. */
export function problemToast(problem: AuthProblem): { title: string; message: string } {
  return {
    title: i18n.t(`auth:problems.${problem}.title`),
    message: i18n.t(`auth:problems.${problem}.message`, authProblemLimits[problem]),
  };
}

function keyOf<Map extends Record<string, unknown>>(map: Map, text: string): Extract<keyof Map, string> | undefined {
  return (Object.keys(map) as Extract<keyof Map, string>[]).find((key) => map[key] === text);
}

/** A text of the shared contracts (what the server answers) in the interface language; any other as it is. */
export function translateKnown(text: string): string {
  const message = keyOf(authMessages, text);
  if (message) return i18n.t(`auth:messages.${message}`);
  const problem = (Object.keys(authProblems) as AuthProblem[]).find((key) => authProblems[key].message === text);
  if (problem) return problemToast(problem).message;
  const ssoError = keyOf(ssoMessages, text);
  if (ssoError) return i18n.t(`auth:sso.errors.${ssoError}`);
  const passwordsOff = /^Password sign-in is turned off on this studio\. Continue with (.+) instead\.$/.exec(text);
  if (passwordsOff?.[1] && text === ssoAccountMessages.passwordSignInOff(passwordsOff[1])) {
    return i18n.t('auth:messages.passwordSignInOff', { provider: passwordsOff[1] });
  }
  return text;
}

/** The message for ?sso_error= in the interface language, or null for none (or one this version does not know). */
export function ssoErrorText(search: string): string | null {
  const parsed = ssoProblem.safeParse(new URLSearchParams(search).get(SSO_ERROR_PARAM));
  return parsed.success ? i18n.t(`auth:sso.errors.${parsed.data}`) : null;
}

/**
 * What a failed login or registration toast says: the server's message from the
 * `{status}: {body}` error, else the spec's fallback, or a connection hint when no answer came.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return translateKnown(fromServer);
  if (error instanceof ApiError || !(error instanceof TypeError)) return fallback;
  return i18n.t('auth:failures.network');
}
