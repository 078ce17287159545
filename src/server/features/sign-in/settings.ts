import type { Logger } from 'pino';
import {
  oidcRedirectUri,
  signInSettingsMessages,
  ssoAccountMessages,
  type PutSignInSettingsBody,
  type SignInOptions,
  type SignInSettingsView,
} from '@shared/contracts/sign-in';
import type { Clock } from '../../app/deps';
import { isSecureIssuer, type Config, type OidcProviderSettings } from '../../config/config';
import { badRequest, HttpError } from '../../http/http-error';
import type { AuditLog } from '../admin';
import type { SettingsCipher } from '../ai-engines';
import type { SignInSettingsRepository, StoredSignInSettings } from './settings-repository';

type Actor = { id: string; email: string };
type State = { provider: OidcProviderSettings | undefined; passwordChoice: boolean; stored?: StoredSignInSettings };

export const UNREADABLE_OIDC_SECRET =
  'The saved client secret cannot be read: it was encrypted with another key (AUTH_SECRET or SETTINGS_KEY is not the one of the server that saved it). Enter the secret again.';

/**
 * How the studio signs people in (DESIGN.md §4, as the AI engines and the Google client): what the
 * environment sets wins and is shown read-only, part by part. OIDC_ISSUER_URL, OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET set the provider (and with it the password switch: the console saves that only
 * along with a provider); PASSWORD_SIGN_IN alone sets only the password switch, and an administrator
 * still saves the provider in the console, its client secret sealed. Read from the database
 * whenever it is needed, so a save reaches every instance at once.
 *
 * Password sign-in 'off' is honoured only while a usable provider is set up: removing the provider,
 * or a secret no key opens, brings the password forms back rather than locking everyone out.
 */
