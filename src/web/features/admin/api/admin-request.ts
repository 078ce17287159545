import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorBodyMessage } from '@/lib/api-client';
import { i18n } from '@/i18n/i18n';
import { attachmentFilename } from '@/lib/attachment-filename';

/** Every console call lives under this path; its queries' keys start with it. */
export const ADMIN_API = '/api/admin';

/**
 * A console action (POST, PUT or DELETE). Resolves to the server's `message` when its answer carries
 * one (the console shows the server's words), else undefined: an empty or non-JSON answer is fine.
 */
export async function adminAction(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<string | undefined> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown } | null;
    return typeof parsed?.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** What a failed call shows: the server's message, else why it failed, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  const fromServer = errorBodyMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof TypeError && !(error instanceof ApiError)) return i18n.t('admin:errors.network');
  return fallback;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), else `fallbackName`. */
  filename: string;
}

/** A file the console downloads (CSV, backup): fetched with the session like every call. */
export async function fetchAdminFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await apiRequest('GET', url);
  const filename = attachmentFilename(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** Refetches every console query whose path starts with one of `paths` (after an action changed them). */
export function refreshAdmin(queryClient: QueryClient, ...paths: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && paths.some((path) => head.startsWith(path));
    },
  });
}
