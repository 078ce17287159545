import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { pagePaths } from '@shared/routes';
import { useAuth } from '@/features/auth';

/** Signed-in pages: a signed-out visitor goes to /login (the affiliate page adds ?from=affiliate). */
export function RequireAuth({ children, redirectTo = pagePaths.login }: { children: ReactNode; redirectTo?: string }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Redirect to={redirectTo} replace />;
  return <>{children}</>;
}
