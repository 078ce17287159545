import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateScriptInput, GenerateScriptResponse } from '@shared/contracts/scripts';
import { usageQueryKey } from '@/features/billing';
import { api, failedWith } from '@/lib/api-client';

/** POST /api/scripts/generate: a draft script for the topic, length, tone and optional template. */
export function generateScript(input: GenerateScriptInput): Promise<GenerateScriptResponse> {
  return api.post<GenerateScriptResponse>('/api/scripts/generate', input);
}

/**
 * Generates a script; success and a 402 both change what is left of the plan, so usage is refetched.
 * A script kept in a project makes that project (and its history) stale.
 */
export function useGenerateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateScript,
    onSettled: (_data, error, input) => {
      if (!error || failedWith(error, 402)) void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      if (input.projectId) void queryClient.invalidateQueries({ queryKey: ['/api/projects'] });
    },
  });
}
