import type { AuthSession, RegistrationValues } from '@shared/contracts/auth';
import { clearReferral, referralForSignup } from '@/features/affiliates';
import { visitorId } from '@/features/analytics';
import { api } from '@/lib/api-client';

/**
 * Creates the account, which starts the free trial. A visitor who came through an affiliate link
 * within the referral window carries its code; once registered, it is forgotten. The browser's
 * visitor id goes along either way: an affiliate's own browser cannot earn on a second account.
 */
export async function register(values: RegistrationValues): Promise<AuthSession> {
  const referral = referralForSignup();
  const session = await api.post<AuthSession>('/api/auth/register', {
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    visitorId: visitorId(),
    ...(referral ? { referral } : {}),
  });
  clearReferral();
  return session;
}
