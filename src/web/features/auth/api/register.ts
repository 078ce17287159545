import type { AuthSession, RegistrationValues } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** Creates the account, which starts the free trial. */
export function register(values: RegistrationValues): Promise<AuthSession> {
  return api.post<AuthSession>('/api/auth/register', {
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
  });
}
