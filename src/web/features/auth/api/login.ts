import type { AuthSession, LoginValues } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

export function login(values: LoginValues): Promise<AuthSession> {
  return api.post<AuthSession>('/api/auth/login', { email: values.email, password: values.password });
}
