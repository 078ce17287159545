import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SCRIPT_TONE, DEFAULT_VIDEO_LENGTH, type QuickTemplateId } from '@shared/catalog/scripts';
import type { Project } from '@shared/contracts/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { ScriptEditor, useCreateProject, useCurrentProject, useUpdateProject } from '@/features/projects';
import { OFFLINE_WRITER_ENGINE } from '@shared/catalog/ai-engines';
import { contentLanguage, DEFAULT_CONTENT_LANGUAGE, isEnglish, type ContentLanguageTag } from '@shared/catalog/languages';
import { NarrationPanel } from '@/features/narrations';
import { MediaPanel } from '@/features/media';
import { StoryboardPanel, useVideoVoice } from '@/features/storyboard';
import { VideoPanel } from '@/features/renders';
import { ShortsPanel } from '@/features/shorts';
import { PublishPanel } from '@/features/publishing';
import { useLoadingOverlay } from '@/components/loading-overlay/use-loading-overlay';
import { textEngineLabel } from '@/lib/text-engine-label';
import { voicesQueryOptions } from '@/lib/voices-query';
import { useGenerateScript } from '../api/generate-script';
import { forgetFormDraft, useFormDraft } from '@/hooks/use-form-draft';
import { generationFailedTitle, scriptFailureMessage } from '../lib/failure-message';
import { narratorPace, narratorVoice } from '../lib/narrator-pace';
import { useContentLanguageName } from './content-language-select';
import { ScriptForm, type ScriptFormValues } from './script-form';

// The voiceover card (and the voice feature with it) is not part of the tab's first paint: it starts
// loading when a script is asked for and shows once there is one.
const loadVoice = () => import('@/features/voice');
const VoiceoverCard = lazy(() => loadVoice().then((voice) => ({ default: voice.VoiceoverCard })));

const NEW_PROJECT_DRAFT = 'scriptForm:new';
/** The voice chosen in the voiceover card (null: the default), kept like the form's values but for every project. */
const VOICE_DRAFT = 'scriptForm:voice';

const formOf = (project: Project | null): ScriptFormValues => ({
  topic: project?.topic ?? '',
  videoLength: project?.videoLength ?? DEFAULT_VIDEO_LENGTH,
  tone: project?.tone ?? DEFAULT_SCRIPT_TONE,
  ...(project?.template ? { template: project.template as QuickTemplateId } : {}),
});

/**
 * The Script Writing tab (spec §2) inside the open project: the form on the left; on the
 * right the project's script as an editor, and its voiceover. With no project open, the first
 * generation starts one named after its topic. What is typed in the form, and the voice chosen in
 * the voiceover card, survive a tab switch or a reload; the script itself is saved in the project.
 * Scripts are written for the chosen voice (the server aims the length at its measured pace) and
 * the editor times the script at that pace.
 */
