import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateScriptInput, GenerateScriptResponse } from '@shared/contracts/scripts';
import { usageChangedBy, usageQueryKey } from '@/features/billing';
import { api } from '@/lib/api-client';

/** POST /api/scripts/generate: a draft script for the topic, length, tone and optional template. */
export function generateScript(input: GenerateScriptInput): Promise<GenerateScriptResponse> {
  return api.post<GenerateScriptResponse>('/api/scripts/generate', input);
}

/**
 * Generates a script; success and a refusal by a limit both change what is left of it, so usage is refetched.
 * A script kept in a project makes that project (and its history) stale.
 */
export function useGenerateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateScript,
    onSettled: (_data, error, input) => {
      if (usageChangedBy(error)) void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      if (input.projectId) void queryClient.invalidateQueries({ queryKey: ['/api/projects'] });
    },
  });
}
