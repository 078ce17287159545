import { useState } from 'react';
import { DEFAULT_SEO_AUDIENCE, DEFAULT_SEO_COMPETITION } from '@shared/catalog/seo';
import { seoProblems, type SeoAnalysisResponse } from '@shared/contracts/seo';
import { toast } from '@/components/ui/use-toast';
import { useLoadingOverlay } from '@/features/workspace';
import { useAnalyzeSeo } from '../api/analyze-seo';
import { ANALYSIS_FAILED_TITLE, seoFailureMessage } from '../lib/failure-message';
import { SeoForm, type SeoFormValues } from './seo-form';
import { SeoResults } from './seo-results';

/** The SEO Optimization tab (spec §2): content and options on the left, suggestions on the right. */
export function SeoTab() {
  const [values, setValues] = useState<SeoFormValues>({
    content: '',
    targetAudience: DEFAULT_SEO_AUDIENCE,
    competition: DEFAULT_SEO_COMPETITION,
  });
  const [result, setResult] = useState<SeoAnalysisResponse | null>(null);
  const analyze = useAnalyzeSeo();
  const { showLoading, hideLoading } = useLoadingOverlay();

  function submit() {
    const content = values.content.trim();
    if (!content) {
      const { title, message } = seoProblems.contentRequired;
      toast({ variant: 'destructive', title, description: message });
      return;
    }
    showLoading();
    analyze.mutate(
      { content, targetAudience: values.targetAudience, competition: values.competition },
      {
        onSuccess: (analysis) => {
          setResult(analysis);
          toast({ title: 'Analysis Complete!', description: `Your content scored ${analysis.seoScore}/100.` });
        },
        onError: (error) => toast({ variant: 'destructive', title: ANALYSIS_FAILED_TITLE, description: seoFailureMessage(error) }),
        onSettled: hideLoading,
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SeoForm values={values} onChange={setValues} onSubmit={submit} isPending={analyze.isPending} result={result} />
      <SeoResults result={result} />
    </div>
  );
}
