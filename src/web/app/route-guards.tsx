import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { pagePaths } from '@shared/routes';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';

/**
 * Signed-in pages: a signed-out visitor goes to /login (the affiliate page adds ?from=affiliate).
 * While a stored session is checked, `whileChecking` shows (the studio's frame), else a spinner.
 */
export function RequireAuth({
  children,
  redirectTo = pagePaths.login,
  whileChecking,
}: {
  children: ReactNode;
  redirectTo?: string;
  whileChecking?: ReactNode;
}) {
  const { isAuthenticated, isLoading } = useAuth();
  const { t } = useTranslation();
  if (isLoading) return <>{whileChecking ?? <FullScreenSpinner label={t('loading.checkingSession')} />}</>;
  if (!isAuthenticated) return <Redirect to={redirectTo} replace />;
  return <>{children}</>;
}
