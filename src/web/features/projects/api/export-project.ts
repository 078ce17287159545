import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attachmentFilename } from '@/lib/attachment-filename';

export interface ProjectPackage {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), else a safe default. */
  filename: string;
}

/** GET /api/projects/{id}/export: the publish package as a ZIP, fetched with the session like every call. */
export async function exportProject(projectId: string): Promise<ProjectPackage> {
  const response = await apiRequest('GET', `/api/projects/${encodeURIComponent(projectId)}/export`);
  const filename = attachmentFilename(response.headers.get('Content-Disposition')) ?? 'project.zip';
  return { blob: await response.blob(), filename };
}

export function useExportProject() {
  return useMutation({ mutationFn: exportProject });
}
