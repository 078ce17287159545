import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AiCapability } from '@shared/catalog/ai-engines';
import {
  TEST_PROGRESS_TYPE,
  type AiEngineSettingInput,
  type AiEnginesResponse,
  type TestAiEngineEvent,
  type TestAiEngineProgress,
  type TestAiEngineResponse,
} from '@shared/contracts/ai-engines';
import { aiStatusQueryKey } from '@/hooks/use-ai-status';
import { api, apiRequest, getQueryFn } from '@/lib/api-client';
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

/**
 * The Test's result from its answer: read line by line (a line of JSON each), handing on each line of
 * progress as it comes; an answer that is plain JSON, as it is.
 */
async function readTestAnswer(response: Response, onProgress: (progress: TestAiEngineProgress) => void): Promise<TestAiEngineResponse> {
  if (!response.body || !response.headers.get('content-type')?.startsWith(TEST_PROGRESS_TYPE)) {
    return (await response.json()) as TestAiEngineResponse;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (let read = await reader.read(); ; read = await reader.read()) {
    pending += decoder.decode(read.value, { stream: !read.done });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of read.done ? [...lines, pending] : lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as TestAiEngineEvent;
      if ('result' in event) return event.result;
      onProgress(event.progress);
    }
    if (read.done) throw new Error('The test ended without a result.');
  }
}

/**
 * POST /api/admin/ai-engines/{capability}/test: one real call with the form's (unsaved) setting, else
 * the saved one. `progress` says how far a local model's load is while the Test waits for it.
 */
export function useTestAiEngine(capability: AiCapability) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TestAiEngineProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (setting?: AiEngineSettingInput) => {
      setProgress(null);
      const url = `${aiEnginesPath}/${capability}/test`;
      const response = await apiRequest('POST', url, setting ? { setting } : {}, { Accept: TEST_PROGRESS_TYPE });
      return readTestAnswer(response, setProgress);
    },
    onSettled: async () => {
      setProgress(null);
      // Every Test is in the audit log.
      await refreshAdmin(queryClient, `${ADMIN_API}/audit-log`);
    },
  });
  return { ...mutation, progress };
}
