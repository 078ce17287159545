import type { RefreshResponse } from '@shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/refresh: a new access token for the stored session (X-Session-Token header). */
export async function refreshSession(): Promise<RefreshResponse> {
  const response = await apiRequest('POST', '/api/auth/refresh');
  return (await response.json()) as RefreshResponse;
}
