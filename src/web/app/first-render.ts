import { normalizePath, pagePaths, sessionFreePagePaths } from '@shared/routes';
import { hasStoredTokens } from '@/lib/auth-storage';

/**
 * Whether the app's first render at `pathname` is the markup the build wrote for it, so the page can
 * be hydrated: the session-free pages always; /app's frame only while a stored session is checked;
 * the other pre-rendered pages (/subscription, the 404 page) only for a visitor without one (a
 * spinner shows while a session is checked). The router (AppRouter) renders by the same rules.
 */
export function firstRenderIsPrerendered(pathname: string): boolean {
  const path = normalizePath(pathname);
  if (sessionFreePagePaths.includes(path)) return true;
  return hasStoredTokens() === (path === pagePaths.app);
}
