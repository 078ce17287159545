import type { Logger } from 'pino';
import { NAME_MAX_LENGTH } from '@shared/catalog/limits';
import type { AuthSession } from '@shared/contracts/auth';
import { oidcRedirectUri, ssoAccountMessages, type AccountSso, type SsoFlow, type SsoProblem } from '@shared/contracts/sign-in';
import type { Clock } from '../../app/deps';
import type { OidcProviderSettings } from '../../config/config';
import type { UserRow } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { isRandomKey, randomKey, sha256 } from '../../lib/random-keys';
import type { AffiliateService } from '../affiliates';
import type { AuthService, ClientInfo } from '../auth';
import { ProviderFailure, type OpenIdClients, type OpenIdProvider, type ProvenIdentity } from './provider-client';
import type { IdentityRepository, LoginStateRepository } from './repository';
import type { SignInSettings } from './settings';

/** A sign-in must come back from the provider within this. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

/** What a sign-in keeps for after the provider: the page's flow, the browser's id, the affiliate click it came through. */
interface LoginContext extends SsoFlow {
  visitorId?: string;
  clickId?: string;
}

export type CallbackOutcome =
  | { purpose: 'sign-in'; ok: true; session: AuthSession; flow: SsoFlow }
  | { purpose: 'link'; ok: true; flow: SsoFlow }
  | { purpose: 'sign-in' | 'link'; ok: false; reason: SsoProblem; flow: SsoFlow };

export const ssoNotConfigured = () => new HttpError(503, 'SSO_NOT_CONFIGURED', 'Single sign-on is not set up on this studio.');
const providerUnavailable = () =>
  new HttpError(502, 'SSO_PROVIDER_UNAVAILABLE', 'The sign-in provider could not be reached. Please try again in a few minutes.');
const identityNotFound = () => notFound(ssoAccountMessages.identityNotFound, 'SSO_IDENTITY_NOT_FOUND');

/** A refusal the callback turns into a message on /login or /account. */
class Refused extends Error {
  constructor(readonly reason: SsoProblem) {
    super(reason);
  }
}

/** An issuer as linked and as configured (discovery may add or drop a trailing slash). */
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * Single sign-on with the OpenID provider the settings name: the way there (authorization code with
 * PKCE S256, state and nonce kept on the server, bound to the browser that asked), the way back
 * (state used once, the code exchanged and the ID token verified by openid-client), and who it is:
 * the account linked to the identity (issuer + subject), else the account of its verified address
 * (linked from then on), else a new account made exactly as registration makes one. Linking and
 * unlinking from the account page; never the last way into an account.
 */
