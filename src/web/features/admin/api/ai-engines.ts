import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiCapability } from '@shared/catalog/ai-engines';
import type { AiEngineSettingInput, AiEnginesResponse, TestAiEngineResponse } from '@shared/contracts/ai-engines';
import { aiStatusQueryKey } from '@/hooks/use-ai-status';
import { api, getQueryFn } from '@/lib/api-client';
import { ADMIN_API, refreshAdmin } from './admin-request';

export const aiEnginesPath = `${ADMIN_API}/ai-engines`;

/** GET /api/admin/ai-engines: what serves each capability, where its setting comes from, and any problem with it. */
export const aiEnginesQueryOptions = () =>
  queryOptions({
    queryKey: [aiEnginesPath] as const,
    queryFn: getQueryFn<AiEnginesResponse>({ on401: 'returnNull' }),
  });

export function useAiEngines() {
  return useQuery(aiEnginesQueryOptions());
}

/**
 * PUT /api/admin/ai-engines with one capability's setting. The answer is the new list (the
 * engines switched already); the studio's engine status and the audit log are asked for again.
 */
export function useSaveAiEngine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ capability, setting }: { capability: AiCapability; setting: AiEngineSettingInput }) =>
      api.put<AiEnginesResponse>(aiEnginesPath, { engines: { [capability]: setting } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(aiEnginesQueryOptions().queryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: aiStatusQueryKey }),
        refreshAdmin(queryClient, `${ADMIN_API}/audit-log`),
      ]);
    },
  });
}

/** POST /api/admin/ai-engines/{capability}/test: one real call with the form's (unsaved) setting, else the saved one. */
export function useTestAiEngine(capability: AiCapability) {
  return useMutation({
    mutationFn: (setting?: AiEngineSettingInput) =>
      api.post<TestAiEngineResponse>(`${aiEnginesPath}/${capability}/test`, setting ? { setting } : {}),
  });
}
