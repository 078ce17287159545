import type { AuthSession, RegistrationValues } from '@shared/contracts/auth';
import { clearReferral, referralForSignup } from '@/features/affiliates';
import { api } from '@/lib/api-client';

/**
 * Creates the account, which starts the free trial. A visitor who came through an affiliate link
 * within the referral window carries its code (and their visitor id); once registered, it is forgotten.
 */
export async function register(values: RegistrationValues): Promise<AuthSession> {
  const referral = referralForSignup();
  const session = await api.post<AuthSession>('/api/auth/register', {
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(referral ? { referral } : {}),
  });
  clearReferral();
  return session;
}
