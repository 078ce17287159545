import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { failedWith } from '@/lib/api-client';
import { useProject } from '../api/projects';

/** Where the last opened project is remembered, so /app opens it again after a visit elsewhere. */
export const LAST_PROJECT_KEY = 'lastProjectId';

export function rememberProject(id: string | null) {
  try {
    if (id) window.localStorage.setItem(LAST_PROJECT_KEY, id);
    else window.localStorage.removeItem(LAST_PROJECT_KEY);
  } catch {
    // No storage: the project stays open in the address only.
  }
}

export function lastProject(): string | null {
  try {
    return window.localStorage.getItem(LAST_PROJECT_KEY);
  } catch {
    return null;
  }
}

/**
 * The project open in the studio: `?project=<id>` in the address, so a reload, a tab switch or the
 * back button keep it. `open(null)` closes it; `params` sets other address parameters in the same
 * step (`{ tab: 'script' }` opens the project on the Script Writing tab).
 */
export function useCurrentProject() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const projectId = new URLSearchParams(search).get('project');
  const query = useProject(projectId);

  const open = useCallback(
    (id: string | null, options: { replace?: boolean; params?: Record<string, string> } = {}) => {
      const params = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(options.params ?? {})) params.set(name, value);
      if (id) params.set('project', id);
      else params.delete('project');
      rememberProject(id);
      const next = params.toString();
      navigate(next ? `${location}?${next}` : location, { replace: options.replace ?? false });
    },
    [location, navigate],
  );

  return { projectId, project: query.data ?? null, query, open };
}

/**
 * /app without a project in the address reopens the last one; a project that no longer exists (deleted
 * in another tab) is closed rather than shown as an error.
 */
export function useReopenLastProject() {
  const { projectId, query, open } = useCurrentProject();
  useEffect(() => {
    const last = lastProject();
    if (!projectId && last) open(last, { replace: true });
  }, [projectId, open]);
  // 404: deleted; 400: not a project id at all (an edited address).
  const gone = query.isError && (failedWith(query.error, 404) || failedWith(query.error, 400));
  useEffect(() => {
    if (gone) open(null, { replace: true });
  }, [gone, open]);
}