export function createSignInService(deps: {
  settings: SignInSettings;
  clients: OpenIdClients;
  identities: IdentityRepository;
  states: LoginStateRepository;
  auth: Pick<AuthService, 'createAccount' | 'signInProven' | 'claimUnconfirmedAccount'>;
  affiliates: Pick<AffiliateService, 'attribute'>;
  clock: Clock;
  log: Logger;
}) {
  const { settings, clients, identities, states, clock, log } = deps;

  async function openProvider(): Promise<{ settings: OidcProviderSettings; provider: OpenIdProvider }> {
    const current = await settings.provider();
    if (!current) throw new Refused('not_configured');
    try {
      return { settings: current, provider: await clients.open(current) };
    } catch (error) {
      log.warn({ err: failureLog(error) }, 'the OpenID provider could not be discovered');
      throw new Refused('provider_unavailable');
    }
  }

  /**
   * Keeps a new state bound to a new key for this browser and answers the provider's URL to send it
   * to. Never the key the browser brought, which someone could have planted there; the states of
   * that key go, as its cookie is replaced.
   */
  async function begin(
    provider: OpenIdProvider,
    request: { origin: string; previousKey: string | null },
    login: { purpose: 'sign-in' | 'link'; userId: string | null; context: LoginContext },
  ): Promise<{ url: string; browserKey: string }> {
    const browserKey = randomKey();
    const state = randomKey();
    const nonce = randomKey();
    const codeVerifier = randomKey();
    // As a URL writes it (no default port): the token request sends it so, and the provider compares the two.
    const redirectUri = new URL(oidcRedirectUri(request.origin)).href;
    const now = clock.now();
    const context = Object.fromEntries(
      Object.entries(login.context).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const replaced = isRandomKey(request.previousKey) ? sha256(request.previousKey) : undefined;
    await states.add(
      {
        stateHash: sha256(state),
        purpose: login.purpose,
        userId: login.userId,
        codeVerifier,
        nonce,
        redirectUri,
        browserHash: sha256(browserKey),
        context,
        expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
        createdAt: now,
      },
      replaced,
    );
    return { url: provider.authorizationUrl({ redirectUri, state, nonce, codeChallenge: sha256(codeVerifier) }), browserKey };
  }

  /** With OIDC_ALLOWED_DOMAINS, only a verified address of one of them may sign in or be linked. */
  function checkDomain(current: OidcProviderSettings, identity: ProvenIdentity): void {
    if (current.allowedDomains.length === 0) return;
    if (!identity.email || !identity.emailVerified || !current.allowedDomains.includes(domainOf(identity.email))) {
      throw new Refused('domain_not_allowed');
    }
  }

  /** The account the identity signs in to: linked, else by verified address, else made. */
  async function accountOf(identity: ProvenIdentity, context: LoginContext, client: ClientInfo): Promise<UserRow> {
    const link = { issuer: identity.issuer, subject: identity.subject, email: identity.email };
    const now = clock.now();
    const linked = await identities.findLinked(identity.issuer, identity.subject);
    if (linked) {
      await identities.link({ ...link, userId: linked.user.id }, now);
      return linked.user;
    }
    // An address the provider does not vouch for could be anyone's: it neither finds nor makes an account.
    if (!identity.email || !identity.emailVerified) throw new Refused('unverified_email');
    const email = identity.email;
    let user = await identities.findUserByEmail(email);
    let created = false;
    if (!user) {
      const name = (identity.name ?? email.slice(0, email.indexOf('@'))).slice(0, NAME_MAX_LENGTH);
      try {
        user = (await deps.auth.createAccount({ name, email, password: null, emailVerified: true }, client)) ?? undefined;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) throw new Refused('rate_limited');
        throw error;
      }
      created = user !== undefined;
      // Registered meanwhile (a parallel sign-in of the same person, or the register form): that account it is.
      user ??= await identities.findUserByEmail(email);
      if (!user) throw new Error('an account taken by its e-mail could not be read back');
    }
    // A suspended account stays as it is: the sign-in is refused before anything changes.
    if (!created && !user.suspendedAt) user = await deps.auth.claimUnconfirmedAccount(user);
    // Parallel sign-ins of one identity: whichever linked first, every one signs in to that account.
    const userId = await identities.link({ ...link, userId: user.id }, now);
    if (userId !== user.id) {
      const winner = await identities.findLinked(identity.issuer, identity.subject);
      if (!winner) throw new Error('a linked identity could not be read back');
      user = winner.user;
    }
    if (created) {
      log.info({ userId: user.id }, 'an account was made by single sign-on');
      if (context.clickId) {
        // Attribution is a bonus for the affiliate: the account exists either way, so a failure is logged, not answered.
        await deps.affiliates
          .attribute({ id: user.id, email }, { clickId: context.clickId, signedInAs: null })
          .catch((err: unknown) => log.error({ err }, 'referral attribution failed'));
      }
    }
    return user;
  }

  return {
    /** Sends the browser to the provider to sign in; the flow, the browser's id and the affiliate click wait in the state. */
    async start(
      request: { origin: string; previousKey: string | null },
      context: LoginContext,
    ): Promise<{ ok: true; url: string; browserKey: string } | { ok: false; reason: SsoProblem }> {
      try {
        const { provider } = await openProvider();
        return { ok: true, ...(await begin(provider, request, { purpose: 'sign-in', userId: null, context })) };
      } catch (error) {
        if (error instanceof Refused) return { ok: false, reason: error.reason };
        throw error;
      }
    },

    /** Links the signed-in user's account: the provider's URL for the page to open (a navigation carries no bearer). */
    async startLink(userId: string, request: { origin: string; previousKey: string | null }): Promise<{ url: string; browserKey: string }> {
      try {
        const { provider } = await openProvider();
        return await begin(provider, request, { purpose: 'link', userId, context: {} });
      } catch (error) {
        if (error instanceof Refused) throw error.reason === 'not_configured' ? ssoNotConfigured() : providerUnavailable();
        throw error;
      }
    },

    /**
     * Where the provider sends the browser back: the state is taken (used up whatever happens) and
     * checked against this browser and its age, the code exchanged, the identity matched or linked.
     * Never throws: the outcome is for the page the browser goes back to.
     */
    async callback(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      search: string,
      browserKey: string | null,
      client: Omit<ClientInfo, 'visitorId'>,
    ): Promise<CallbackOutcome> {
      const stored = query.state ? await states.take(sha256(query.state)).catch(() => undefined) : undefined;
      const purpose = stored?.purpose ?? 'sign-in';
      const context: LoginContext = stored?.context ?? {};
      const flow: SsoFlow = { from: context.from, redirect: context.redirect };
      const refused = (reason: SsoProblem): CallbackOutcome => ({ purpose, ok: false, reason, flow });
      try {
        if (query.error) return refused(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
        if (!stored || !isRandomKey(browserKey) || sha256(browserKey) !== stored.browserHash || !query.code)
          return refused('invalid_state');
        if (stored.expiresAt.getTime() <= clock.now().getTime()) return refused('expired_state');
        const { settings: current, provider } = await openProvider();
        const callbackUrl = new URL(stored.redirectUri);
        callbackUrl.search = search;
        const identity = await provider.exchange(callbackUrl, {
          state: query.state!,
          nonce: stored.nonce,
          codeVerifier: stored.codeVerifier,
        });
        checkDomain(current, identity);
        if (stored.purpose === 'link') {
          const userId = await identities.link(
            { userId: stored.userId!, issuer: identity.issuer, subject: identity.subject, email: identity.email },
            clock.now(),
          );
          if (userId !== stored.userId) return refused('identity_in_use');
          log.info({ userId }, 'single sign-on was linked to an account');
          return { purpose: 'link', ok: true, flow };
        }
        const user = await accountOf(identity, context, { ...client, visitorId: context.visitorId });
        if (user.suspendedAt) return refused('suspended');
        return {
          purpose: 'sign-in',
          ok: true,
          session: await deps.auth.signInProven(user, { ...client, visitorId: context.visitorId }),
          flow,
        };
      } catch (error) {
        if (error instanceof Refused) return refused(error.reason);
        if (error instanceof ProviderFailure) {
          log.warn({ err: failureLog(error) }, 'single sign-on failed at the provider');
          return refused(error.reason === 'unavailable' ? 'provider_unavailable' : 'provider_error');
        }
        log.error({ err: failureLog(error) }, 'single sign-on failed');
        return refused('provider_error');
      }
    },

    /** The account page's section: the provider now, the account's links, and what else signs it in. */
    async list(user: UserRow): Promise<AccountSso> {
      const [current, rows, options] = await Promise.all([settings.provider(), identities.list(user.id), settings.options()]);
      return {
        provider: current ? { label: current.label, issuer: current.issuerUrl } : null,
        identities: rows.map((row) => ({
          id: row.id,
          issuer: row.issuer,
          email: row.email,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        })),
        hasPassword: user.passwordHash !== null,
        passwordSignIn: options.passwordSignIn,
      };
    },

    /**
     * Unlinks one of the user's identities, unless it is the last way in: no password that signs in
     * (none set, or passwords off) and no other link to the provider in use. 404 for another's.
     */
    async unlink(user: UserRow, identityId: string): Promise<void> {
      const [options, current] = await Promise.all([settings.options(), settings.provider()]);
      // Checked and deleted as one (removeIf): parallel unlinks cannot leave the account without a way in.
      const outcome = await identities.removeIf(
        user.id,
        identityId,
        (account, others) =>
          (account.passwordHash !== null && options.passwordSignIn) ||
          (current !== undefined && others.some((row) => sameIssuer(row.issuer, current.issuerUrl))),
      );
      if (outcome === 'not-found') throw identityNotFound();
      if (outcome === 'refused') {
        throw conflict(
          options.passwordSignIn ? ssoAccountMessages.lastWayIn : ssoAccountMessages.lastWayInPasswordOff,
          'LAST_SIGN_IN_METHOD',
        );
      }
      log.info({ userId: user.id }, 'single sign-on was unlinked from an account');
    },
  };
}

/** What a failure logs: its kind and message (openid-client's never hold the secret or a token), never a request. */
function failureLog(error: unknown) {
  if (error instanceof ProviderFailure) return { type: error.name, reason: error.reason, message: error.message };
  const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
  return { type: name, message };
}

export type SignInService = ReturnType<typeof createSignInService>;
