import { SESSION_ROTATION_GRACE_MS, SESSION_TTL_MS, TRIAL_DURATION_MS } from '@shared/catalog/limits';
import type { InterfaceLocale } from '@shared/i18n/locales';
import { authMessages, type AuthSession, type RefreshResponse } from '@shared/contracts/auth';
import type { UserRow } from '../../db/schema';
import type { SignedInUser } from '../../http/plugins/auth-guard';
import type { AppDeps } from '../../app/deps';
import { hashedAddressKey } from '../../http/client-address';
import { conflict, forbidden, rateLimited, unauthorized } from '../../http/http-error';
import { normalizedMailbox } from '../../lib/mailbox';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import { hashVisitorId } from './visitor-hash';
import { toPublicUser } from '../../users/public-user';
import { REFRESH_RATE_LIMIT } from './limits';
import { createLoginThrottle } from './login-throttle';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { createRegistrationLimit } from './registration-limit';
import { createAuthRepository } from './repository';
import { createAccessTokens, hashSessionToken, newSessionToken, nextSessionToken } from './tokens';
import type { WebhookEvents } from '../webhooks';

export interface ClientInfo {
  userAgent: string | undefined;
  /** The client's address (the proxy's X-Forwarded-For only with TRUST_PROXY): limits count by it. */
  ip: string;
  /** The browser's own random id, when it sent one; the session keeps its hash. */
  visitorId: string | undefined;
}

/** A new account: a password for registration; none for one single sign-on makes (its address verified by the provider). */
export interface NewAccount {
  name: string;
  email: string;
  password: string | null;
  emailVerified: boolean;
  /** The interface language, when the sign-up said which. */
  locale?: InterfaceLocale | null;
}

