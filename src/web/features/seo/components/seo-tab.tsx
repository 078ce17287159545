import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SEO_AUDIENCE, DEFAULT_SEO_COMPETITION, type SeoAudience, type SeoCompetition } from '@shared/catalog/seo';
import type { Project, ProjectSeoAnalysis } from '@shared/contracts/projects';
import type { SeoAnalysisResponse } from '@shared/contracts/seo';
import { i18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { useAnalyzeProjectSeo, useCurrentProject } from '@/features/projects';
import { useLoadingOverlay } from '@/components/loading-overlay/use-loading-overlay';
import { useAnalyzeSeo } from '../api/analyze-seo';
import { useFormDraft } from '@/hooks/use-form-draft';
import { analysisFailedTitle, seoFailureMessage } from '../lib/failure-message';
import { SeoForm, type SeoFormValues } from './seo-form';
import { SeoResults, type KeptAnalysis } from './seo-results';

const contentRequired = () =>
  toast({ variant: 'destructive', title: i18n.t('seo:tab.contentRequiredTitle'), description: i18n.t('seo:tab.contentRequiredMessage') });
const analysisComplete = (analysis: SeoAnalysisResponse) =>
  toast({ title: i18n.t('seo:tab.completeTitle'), description: i18n.t('seo:tab.completeDescription', { score: analysis.seoScore }) });
const analysisFailed = (error: Error) =>
  toast({ variant: 'destructive', title: analysisFailedTitle(), description: seoFailureMessage(error) });

/**
 * The SEO Optimization tab (spec §2): content and options on the left, suggestions on the right.
 * With a project open it analyses the project's script and keeps the result there.
 */
export function SeoTab() {
  const { t } = useTranslation('seo');
  const { projectId, project, query } = useCurrentProject();
  if (!projectId) return <StandaloneSeo />;
  // Keyed by project: another project's tab starts from that project's script and analysis.
  if (project) return <ProjectSeo key={project.id} project={project} />;
  if (query.isError) return <LoadFailed message={t('tab.projectLoadFailed')} onRetry={() => void query.refetch()} className="py-16" />;
  return <LoadingState label={t('tab.openingProject')} className="py-16" />;
}

/** No project open: the text typed is analysed (POST /api/seo/analyze) and the result lives in the tab. */
function StandaloneSeo() {
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
    if (!content) return contentRequired();
    showLoading();
    analyze.mutate(
      { content, targetAudience: values.targetAudience, competition: values.competition },
      {
        onSuccess: (analysis) => {
          setResult(analysis);
          analysisComplete(analysis);
        },
        onError: analysisFailed,
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

/** The form inside a project: `content` is null while the box holds the project's script unchanged. */
interface ProjectSeoDraft {
  content: string | null;
  targetAudience: SeoAudience;
  competition: SeoCompetition;
}

function keptOf(t: TFunction<'seo'>, seo: ProjectSeoAnalysis, project: Project): KeptAnalysis {
  const current = project.script?.version;
  const basis =
    seo.scriptVersion === null
      ? t('tab.basisOwnText')
      : current !== undefined && current !== seo.scriptVersion
        ? t('tab.basisScriptChanged', { version: seo.scriptVersion })
        : t('tab.basisScript', { version: seo.scriptVersion });
  return { basis, chapterCount: seo.chapters.length, chaptersNote: seo.chaptersNote };
}

/**
 * The open project's SEO: the box starts with the latest script (and follows it until edited); the
 * analysis is made through the project (POST /api/projects/{id}/seo) and its latest one is shown
 * whenever the tab opens, so a reload or a tab switch keeps it.
 */
function ProjectSeo({ project }: { project: Project }) {
  const { t } = useTranslation('seo');
  const script = project.script?.content ?? '';
  const stored = project.seo;
  const [draft, setDraft] = useFormDraft<ProjectSeoDraft>(`seoForm:${project.id}`, () => ({
    content: null,
    targetAudience: stored?.targetAudience ?? DEFAULT_SEO_AUDIENCE,
    competition: stored?.competition ?? DEFAULT_SEO_COMPETITION,
  }));
  const analyze = useAnalyzeProjectSeo();
  const { showLoading, hideLoading } = useLoadingOverlay();
  const values: SeoFormValues = { content: draft.content ?? script, targetAudience: draft.targetAudience, competition: draft.competition };
  // Text that differs from the script only in surrounding spaces is still the script.
  const ownText = draft.content !== null && draft.content.trim() !== script.trim();

  function change(next: SeoFormValues) {
    setDraft({ ...next, content: next.content === script ? null : next.content });
  }

  function submit() {
    const content = values.content.trim();
    if (!content) return contentRequired();
    showLoading();
    analyze.mutate(
      {
        projectId: project.id,
        ...(ownText ? { content } : {}),
        targetAudience: values.targetAudience,
        competition: values.competition,
      },
      { onSuccess: (seo) => analysisComplete(seo.analysis), onError: analysisFailed, onSettled: hideLoading },
    );
  }

  const contentHint = !project.script
    ? t('tab.hintNoScript')
    : ownText
      ? t('tab.hintOwnText')
      : t('tab.hintFromScript', { version: project.script.version });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SeoForm
        values={values}
        onChange={change}
        onSubmit={submit}
        isPending={analyze.isPending}
        result={stored?.analysis ?? null}
        contentHint={contentHint}
        contentAction={
          project.script && ownText ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              onClick={() => change({ ...values, content: script })}
            >
              {t('tab.useScriptAgain')}
            </Button>
          ) : undefined
        }
      />
      <SeoResults result={stored?.analysis ?? null} kept={stored ? keptOf(t, stored, project) : undefined} />
    </div>
  );
}
