import { Check, Clapperboard, Film } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  captionStyles,
  DEFAULT_CAPTION_STYLE,
  videoFormats,
  videoPixelSize,
  videoResolutions,
  type CaptionStyleId,
  type VideoFormat,
  type VideoResolution,
} from '@shared/catalog/video';
import { Button } from '@/components/ui/button';
import { VoiceoverSelect, type VoiceChoice } from '@/features/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useFormDraft } from '@/hooks/use-form-draft';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { useCreateRender } from '../api/create-render';
import { useRenders } from '../api/get-renders';
import { formatLabel, renderFailureMessage, renderProblemText } from '../lib/render-text';
import { CaptionPreview } from './caption-preview';
import { MusicField, type ChosenMusic } from './music-field';
import { RenderItem } from './render-item';

export interface VideoPanelProps {
  projectId: string;
  projectTitle: string;
  /**
   * The project's voiceovers, newest first: spoken ones and the creator's own takes ('Your
   * recording'). The video's voice is one of them, chosen here or in the storyboard.
   */
  voiceovers: readonly VoiceChoice[];
  /**
   * The video's voice (the storyboard's unless the creator chose another); null until that is
   * known: the newest is shown, and the render names none (the server voices it as the storyboard).
   */
  voiceoverId: string | null;
  onVoiceoverChange: (voiceoverId: string) => void;
  /** While the storyboard has unsaved changes the voice stays (they are timed on it). */
  voiceLocked?: boolean;
  /** Brings the voiceover card into view: offered beside the reason Render is disabled. */
  onGoToVoiceover?: () => void;
  className?: string;
}

interface VideoSettings {
  format: VideoFormat;
  resolution: VideoResolution;
  captions: boolean;
  captionStyle: CaptionStyleId;
  music: ChosenMusic | null;
}

const defaultSettings = (): VideoSettings => ({
  format: '16:9',
  resolution: '720p',
  captions: true,
  captionStyle: DEFAULT_CAPTION_STYLE,
  music: null,
});

/** The shape of each format, drawn small beside its name. */
const formatShapes: Record<VideoFormat, string> = { '16:9': 'h-3.5 w-6', '9:16': 'h-6 w-3.5', '1:1': 'size-5' };

/**
 * The open project's Video panel: format and resolution, captions and their style with a
 * preview frame, music with its volume, Render (disabled, saying why, until the project has a
 * voiceover); then the project's videos, newest first, each with its progress while it renders, the
 * player and Download when done, the reason when it failed, and Delete. The choices are kept for the
 * project in this browser tab; the videos come from the server, so a reload shows a render still running.
 */
