import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../app/deps';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived HS256 access tokens (`ttlSeconds`), tied to the session that issued them. */
export function createAccessTokens(secret: string, clock: Clock, ttlSeconds: number) {
  // Imported once: handed the raw secret, jose imports it again on every call (about 100 µs a request).
  const key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async sign({ userId, sessionId }: AccessClaims): Promise<string> {
      const issuedAt = nowSeconds();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
    },

    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** 32 random bytes; the client keeps the token, the database keeps only its SHA-256. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The session token that replaces `token` on refresh. Derived (HMAC with the deployment's secret)
 * rather than drawn at random, so two tabs refreshing the same token at once both get the same
 * successor instead of splitting the session into two chains.
 */
export function nextSessionToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`session-rotation:${token}`).digest('base64url');
}
