import type { AuthSession, RegistrationValues } from '@shared/contracts/auth';
import { visitorId } from '@/features/analytics';
import { activeLocale } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

/**
 * Creates the account, which starts the free trial. An affiliate link the visitor came through is
 * kept by the server in a cookie and read there. The browser's visitor id goes along: an
 * affiliate's own browser cannot earn on a second account.
 */
export async function register(values: RegistrationValues): Promise<AuthSession> {
  return api.post<AuthSession>('/api/auth/register', {
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    visitorId: visitorId(),
    // The language the account is made in becomes its own (its projects are written in it too).
    locale: activeLocale(),
  });
}
