import { useMutation } from '@tanstack/react-query';
import type { SeoAnalysisResponse, SeoAnalyzeInput } from '@shared/contracts/seo';
import { api } from '@/lib/api-client';

/** POST /api/seo/analyze: a score, checks, titles, a description and tags for the content. */
export function analyzeSeo(input: SeoAnalyzeInput): Promise<SeoAnalysisResponse> {
  return api.post<SeoAnalysisResponse>('/api/seo/analyze', input);
}

export function useAnalyzeSeo() {
  return useMutation({ mutationFn: analyzeSeo });
}
