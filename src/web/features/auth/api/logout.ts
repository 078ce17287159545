import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout {sessionToken}: revokes the session on the server; the answer is unused. */
export async function logout(sessionToken: string | null): Promise<void> {
  await apiRequest('POST', '/api/auth/logout', { sessionToken: sessionToken ?? undefined });
}