export function ScriptWritingTab() {
  const { t, i18n } = useTranslation('scripts');
  const languageName = useContentLanguageName();
  const { projectId, project, query, open } = useCurrentProject();
  const [values, setValues] = useFormDraft<ScriptFormValues>(projectId ? `scriptForm:${projectId}` : NEW_PROJECT_DRAFT, () =>
    formOf(project),
  );
  const [voiceId, setVoiceId] = useFormDraft<string | null>(VOICE_DRAFT, () => null);
  // Fetched once there is a script to time (the voiceover card reads the same list).
  const voices = useQuery({ ...voicesQueryOptions(), enabled: Boolean(project?.script) });
  const pace = narratorPace(narratorVoice(voices.data?.voices, voiceId));
  const create = useCreateProject();
  const update = useUpdateProject();
  const generate = useGenerateScript();
  // The language the last draft was written for: the offline notice names it, whatever is chosen since.
  const [draftLanguage, setDraftLanguage] = useState<ContentLanguageTag>(DEFAULT_CONTENT_LANGUAGE);
  const { showLoading, hideLoading } = useLoadingOverlay();
  const voiceoverCard = useRef<HTMLDivElement>(null);
  const videoVoice = useVideoVoice(project?.id ?? null, project?.voiceovers ?? []);
  // The draft just written, while it is the project's current version: which engine wrote it, what
  // that means (the offline writer: fill in its slots, in the project's language), and whether it stood in for a model.
  const written = generate.data;
  const fresh =
    written && project?.script && written.projectId === project.id && written.version === project.script.version ? written : null;

  /** From the Video panel, when there is no voiceover yet: the voiceover card, in view and focused. */
  function goToVoiceover() {
    const card = voiceoverCard.current;
    if (!card) return;
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }

  function failed(error: Error) {
    hideLoading();
    toast({ variant: 'destructive', title: generationFailedTitle(), description: scriptFailureMessage(error) });
  }

  function write(target: string) {
    const topic = values.topic.trim();
    setDraftLanguage(language);
    generate.mutate(
      {
        topic,
        videoLength: values.videoLength,
        tone: values.tone,
        ...(values.template ? { template: values.template } : {}),
        ...(voiceId ? { voiceId } : {}),
        projectId: target,
      },
      {
        onSuccess: (generated) => {
          hideLoading();
          toast({ title: t('tab.generatedTitle'), description: t('tab.generatedDescription', { count: generated.wordCount }) });
        },
        onError: failed,
      },
    );
  }

  // An open project's language is saved as soon as it is chosen (its voiceovers and SEO use it too);
  // while the save is on its way the select shows the choice, not the old value.
  const language =
    (update.isPending && update.variables.id === projectId ? update.variables.language : project?.language) ??
    values.language ??
    // A new project is written in the interface's language (the account's, else the browser's).
    contentLanguage(i18n.language).tag;
  function changeLanguage(next: ContentLanguageTag) {
    if (!projectId) return setValues({ ...values, language: next });
    update.mutate(
      { id: projectId, language: next },
      {
        onError: (error) => toast({ variant: 'destructive', title: t('tab.languageFailed'), description: error.message }),
      },
    );
  }

  function submit() {
    const topic = values.topic.trim();
    if (!topic) {
      toast({ variant: 'destructive', title: t('tab.topicRequiredTitle'), description: t('tab.topicRequiredMessage') });
      return;
    }
    // Only a head start: if it fails, the card asks for the module again when it renders.
    loadVoice().catch(() => {});
    showLoading();
    if (projectId) return write(projectId);
    create.mutate(
      { topic, videoLength: values.videoLength, tone: values.tone, language },
      {
        onSuccess: (created) => {
          // The typed values now belong to the project (it keeps them); the next new script starts empty.
          forgetFormDraft(NEW_PROJECT_DRAFT);
          open(created.id);
          write(created.id);
        },
        onError: failed,
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ScriptForm
        values={values}
        onChange={setValues}
        language={language}
        onLanguageChange={changeLanguage}
        onSubmit={submit}
        isPending={generate.isPending || create.isPending}
      />
      <div className="grid content-start gap-6">
        {projectId && query.isPending ? (
          <LoadingState label={t('tab.openingProject')} className="py-16" />
        ) : projectId && query.isError && !project ? (
          <LoadFailed message={t('tab.projectLoadFailed')} onRetry={() => void query.refetch()} className="py-16" />
        ) : project?.script ? (
          <>
            {fresh && (
              <div className="grid gap-2">
                {fresh.fallbackFrom && (
                  <EngineFallbackNote capability="scripts" fallback={fresh.fallbackFrom} outcome={t('tab.fallbackOutcome')} />
                )}
                <p className="text-xs text-muted-foreground" data-testid="script-engine">
                  {t('tab.writtenBy', { engine: textEngineLabel(fresh.engine, fresh.model) })}
                </p>
                {fresh.engine === OFFLINE_WRITER_ENGINE && (
                  <p className="text-sm text-muted-foreground" data-testid="script-notice">
                    {isEnglish(draftLanguage)
                      ? t('tab.offlineNotice')
                      : t('tab.offlineOtherLanguageNotice', { language: languageName(draftLanguage) })}
                  </p>
                )}
              </div>
            )}
            {/* Keyed by project: another project's editor starts from that project's script. */}
            <ScriptEditor key={project.id} project={project} pace={pace}>
              {(script, save) => (
                <div
                  ref={voiceoverCard}
                  tabIndex={-1}
                  className="scroll-mt-4 rounded-2xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <Suspense fallback={<LoadingState label={t('tab.loadingVoiceover')} className="py-6" />}>
                    <VoiceoverCard
                      script={script}
                      project={{
                        id: project.id,
                        scriptVersion: project.script!.version,
                        voiceovers: project.voiceovers,
                        beforeVoicing: save,
                      }}
                      voiceId={voiceId}
                      onVoiceChange={setVoiceId}
                    />
                  </Suspense>
                </div>
              )}
            </ScriptEditor>
            {/* Beside the voiceover: the creator's own reading of the saved script. Keyed by project. */}
            <NarrationPanel
              key={`narration-${project.id}`}
              projectId={project.id}
              script={{ version: project.script.version, content: project.script.content }}
            />
          </>
        ) : (
          <EmptyScript />
        )}
      </div>
      {project && <MediaPanel key={`media-${project.id}`} projectId={project.id} className="lg:col-span-2" />}
      {project && (
        // Between the media and the video: the scenes the next render draws. Keyed by project.
        <StoryboardPanel
          key={`storyboard-${project.id}`}
          projectId={project.id}
          voiceovers={project.voiceovers}
          voiceoverId={videoVoice.chosen}
          onVoiceoverChange={videoVoice.choose}
          onUnsavedChange={videoVoice.setLocked}
          onGoToVoiceover={project.script ? goToVoiceover : undefined}
          className="lg:col-span-2"
        />
      )}
      {project?.script && (
        // Keyed by project: another project's panel starts from that project's choices.
        <VideoPanel
          key={project.id}
          projectId={project.id}
          projectTitle={project.title}
          voiceovers={project.voiceovers}
          voiceoverId={videoVoice.voice}
          onVoiceoverChange={videoVoice.choose}
          voiceLocked={videoVoice.locked}
          onGoToVoiceover={goToVoiceover}
          className="lg:col-span-2"
        />
      )}
      {/* After the video: shorts cut from the project's long videos (uploads and renders). Keyed by project. */}
      {project && <ShortsPanel key={`shorts-${project.id}`} projectId={project.id} className="lg:col-span-2" />}
      {/* Last: the finished video sent to YouTube, and the project's publications. Keyed by project. */}
      {project && <PublishPanel key={`publish-${project.id}`} project={project} className="lg:col-span-2" />}
    </div>
  );
}

function EmptyScript() {
  const { t } = useTranslation('scripts');
  return (
    <Card aria-label={t('tab.emptyTitle')} role="region">
      <CardHeader>
        <CardTitle>{t('tab.emptyTitle')}</CardTitle>
        <CardDescription>{t('tab.emptyDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState icon={FileText}>{t('tab.empty')}</EmptyState>
      </CardContent>
    </Card>
  );
}
