import type { AuthSession, LoginValues } from '@shared/contracts/auth';
import { visitorId } from '@/features/analytics';
import { api } from '@/lib/api-client';

/** Signs in; the browser's visitor id goes along, so an affiliate's own browsers are known (no self-referrals). */
export function login(values: LoginValues): Promise<AuthSession> {
  return api.post<AuthSession>('/api/auth/login', { email: values.email, password: values.password, visitorId: visitorId() });
}
