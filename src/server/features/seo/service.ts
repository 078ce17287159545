import type { z } from 'zod';
import type { SeoAnalysisResponse, seoAnalyzeInput } from '@shared/contracts/seo';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import type { Entitlements } from '../billing';
import { createSeoAnalysisPool } from './analysis-pool';
import { SEO_ANALYZER_ENGINE } from './analyzer';
import type { SeoCopywriter, SeoRequest } from './rewrite';

/**
 * SEO analysis for a user: the trial or plan's gate (analyses are not counted), one of the user's
 * places and one of the instance's (the analysis threads are shared by everyone: one user's script
 * cannot fill their queue and turn others away), the offline analysis on its threads, then the copywriter's titles
 * and description (the model's rewrite when a model is configured).
 */
export function createSeoService(
  deps: Pick<AppDeps, 'config' | 'heavyWork' | 'metrics' | 'log'> & { entitlements: Entitlements; copywriter: SeoCopywriter },
) {
  const analyzer = createSeoAnalysisPool(deps.config.seoAnalysis, deps.log);
  return {
    /** `language`: a project's; the copywriter writes in it. */
    analyze(
      user: UserRow,
      { language, ...input }: z.output<typeof seoAnalyzeInput> & Pick<SeoRequest, 'language'>,
      signal?: AbortSignal,
    ): Promise<SeoAnalysisResponse> {
      deps.entitlements.assertActive(user);
      return deps.heavyWork.run(user.id, 'seo', () =>
        deps.metrics.timeGeneration(
          'seo',
          deps.copywriter.engine ?? SEO_ANALYZER_ENGINE,
          async () => deps.copywriter.rewrite(await analyzer.analyze({ ...input, language }, signal), { ...input, language }, signal),
          (result) => result,
        ),
      );
    },
    /**
     * The offline analysis alone, queued as `analyze` is but without the copywriter: a text model
     * is never asked for titles and a description that would not be used (a shorts package takes
     * only the tags, for each of its clips). Not gated by the plan: it makes nothing new, and its
     * caller decides who may have it (a shorts package is what its owner already rendered, which a
     * lapsed plan may still download, as a project's export package).
     */
    analyzeOffline(user: UserRow, input: z.output<typeof seoAnalyzeInput>, signal?: AbortSignal): Promise<SeoAnalysisResponse> {
      return deps.heavyWork.run(user.id, 'seo', () => analyzer.analyze(input, signal));
    },
    close: () => analyzer.close(),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
