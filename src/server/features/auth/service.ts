import { SESSION_TTL_MS, TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { authMessages, type AuthSession, type RefreshResponse } from '@shared/contracts/auth';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, unauthorized } from '../../http-error';
import { toPublicUser } from '../../public-user';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { createAuthRepository } from './repository';
import { createAccessTokens, hashSessionToken, newSessionToken } from './tokens';

export interface SignedInUser {
  user: UserRow;
  sessionId: string;
}

interface ClientInfo {
  userAgent: string | undefined;
}

export function createAuthService(deps: Pick<AppDeps, 'database' | 'clock' | 'authSecret'>) {
  const repository = createAuthRepository(deps.database.db);
  const accessTokens = createAccessTokens(deps.authSecret, deps.clock);
  const now = () => deps.clock.now();

  async function startSession(user: UserRow, client: ClientInfo): Promise<AuthSession> {
    const sessionToken = newSessionToken();
    const sessionId = await repository.insertSession({
      userId: user.id,
      tokenHash: hashSessionToken(sessionToken),
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const token = await accessTokens.sign({ userId: user.id, sessionId });
    return { token, sessionToken, user: toPublicUser(user, now()) };
  }

  return {
    async register(
      input: { name: string; email: string; password: string },
      client: ClientInfo,
    ): Promise<AuthSession> {
      // Hashing first keeps a taken e-mail as slow as a free one.
      const passwordHash = await hashPassword(input.password);
      const user = await repository.insertUser({
        name: input.name,
        email: input.email,
        passwordHash,
        trialExpiry: new Date(now().getTime() + TRIAL_DURATION_MS),
      });
      if (!user) throw conflict(authMessages.emailTaken, 'EMAIL_TAKEN');
      return startSession(user, client);
    },

    async login(input: { email: string; password: string }, client: ClientInfo): Promise<AuthSession> {
      const user = await repository.findUserByEmail(input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyDecoy(input.password);
      if (!user || !valid) throw unauthorized(authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      return startSession(user, client);
    },

    async refresh(sessionToken: string | undefined): Promise<RefreshResponse> {
      const session = sessionToken
        ? await repository.liveSessionByTokenHash(hashSessionToken(sessionToken), now())
        : null;
      if (!session) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
      const token = await accessTokens.sign({ userId: session.user.id, sessionId: session.sessionId });
      return { token, user: toPublicUser(session.user, now()) };
    },

    async logout(sessionToken: string): Promise<void> {
      await repository.revokeSession(hashSessionToken(sessionToken), now());
    },

    /** Whether a session is still live (not signed out, not expired): long-lived sockets ask now and then. */
    async isSessionLive(sessionId: string): Promise<boolean> {
      return (await repository.liveSessionById(sessionId, now())) != null;
    },

    /** The user behind an access token whose session is still live, else null. */
    async authenticate(accessToken: string): Promise<SignedInUser | null> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return null;
      const session = await repository.liveSessionById(claims.sessionId, now());
      if (!session || session.user.id !== claims.userId) return null;
      return { user: session.user, sessionId: session.sessionId };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
