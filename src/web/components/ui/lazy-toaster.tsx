import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useToast } from './use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

// Whether some page asked for the toast UI ahead of its first toast.
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isWanted = () => wanted;

/**
 * Mounts the toast viewport now (pages with forms call it on mount), so the first toast shows at
 * once and F8 already reaches the notification area there.
 */
export function preloadToaster(): void {
  if (wanted) return;
  wanted = true;
  void loadToaster();
  listeners.forEach((listener) => listener());
}

/**
 * The toast viewport, loaded with the first toast (or when a page asks for it) instead of with
 * every page: the Radix toast stack stays out of the landing page's initial JS. Once mounted it stays.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const preloaded = useSyncExternalStore(subscribe, isWanted, isWanted);
  const hasToasts = toasts.length > 0;
  // After the first toast the viewport stays mounted.
  useEffect(() => {
    if (hasToasts) preloadToaster();
  }, [hasToasts]);
  if (!preloaded && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
