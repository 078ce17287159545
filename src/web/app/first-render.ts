import { splitLocalePath, type InterfaceLocale } from '@shared/i18n/locales';
import { normalizePath, pagePaths, sessionFreePagePaths } from '@shared/routes';
import { hasStoredTokens } from '@/lib/auth-storage';

/**
 * Whether the app's first render at `pathname` is the markup the build wrote for it, so the page can
 * be hydrated: the session-free pages always; /app's frame only while a stored session is checked;
 * the other pre-rendered pages (/subscription, the 404 page) only for a visitor without one (a
 * spinner shows while a session is checked). The router (AppRouter) renders by the same rules. A
 * page is built in its address's language (English at the root): opened in another, it is rendered anew.
 */
export function firstRenderIsPrerendered(pathname: string, locale: InterfaceLocale): boolean {
  const address = splitLocalePath(pathname);
  if (address.locale !== locale) return false;
  const path = normalizePath(address.path);
  if (sessionFreePagePaths.includes(path)) return true;
  return hasStoredTokens() === (path === pagePaths.app);
}