export function VideoPanel({
  projectId,
  projectTitle,
  voiceovers,
  voiceoverId,
  onVoiceoverChange,
  voiceLocked = false,
  onGoToVoiceover,
  className,
}: VideoPanelProps) {
  const { t } = useTranslation('renders');
  const id = useId();
  const [settings, setSettings] = useFormDraft<VideoSettings>(`videoSettings:${projectId}`, defaultSettings);
  const change = (next: Partial<VideoSettings>) => setSettings({ ...settings, ...next });
  const renders = useRenders(projectId);
  const create = useCreateRender();
  const [problem, setProblem] = useState<string | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const list = renders.data?.renders ?? [];
  const shownId = expandedId !== null && list.some((render) => render.id === expandedId) ? expandedId : (list[0]?.id ?? null);
  const latest = list[0];
  const size = videoPixelSize(settings.format, settings.resolution);
  const known = voiceovers.find((item) => item.id === voiceoverId);
  const voiceover = known ?? voiceovers[0] ?? null;
  const newestChosen = voiceover !== null && voiceover.id === voiceovers[0]?.id;

  function start() {
    if (!voiceover || create.isPending) return;
    setProblem(null);
    create.mutate(
      {
        projectId,
        ...(known ? { voiceoverId: known.id } : {}),
        format: settings.format,
        resolution: settings.resolution,
        captions: { enabled: settings.captions, style: settings.captionStyle },
        ...(settings.music ? { music: { fileId: settings.music.fileId, volume: settings.music.volume } } : {}),
      },
      {
        onSuccess: ({ render }) => setExpandedId(render.id),
        onError: (error) => setProblem(renderFailureMessage(error)),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    start();
  }

  return (
    <Card role="region" aria-label={t('panel.title')} className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clapperboard aria-hidden className="size-5 text-primary" />
          {t('panel.title')}
        </CardTitle>
        <CardDescription>{t('panel.description', { title: projectTitle })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {/* Wide: the choices on the left, the preview beside them. Narrow: the preview right after the caption style. */}
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 content-start gap-5 lg:col-start-1 lg:row-start-1">
            {voiceover && (
              <VoiceoverSelect
                id={`${id}-voice`}
                voiceovers={voiceovers}
                value={voiceover.id}
                onChange={onVoiceoverChange}
                locked={voiceLocked}
                note={voiceLocked ? t('panel.voiceLockedNote') : t('panel.voiceNote')}
              />
            )}
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-2 text-sm font-medium">{t('panel.format')}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {videoFormats.map((format) => (
                  <ChoiceOption
                    key={format}
                    name={`${id}-format`}
                    value={format}
                    checked={settings.format === format}
                    onChoose={() => change({ format })}
                  >
                    <span className="flex items-center gap-2.5">
                      <span aria-hidden className={cn('shrink-0 rounded-[3px] border-2 border-current opacity-70', formatShapes[format])} />
                      <span className="text-sm font-medium">{formatLabel(format)}</span>
                    </span>
                  </ChoiceOption>
                ))}
              </div>
            </fieldset>

            <div className="grid gap-1.5 sm:max-w-xs">
              <SelectField
                id={`${id}-resolution`}
                label={t('panel.resolution')}
                value={settings.resolution}
                options={videoResolutions}
                optionLabel={(resolution) => {
                  const pixels = videoPixelSize(settings.format, resolution);
                  return t('panel.resolutionOption', { resolution, width: pixels.width, height: pixels.height });
                }}
                onChange={(resolution) => change({ resolution })}
              />
            </div>

            <div className="grid gap-3">
              <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={settings.captions}
                  onChange={(event) => change({ captions: event.target.checked })}
                  className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                />
                {t('panel.burnCaptions')}
              </label>
              {settings.captions && (
                <fieldset className="grid min-w-0 gap-2">
                  <legend className="mb-2 text-sm font-medium">{t('panel.captionStyle')}</legend>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {captionStyles.map((style) => (
                      <ChoiceOption
                        key={style.id}
                        name={`${id}-caption-style`}
                        value={style.id}
                        checked={settings.captionStyle === style.id}
                        onChoose={() => change({ captionStyle: style.id })}
                        labelledBy={`${id}-style-${style.id}-name`}
                        describedBy={`${id}-style-${style.id}`}
                      >
                        <span className="grid gap-0.5">
                          <span id={`${id}-style-${style.id}-name`} className="text-sm font-medium">
                            {t(`captionStyles.${style.id}.name`)}
                          </span>
                          <span id={`${id}-style-${style.id}`} className="text-xs text-muted-foreground">
                            {t(`captionStyles.${style.id}.description`)}
                          </span>
                        </span>
                      </ChoiceOption>
                    ))}
                  </div>
                </fieldset>
              )}
            </div>
          </div>

          <div className="grid content-start justify-items-center gap-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CaptionPreview format={settings.format} style={settings.captionStyle} captions={settings.captions} />
          </div>

          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <MusicField music={settings.music} onChange={(music) => change({ music })} />
          </div>

          <div className="grid gap-2 lg:col-span-2">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button
                type="submit"
                variant="brand"
                className="min-w-44"
                disabled={!voiceover || create.isPending}
                aria-describedby={`${id}-render-note`}
              >
                {create.isPending ? <Spinner className="size-4 text-current" /> : <Film aria-hidden />}
                {create.isPending ? t('panel.starting') : t('panel.render')}
              </Button>
              <p id={`${id}-render-note`} className="text-sm text-muted-foreground">
                {voiceover
                  ? t(newestChosen ? 'panel.renderNoteNewest' : 'panel.renderNoteChosen', {
                      width: size.width,
                      height: size.height,
                      length: formatClock(voiceover.durationSeconds),
                    })
                  : renderProblemText('noVoiceover')}
              </p>
              {!voiceover && onGoToVoiceover && (
                <Button type="button" variant="link" className="h-auto px-0" onClick={onGoToVoiceover}>
                  {t('panel.goToVoiceover')}
                </Button>
              )}
            </div>
            {problem && (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            )}
          </div>
        </form>

        <section aria-labelledby={`${id}-videos`} className="grid gap-3">
          <h3 id={`${id}-videos`} ref={listHeading} tabIndex={-1} className="text-base font-semibold outline-none">
            {t('panel.videosHeading')}
          </h3>
          {renders.isPending ? (
            <LoadingState label={t('panel.loadingVideos')} className="py-8" />
          ) : renders.isError ? (
            <LoadFailed compact message={t('panel.videosFailed')} onRetry={() => void renders.refetch()} className="py-6" />
          ) : list.length === 0 ? (
            <EmptyState icon={Film} className="py-8">
              {t('panel.empty')}
            </EmptyState>
          ) : (
            <ul aria-label={t('panel.videosList')} className="grid gap-3">
              {list.map((render, index) => (
                <RenderItem
                  key={render.id}
                  render={render}
                  number={list.length - index}
                  projectTitle={projectTitle}
                  expanded={render.id === shownId}
                  onPlay={() => setExpandedId(render.id)}
                  onRetry={index === 0 ? start : undefined}
                  retryDisabled={!voiceover || create.isPending}
                  onDeleted={() => listHeading.current?.focus()}
                />
              ))}
            </ul>
          )}
          <p role="status" className="sr-only">
            {latest ? t('panel.latestStatus', { number: list.length, status: t(`status.${latest.status}`) }) : ''}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}

/** One choice as a radio button drawn as a card (arrow keys move between a group's choices). */
function ChoiceOption({
  name,
  value,
  checked,
  onChoose,
  labelledBy,
  describedBy,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  /** What names it, when not all its text (the caption styles: the name, with the description as its description). */
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <label className="relative block min-w-0 cursor-pointer">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="peer sr-only"
      />
      <span
        className={cn(
          'flex h-full min-h-11 items-center rounded-lg border bg-card px-3 py-2 pr-8 transition-colors hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60',
          checked ? 'border-primary bg-primary/5 text-foreground' : 'border-border text-muted-foreground',
        )}
      >
        {children}
      </span>
      {checked && (
        <span aria-hidden className="absolute top-2 right-2 rounded-full bg-primary p-0.5 text-primary-foreground">
          <Check className="size-3" />
        </span>
      )}
    </label>
  );
}
