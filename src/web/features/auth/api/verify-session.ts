import type { PublicUser } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** GET /api/auth/verify with the stored bearer and session headers: the user itself, or ApiError (401 when the access token lapsed). */
export function verifySession(): Promise<PublicUser> {
  return api.get<PublicUser>('/api/auth/verify');
}