export function createAuthService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'authSecret' | 'config' | 'hub' | 'sessions' | 'counters' | 'log'> & {
    /** The instance's webhooks hear of every account made (user.created), however it was made. */
    webhooks: WebhookEvents;
  },
  policy: {
    /** Whether passwords sign in and register now (PASSWORD_SIGN_IN=off while single sign-on is set up: no); its refusal when not. */
    passwordSignIn(): Promise<{ on: true } | { on: false; refusal: Error }>;
  },
) {
  const repository = createAuthRepository(deps.database.db);
  const loginThrottle = createLoginThrottle(deps.counters);
  const registrations = createRegistrationLimit(deps.counters, deps.config.registration);
  const ttlSeconds = deps.config.accessTokenTtlSeconds;
  const accessTokens = createAccessTokens(deps.authSecret, deps.clock, ttlSeconds);
  const now = () => deps.clock.now();

  /** The answer of login, register and refresh: a new access token, how long it lives, the session token. */
  async function issue(user: UserRow, sessionId: string, sessionToken: string): Promise<AuthSession> {
    const token = await accessTokens.sign({ userId: user.id, sessionId });
    return { token, sessionToken, expiresIn: ttlSeconds, user: toPublicUser(user, now(), deps.config) };
  }

  /** Where a client signs in from, as sessions keep it: its browser and its address, hashed. */
  const placeOf = (client: ClientInfo) => ({
    visitorHash: client.visitorId ? hashVisitorId(client.visitorId) : null,
    addressHash: hashedAddressKey(deps.authSecret, client.ip),
  });

  async function startSession(user: UserRow, client: ClientInfo): Promise<AuthSession> {
    const sessionToken = newSessionToken();
    const sessionId = await repository.insertSession({
      userId: user.id,
      tokenHash: hashSessionToken(sessionToken),
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      lastUsedAt: now(),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ...placeOf(client),
    });
    return issue(user, sessionId, sessionToken);
  }

  /** Counted per session (its token may change on each refresh); skipped, like the HTTP limits, while Redis is down. */
  async function limitRefreshes(sessionId: string): Promise<void> {
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(`refresh-session:${sessionId}`, REFRESH_RATE_LIMIT.windowMs), null);
    if (hit && hit.count > REFRESH_RATE_LIMIT.perSession) throw rateLimited(hit.resetInMs);
  }

  /** Closes the ended sessions' sockets on every instance; if the hub fails, their heartbeat finds out. */
  async function closeSockets(userId: string, sessionId: string | null): Promise<void> {
    await deps.hub
      .endSessions(userId, sessionId)
      .catch((err: unknown) => deps.log.warn({ err }, 'could not tell the sockets that their session ended'));
  }

  async function refuseUnlessPasswordSignIn(): Promise<void> {
    const passwords = await policy.passwordSignIn();
    if (!passwords.on) throw passwords.refusal;
  }

  /**
   * Makes an account, for registration and single sign-on alike: counted against the address's
   * registrations, on the free trial when it claims its mailbox's, the first account of a fresh
   * install the administrator. Null when the e-mail is taken.
   */
  async function createAccount(account: NewAccount, client: ClientInfo): Promise<UserRow | null> {
    await registrations.count(client.ip);
    // Hashing first keeps a taken e-mail as slow as a free one.
    const passwordHash = account.password === null ? null : await hashPassword(account.password);
    const user = await repository.insertUser(
      {
        name: account.name,
        email: account.email,
        passwordHash,
        emailVerifiedAt: account.emailVerified ? now() : null,
        mailbox: normalizedMailbox(account.email),
        trialExpiry: new Date(now().getTime() + TRIAL_DURATION_MS),
        locale: account.locale ?? null,
      },
      now(),
      { firstIsAdministrator: deps.config.adminEmails.length === 0 },
    );
    if (user?.role === 'admin' && deps.config.adminEmails.length === 0) {
      deps.log.info({ userId: user.id }, `${user.email} registered first and is the administrator (set ADMIN_EMAILS to choose others)`);
    }
    if (user) {
      deps.webhooks.emit({
        type: 'user.created',
        data: {
          userId: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerifiedAt !== null,
          subscriptionStatus: user.subscriptionStatus,
          createdAt: user.createdAt.toISOString(),
        },
      });
    }
    return user;
  }

  return {
    async register(
      input: { name: string; email: string; password: string; locale?: InterfaceLocale | null },
      client: ClientInfo,
    ): Promise<AuthSession> {
      await refuseUnlessPasswordSignIn();
      const user = await createAccount({ ...input, emailVerified: false }, client);
      if (!user) throw conflict(authMessages.emailTaken, 'EMAIL_TAKEN');
      return startSession(user, client);
    },

    createAccount,

    /**
     * Single sign-on proved the address of an account whose address was never confirmed: the account
     * goes to the address's owner, and whoever registered it loses every way in (a pre-registered
     * account cannot be kept by its registrant). The user as they are now.
     */
    async claimUnconfirmedAccount(user: UserRow): Promise<UserRow> {
      if (user.emailVerifiedAt || !(await repository.claimUnconfirmedAccount(user.id, now()))) return user;
      await deps.sessions.forgetUser(user.id);
      await closeSockets(user.id, null);
      deps.log.warn(
        { userId: user.id },
        'single sign-on proved an unconfirmed address: every way its registrant held the account was ended',
      );
      return { ...user, passwordHash: null, emailVerifiedAt: now() };
    },

    /** Starts a session for a user another way proved (single sign-on), exactly as a password login does; 403 when suspended. */
    async signInProven(user: UserRow, client: ClientInfo): Promise<AuthSession> {
      if (user.suspendedAt) throw forbidden(authMessages.suspended, 'ACCOUNT_SUSPENDED');
      return startSession(user, client);
    },

    async login(input: { email: string; password: string }, client: ClientInfo): Promise<AuthSession> {
      await refuseUnlessPasswordSignIn();
      const attempt = await loginThrottle.begin(input.email, client.ip, () => repository.hasSignedInFrom(input.email, placeOf(client)));
      const user = await repository.findUserByEmail(input.email);
      // An account made by single sign-on without a password is checked against the decoy too, so it answers as any wrong password.
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
      if (!user || !valid) throw unauthorized(authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      await attempt.succeeded();
      // Only a caller who knows the password learns of the suspension.
      if (user.suspendedAt) throw forbidden(authMessages.suspended, 'ACCOUNT_SUSPENDED');
      return startSession(user, client);
    },

    /**
     * A new access token for a live session. With `rotate` (the client asked, and keeps what it is
     * given) the session token presented is replaced too; it keeps working for
     * SESSION_ROTATION_GRACE_MS, so another tab that refreshes with it meanwhile gets the same
     * successor, and any older token is refused. Without, the session goes on with its token.
     */
    async refresh(sessionToken: string | undefined, { rotate }: { rotate: boolean }): Promise<RefreshResponse> {
      const expired = unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
      if (!sessionToken) throw expired;
      const presentedHash = hashSessionToken(sessionToken);
      const session = await repository.liveSessionByTokenHash(presentedHash, now());
      if (!session) throw expired;
      await limitRefreshes(session.sessionId);
      await repository.touchSession(session.sessionId, now());
      const presentedIsCurrent = session.tokenHash === presentedHash;
      // A token in its grace period was replaced by this successor: the session's current token.
      const successor = nextSessionToken(deps.authSecret, sessionToken);
      if (!rotate) return issue(session.user, session.sessionId, presentedIsCurrent ? sessionToken : successor);
      if (presentedIsCurrent) {
        // When a parallel refresh replaced it first, it wrote this same successor.
        await repository.rotateSessionToken({
          sessionId: session.sessionId,
          fromHash: presentedHash,
          toHash: hashSessionToken(successor),
          graceUntil: new Date(now().getTime() + SESSION_ROTATION_GRACE_MS),
        });
      }
      return issue(session.user, session.sessionId, successor);
    },

    /** Signs one session out: its tokens stop working and its sockets close on every instance. */
    async logout(sessionToken: string): Promise<void> {
      const ended = await repository.revokeSession(hashSessionToken(sessionToken), now());
      if (!ended) return;
      // Every instance refuses its access tokens from now on, not once their cached session runs out.
      await deps.sessions.forgetUser(ended.userId);
      await closeSockets(ended.userId, ended.sessionId);
    },

    /** Signs the user out everywhere (suspension, a new password): every session, socket and mailed link ends. */
    async endAllSessions(userId: string): Promise<void> {
      await repository.revokeUserSessions(userId, now());
      // A link mailed before (an e-mail change asked for by whoever had the old password) must not outlive them.
      await repository.revokeAccountLinks(userId, now());
      await deps.sessions.forgetUser(userId);
      await closeSockets(userId, null);
    },

    /** Signs one session of the user out (the account page); false when the user has no such live session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const ended = await repository.revokeUserSession(userId, sessionId, now());
      if (ended) {
        await deps.sessions.forgetUser(userId);
        await closeSockets(userId, sessionId);
      }
      return ended;
    },

    /** Signs the user out everywhere but the session `keepSessionId` (a new password, 'sign out other devices'). */
    async endOtherSessions(userId: string, keepSessionId: string): Promise<void> {
      const ended = await repository.revokeOtherSessions(userId, keepSessionId, now());
      // Also when none ended: a new password comes this way, and the cached user row has the old one.
      await deps.sessions.forgetUser(userId);
      // The hub closes one session's sockets or all of them: each ended session is told on its own.
      await Promise.all(ended.map((sessionId) => closeSockets(userId, sessionId)));
    },

    /** Whether a session is still live (not signed out, not expired): long-lived sockets ask now and then. */
    async isSessionLive(sessionId: string): Promise<boolean> {
      return (await repository.liveSessionById(sessionId, now())) != null;
    },

    /** The user of a live session as they are now (a plan bought since sign-in included), or null once it has ended. */
    async sessionUser(sessionId: string): Promise<UserRow | null> {
      return (await repository.liveSessionById(sessionId, now()))?.user ?? null;
    },

    /** The user behind an access token whose session is still live, else null. Most requests find the session cached. */
    async authenticate(accessToken: string): Promise<SignedInUser | null> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return null;
      const signedIn = await deps.sessions.read(claims.sessionId, async () => {
        const session = await repository.liveSessionById(claims.sessionId, now());
        return session && { signedIn: { user: session.user, sessionId: session.sessionId }, expiresAt: session.expiresAt };
      });
      return signedIn?.user.id === claims.userId ? signedIn : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
