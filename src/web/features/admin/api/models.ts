import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalModelRuntime, ModelDownload, ModelsResponse, StartModelDownloadInput } from '@shared/contracts/models';
import { api, getQueryFn } from '@/lib/api-client';
import { ADMIN_API, adminAction, refreshAdmin } from './admin-request';

export const modelsPath = `${ADMIN_API}/models`;
/** While a download is queued or running the list is asked for this often, for its progress. */
export const MODELS_POLL_MS = 1_000;

/** A download or the runtime's install is under way: the list is polled for its progress. */
const downloading = (data: ModelsResponse | null | undefined) =>
  Boolean(data?.downloads.some((download) => download.status === 'queued' || download.status === 'running')) ||
  data?.runtime.status === 'installing';

/** GET /api/admin/models: downloaded models, recent downloads, and whether node-llama-cpp is installed; polled while a download runs. */
export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: [modelsPath] as const,
    queryFn: getQueryFn<ModelsResponse>({ on401: 'returnNull' }),
    refetchInterval: (query) => (downloading(query.state.data) ? MODELS_POLL_MS : false),
  });

export function useModels() {
  return useQuery(modelsQueryOptions());
}

/** Refreshes the models list and the audit log (each action is written there). */
function useRefreshModels() {
  const queryClient = useQueryClient();
  return () => refreshAdmin(queryClient, modelsPath, `${ADMIN_API}/audit-log`);
}

/** POST /api/admin/models {url, sha256?}: queues a download (202). */
export function useStartModelDownload() {
  const refresh = useRefreshModels();
  return useMutation({
    mutationFn: (input: StartModelDownloadInput) => api.post<{ download: ModelDownload }>(modelsPath, input),
    onSuccess: refresh,
  });
}

/** POST /api/admin/models/runtime: installs node-llama-cpp on this instance (202; the list shows its progress). */
export function useInstallRuntime() {
  const refresh = useRefreshModels();
  return useMutation({
    mutationFn: () => api.post<{ runtime: LocalModelRuntime }>(`${modelsPath}/runtime`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/models/downloads/:id/cancel. */
export function useCancelModelDownload() {
  const refresh = useRefreshModels();
  return useMutation({
    mutationFn: (id: string) => api.post<{ download: ModelDownload }>(`${modelsPath}/downloads/${encodeURIComponent(id)}/cancel`),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/models/:fileName: deletes a downloaded model file. */
export function useDeleteModel() {
  const refresh = useRefreshModels();
  return useMutation({
    mutationFn: (fileName: string) => adminAction('DELETE', `${modelsPath}/${encodeURIComponent(fileName)}`),
    onSuccess: refresh,
  });
}
