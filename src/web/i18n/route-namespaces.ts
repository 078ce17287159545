import { splitLocalePath } from '@shared/i18n/locales';
import { normalizePath, pagePaths, publicPagePaths } from '@shared/routes';

type Namespace =
  'auth' | 'account' | 'admin' | 'affiliates' | 'billing' | 'marketing' | 'publishing' | 'projects' | 'scripts' | 'voice' | 'workspace';

const byPage: Partial<Record<string, Namespace[]>> = {
  [pagePaths.app]: ['workspace', 'scripts', 'projects'],
  [pagePaths.login]: ['auth', 'marketing'],
  [pagePaths.register]: ['auth', 'marketing'],
  [pagePaths.forgotPassword]: ['auth', 'account'],
  [pagePaths.resetPassword]: ['auth', 'account'],
  [pagePaths.verifyEmail]: ['auth', 'account'],
  [pagePaths.confirmEmail]: ['auth', 'account'],
  [pagePaths.account]: ['account', 'auth'],
  [pagePaths.admin]: ['admin'],
  [pagePaths.subscription]: ['billing', 'marketing'],
  [pagePaths.calendar]: ['publishing'],
  [pagePaths.affiliate]: ['affiliates'],
  [pagePaths.ownerVoice]: ['voice'],
  [pagePaths.voice]: ['voice'],
};
const publicPages = new Set(publicPagePaths);

/**
 * The catalogues a page shows first, fetched beside the common one before the first render, so its
 * words arrive in parallel with its code instead of after it (a page loads any others as it renders).
 */
export function routeNamespaces(pathname: string): Namespace[] {
  const path = normalizePath(splitLocalePath(normalizePath(pathname)).path);
  if (publicPages.has(path) || path.startsWith('/blog/')) return ['marketing'];
  return byPage[path] ?? [];
}
