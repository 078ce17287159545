import type { AiStatusResponse, EngineStatus } from '@shared/contracts/ai';
import type { AuthSession, PublicUser } from '@shared/contracts/auth';
import type { UsageResponse } from '@shared/contracts/usage';
import { json, type ApiHandlers } from './mock-api';

const DAY_MS = 24 * 60 * 60 * 1000;

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    name: 'Ada Creator',
    email: 'ada@example.com',
    subscriptionStatus: 'trialing',
    subscriptionPlan: null,
    trialExpiry: new Date(Date.now() + DAY_MS).toISOString(),
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    createdAt: new Date().toISOString(),
    isAdmin: false,
    access: 'subscription',
    emailVerified: false,
    theme: 'system',
    locale: null,
    ...overrides,
  };
}

/** GET /api/usage of a Weekly subscriber, unless `overrides` say otherwise. */
export function makeUsage(overrides: Partial<UsageResponse> = {}): UsageResponse {
  return {
    plan: 'weekly',
    canGenerate: true,
    periodStart: '2030-03-08T12:00:00.000Z',
    periodEnd: '2030-03-15T12:00:00.000Z',
    scripts: { used: 3, limit: 25 },
    images: { used: 1, limit: 15 },
    access: 'subscription',
    fairUse: null,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return { token: 'access-1', sessionToken: 'session-1', expiresIn: 900, user: makeUser(), ...overrides };
}

/** Puts a signed-in browser's storage in place. */
export function storeSignedIn(user: PublicUser = makeUser(), tokens = { authToken: 'access-1', sessionToken: 'session-1' }) {
  localStorage.setItem('authToken', tokens.authToken);
  localStorage.setItem('sessionToken', tokens.sessionToken);
  localStorage.setItem('user', JSON.stringify(user));
}

const sessionExpired = { message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' };

/** The server refuses the stored session (signed out elsewhere, or ended): a 401 cannot be cured by a refresh. */
export const refreshRefused: ApiHandlers = { 'POST /api/auth/refresh': () => json(sessionExpired, 401) };

/** The code the server sends with each status when nothing more specific applies (src/server/http/plugins/error-handler.ts). */
const usualCodes: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  402: 'PLAN_LIMIT_REACHED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  502: 'AI_BAD_OUTPUT',
  503: 'AI_UNAVAILABLE',
  504: 'AI_TIMEOUT',
};

/** A failure as the server answers it: `{ message, code }` with the status's usual code unless one is given. */
export const failure = (status: number, message: string, code = usualCodes[status] ?? 'BAD_REQUEST') => json({ message, code }, status);

/** GET /api/ai/status with every capability on its built-in engine, unless `images` names another. */
export function aiStatus(images: EngineStatus = { engine: 'offline-preview', model: null, offline: true }): AiStatusResponse {
  const offline = (engine: string): EngineStatus => ({ engine, model: null, offline: true });
  return {
    capabilities: {
      scripts: offline('offline-writer'),
      seo: offline('seo-analyzer'),
      images,
      chat: offline('offline-writer'),
      speech: offline('espeak'),
      voiceCloning: offline('offline-voice-match'),
      video: null,
      speechInput: null,
    },
  };
}