export function createSignInSettings(deps: {
  config: Config;
  settings: SignInSettingsRepository;
  cipher: SettingsCipher;
  auditLog: AuditLog;
  clock: Clock;
  log: Logger;
}) {
  const { config, settings, cipher, log } = deps;
  const environment = config.oidc;
  /** The environment's provider keeps passwords on unless PASSWORD_SIGN_IN says otherwise. */
  const environmentPassword = environment.provider ? (environment.passwordSignIn ?? true) : environment.passwordSignIn;
  /** The saved provider whose unreadable secret was last reported in the log. */
  let reported: string | undefined;

  /** The console's row with its secret opened (null when no key opens it). */
  async function saved(): Promise<{ row: StoredSignInSettings; clientSecret: string | null } | undefined> {
    const row = await settings.find();
    if (!row) return undefined;
    try {
      const { plain, resealed } = cipher.open(row.clientSecretCiphertext);
      if (resealed) {
        await settings.reseal(row.clientSecretCiphertext, resealed).catch((err: unknown) => {
          log.warn({ err }, 'the saved OpenID client secret could not be encrypted again; the older key still reads it');
        });
      }
      return { row, clientSecret: plain };
    } catch {
      return { row, clientSecret: null };
    }
  }

  /** The provider in use and whether passwords are chosen to sign in: each part the environment's when it sets it, else the console's. */
  async function current(): Promise<State> {
    const state = environment.provider ? { provider: environment.provider, passwordChoice: true } : await fromConsole();
    return { ...state, passwordChoice: environmentPassword ?? state.passwordChoice };
  }

  async function fromConsole(): Promise<State> {
    const found = await saved();
    if (!found) return { provider: undefined, passwordChoice: true };
    const { row, clientSecret } = found;
    if (clientSecret === null) {
      // Said once per saved client, not on every sign-in page.
      if (reported !== row.clientId) {
        reported = row.clientId;
        log.error(`Single sign-on is off: the saved OpenID provider cannot be used. ${UNREADABLE_OIDC_SECRET}`);
      }
      return { provider: undefined, passwordChoice: row.passwordSignIn, stored: row };
    }
    reported = undefined;
    const provider = {
      issuerUrl: row.issuerUrl,
      clientId: row.clientId,
      clientSecret,
      label: row.label,
      allowedDomains: row.allowedDomains,
    };
    return { provider, passwordChoice: row.passwordSignIn, stored: row };
  }

  /** Password sign-in now: the choice, unless it is 'off' with no usable provider. */
  const passwordsOn = (state: { provider: OidcProviderSettings | undefined; passwordChoice: boolean }) =>
    state.passwordChoice || state.provider === undefined;

  async function view(origin: string): Promise<SignInSettingsView> {
    const state = await current();
    const base = {
      redirectUri: oidcRedirectUri(origin),
      passwordSignIn: state.passwordChoice,
      passwordSignInActive: passwordsOn(state),
      passwordSignInSource: environmentPassword === undefined ? ('console' as const) : ('environment' as const),
      variables: environment.variables,
    };
    const provider = environment.provider;
    if (provider) {
      return {
        ...base,
        issuerUrl: provider.issuerUrl,
        clientId: provider.clientId,
        hasClientSecret: true,
        label: provider.label,
        allowedDomains: provider.allowedDomains,
        source: 'environment',
        problem: null,
      };
    }
    const stored = state.stored;
    return {
      ...base,
      issuerUrl: stored?.issuerUrl ?? null,
      clientId: stored?.clientId ?? null,
      hasClientSecret: stored !== undefined,
      label: stored?.label ?? null,
      allowedDomains: stored?.allowedDomains ?? [],
      source: stored ? 'console' : 'none',
      problem: stored && !state.provider ? UNREADABLE_OIDC_SECRET : null,
    };
  }

  function readable(sealed: string): boolean {
    try {
      cipher.decrypt(sealed);
      return true;
    } catch {
      return false;
    }
  }

  return {
    /** The provider to sign in with now; undefined when single sign-on is not set up (or its saved secret cannot be read). */
    async provider(): Promise<OidcProviderSettings | undefined> {
      return (await current()).provider;
    },

    /** For the auth service: whether passwords sign in and register now, and the refusal when they do not. */
    async passwordSignIn(): Promise<{ on: true } | { on: false; refusal: Error }> {
      const state = await current();
      if (passwordsOn(state)) return { on: true };
      return {
        on: false,
        refusal: new HttpError(403, 'PASSWORD_SIGN_IN_OFF', ssoAccountMessages.passwordSignInOff(state.provider!.label)),
      };
    },

    /** What /login and /register offer (a public answer: the label only, never the client). */
    async options(): Promise<SignInOptions> {
      const state = await current();
      return { passwordSignIn: passwordsOn(state), sso: state.provider ? { label: state.provider.label } : null };
    },

    view,

    /**
     * Saves the console's provider and password choice (a null provider removes it: passwords sign
     * in again). The secret is kept when the form leaves it out for the same issuer and client id;
     * turning passwords off needs a provider; while PASSWORD_SIGN_IN is set the saved choice stays
     * as it is. Audited without the secret.
     */
    async save(actor: Actor, input: PutSignInSettingsBody, origin: string): Promise<SignInSettingsView> {
      if (environment.provider) {
        throw new HttpError(
          409,
          'SET_BY_ENVIRONMENT',
          `Sign-in is set by ${environment.variables.join(', ')} in the server's environment: change it there.`,
        );
      }
      const { provider } = input;
      const stored = await settings.find();
      // PASSWORD_SIGN_IN wins now; the console's own choice is kept for when it is unset.
      const passwordSignIn = environmentPassword === undefined ? input.passwordSignIn : (stored?.passwordSignIn ?? true);
      if (provider === null) {
        if (environmentPassword === undefined && !input.passwordSignIn)
          throw badRequest('Set up a single sign-on provider before turning password sign-in off.', 'PROVIDER_REQUIRED');
        await settings.remove();
        await audit(actor, { removed: true });
        return view(origin);
      }
      if (!isSecureIssuer(provider.issuerUrl))
        throw badRequest('The issuer URL must be an https address (http only on localhost).', 'ISSUER_NOT_HTTPS');
      let sealed: string;
      if (provider.clientSecret !== undefined) sealed = cipher.encrypt(provider.clientSecret);
      // The saved secret would be sent to the new issuer (or used as another client's): it must be entered again.
      else if (stored && (stored.issuerUrl !== provider.issuerUrl || stored.clientId !== provider.clientId))
        throw badRequest(signInSettingsMessages.secretForChangedProvider, 'SECRET_REQUIRED');
      else if (stored && readable(stored.clientSecretCiphertext)) sealed = stored.clientSecretCiphertext;
      else throw badRequest(signInSettingsMessages.secretRequired, 'SECRET_REQUIRED');
      const allowedDomains = [...new Set(provider.allowedDomains ?? [])];
      await settings.save(
        {
          issuerUrl: provider.issuerUrl,
          clientId: provider.clientId,
          clientSecretCiphertext: sealed,
          label: provider.label,
          allowedDomains,
          passwordSignIn,
        },
        actor.id,
        deps.clock.now(),
      );
      await audit(actor, {
        issuerUrl: provider.issuerUrl,
        clientId: provider.clientId,
        secretChanged: provider.clientSecret !== undefined,
        allowedDomains,
        passwordSignIn,
      });
      return view(origin);
    },
  };

  function audit(actor: Actor, details: Record<string, unknown>) {
    return deps.auditLog.record({ admin: actor, action: 'sign_in.settings.save', target: { type: 'sign-in', id: 'oidc' }, details });
  }
}

export type SignInSettings = ReturnType<typeof createSignInSettings>;
