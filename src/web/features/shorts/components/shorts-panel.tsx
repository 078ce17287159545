import { Captions, Plus, Scissors, Sparkles } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MediaItem } from '@shared/contracts/media';
import type { Render } from '@shared/contracts/renders';
import { SHORT_COUNT, SHORT_SECONDS, type ShortsJob } from '@shared/contracts/shorts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { fieldClass } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useProjectMedia } from '@/features/media';
import { useFormDraft } from '@/hooks/use-form-draft';
import { errorBodyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { useFormat } from '@/i18n/format';
import { useRenders } from '@/features/renders';
import { useFindMoments, useShortsJobs, useUploadCaptions } from '../api/shorts';
import { problemText } from '../lib/problems';
import { clipOfMoment, useShortsDraft } from '../lib/shorts-draft';
import { ClipEditor } from './clip-editor';
import { MomentCard } from './moment-card';
import { RenderShortsForm } from './render-shorts-form';
import { ShortBatches } from './short-batches';

/** A video the moments can be found in: a clip or sound of the media library, or a finished render. */
export interface ShortsSource {
  id: string;
  label: string;
  durationSeconds: number;
  /** Where it plays (a signed address or the render's file). */
  fileUrl: string;
  /** A media item's captions; renders read their own narration. */
  captions: MediaItem['captions'] | 'narration';
  /** False for a sound: its moments are found, but a short needs a picture. */
  hasPicture: boolean;
}

/** The library's clips and sounds longer than the shortest short, then the finished renders, newest first. */
function sourcesOf(media: readonly MediaItem[], renders: readonly Render[], t: TFunction<'shorts'>): ShortsSource[] {
  const uploads = media
    .filter((item) => item.source === 'upload' && item.kind !== 'image' && (item.durationSeconds ?? 0) > SHORT_SECONDS.min)
    .map((item) => ({
      id: item.id,
      label: `${item.name} (${formatClock(item.durationSeconds!)})`,
      durationSeconds: item.durationSeconds!,
      fileUrl: item.fileUrl,
      captions: item.captions,
      hasPicture: item.kind === 'video',
    }));
  const videos = renders
    .filter((render) => render.status === 'done' && render.videoUrl && (render.durationSeconds ?? 0) > SHORT_SECONDS.min)
    .map((render) => ({
      id: render.id,
      label: t('form.renderSource', { format: render.format, length: formatClock(render.durationSeconds!) }),
      durationSeconds: render.durationSeconds!,
      fileUrl: render.videoUrl!,
      captions: 'narration' as const,
      hasPicture: true,
    }));
  return [...uploads, ...videos];
}

/** The length fields as typed (kept for the project in this tab); read as numbers when the search is asked for. */
interface Lengths {
  minSeconds: string;
  maxSeconds: string;
  count: string;
}

const defaultLengths = (): Lengths => ({
  minSeconds: String(SHORT_SECONDS.defaultMin),
  maxSeconds: String(SHORT_SECONDS.defaultMax),
  count: String(SHORT_COUNT.default),
});

const whole = (typed: string, range: { min: number; max: number }) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isInteger(value) && value >= range.min && value <= range.max ? value : undefined;
};

/** The lengths as the search takes them, or what is wrong with them. */
function readLengths(lengths: Lengths, t: TFunction<'shorts'>): { minSeconds: number; maxSeconds: number; count: number } | string {
  const minSeconds = whole(lengths.minSeconds, SHORT_SECONDS);
  const maxSeconds = whole(lengths.maxSeconds, SHORT_SECONDS);
  const count = whole(lengths.count, SHORT_COUNT);
  if (minSeconds === undefined || maxSeconds === undefined)
    return t('lengths.wholeSeconds', { min: SHORT_SECONDS.min, max: SHORT_SECONDS.max });
  if (count === undefined) return t('lengths.count', { min: SHORT_COUNT.min, max: SHORT_COUNT.max });
  if (minSeconds > maxSeconds) return t('lengths.order');
  return { minSeconds, maxSeconds, count };
}

/**
 * The open project's Shorts panel: choose one of its long videos, give it its captions (SRT or
 * VTT), set the lengths, and find the moments worth cutting; each comes with its score, the reason
 * for it and a preview of just that part. The search runs on the server, so a reload shows it still
 * running, and the moments found stay with the project.
 */
export function ShortsPanel({ projectId, className }: { projectId: string; className?: string }) {
  const { t } = useTranslation('shorts');
  const format = useFormat();
  const media = useProjectMedia(projectId);
  const renders = useRenders(projectId);
  const jobs = useShortsJobs(projectId);
  const find = useFindMoments(projectId);
  const captions = useUploadCaptions(projectId);
  const [lengths, setLengths] = useFormDraft<Lengths>(`shorts:${projectId}`, defaultLengths);
  // The video chosen, kept for the project in this tab: a reload comes back to its search.
  const [{ sourceId: chosen }, setChosenDraft] = useFormDraft<{ sourceId: string | null }>(`shorts-source:${projectId}`, () => ({
    sourceId: null,
  }));
  const setChosen = (sourceId: string) => setChosenDraft({ sourceId });
  const [problem, setProblem] = useState<string | null>(null);
  const captionsInput = useRef<HTMLInputElement>(null);
  const ids = { source: useId(), min: useId(), max: useId(), count: useId() };

  if (media.isPending || renders.isPending)
    return (
      <PanelFrame className={className}>
        <LoadingState label={t('panel.loadingVideos')} className="py-6" />
      </PanelFrame>
    );
  // A failed refresh keeps what was shown (an editor open over it stays open); only nothing to show is a failure.
  if ((media.isError && !media.data) || (renders.isError && !renders.data)) {
    return (
      <PanelFrame className={className}>
        <LoadFailed compact message={t('panel.videosFailed')} onRetry={() => void Promise.all([media.refetch(), renders.refetch()])} />
      </PanelFrame>
    );
  }
  const sources = sourcesOf(media.data?.media ?? [], renders.data?.renders ?? [], t);
  const source = sources.find((candidate) => candidate.id === chosen) ?? sources[0];
  if (!source) {
    return (
      <PanelFrame className={className}>
        <EmptyState icon={Scissors}>{t('panel.empty', { seconds: SHORT_SECONDS.min })}</EmptyState>
      </PanelFrame>
    );
  }
  const job = jobs.data?.jobs.find((candidate) => candidate.sourceId === source.id);
  const running = job?.status === 'running';
  const asked = readLengths(lengths, t);
  const lengthProblem = typeof asked === 'string' ? asked : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof asked === 'string') return;
    setProblem(null);
    find.mutate(
      { sourceId: source.id, ...asked },
      { onError: (error) => setProblem(problemText(errorBodyMessage(error)) ?? t('form.searchFailed')) },
    );
  };
  const addCaptions = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    captions.mutate(
      { mediaId: source.id, file },
      { onError: (error) => setProblem(problemText(errorBodyMessage(error)) ?? t('form.captionsFailed')) },
    );
  };
  const numberField = (key: keyof Lengths, id: string, label: string, range: { min: number; max: number }) => (
    <FormField id={id} label={label}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={lengths[key]}
        aria-invalid={whole(lengths[key], range) === undefined || undefined}
        onChange={(event) => setLengths({ ...lengths, [key]: event.target.value })}
      />
    </FormField>
  );

  return (
    <PanelFrame className={className}>
      <form className="grid gap-4" onSubmit={submit}>
        <div className="grid gap-2">
          <label htmlFor={ids.source} className="text-sm font-medium">
            {t('form.video')}
          </label>
          <select id={ids.source} className={cn(fieldClass, 'h-10')} value={source.id} onChange={(event) => setChosen(event.target.value)}>
            {sources.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
          <Captions aria-hidden className="size-4 text-muted-foreground" />
          {source.captions === 'narration' ? (
            <span>{t('form.narrationWords')}</span>
          ) : source.captions ? (
            <span>{t('form.captionsNamed', { name: source.captions.name, words: format.number(source.captions.words) })}</span>
          ) : (
            <span className="text-muted-foreground">{t('form.noCaptions')}</span>
          )}
          {source.captions !== 'narration' && (
            <>
              <input
                ref={captionsInput}
                type="file"
                accept=".srt,.vtt,text/vtt,application/x-subrip"
                className="sr-only"
                tabIndex={-1}
                aria-label={t('form.captionsFile')}
                onChange={(event) => {
                  addCaptions(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={captions.isPending}
                onClick={() => captionsInput.current?.click()}
              >
                {captions.isPending ? <Spinner /> : null}
                {source.captions ? t('form.replaceCaptions') : t('form.addCaptions')}
              </Button>
            </>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {numberField('minSeconds', ids.min, t('form.shortest'), SHORT_SECONDS)}
          {numberField('maxSeconds', ids.max, t('form.longest'), SHORT_SECONDS)}
          {numberField('count', ids.count, t('form.howMany'), SHORT_COUNT)}
        </div>
        {(lengthProblem ?? problem) && (
          <p role="alert" className="text-sm text-danger">
            {lengthProblem ?? problem}
          </p>
        )}
        <div>
          <Button type="submit" disabled={find.isPending || running || lengthProblem !== null}>
            {find.isPending || running ? <Spinner /> : <Sparkles aria-hidden />}
            {t('form.findMoments')}
          </Button>
        </div>
      </form>
      {jobs.isError && !jobs.data ? (
        <LoadFailed compact message={t('panel.momentsFailed')} onRetry={() => void jobs.refetch()} />
      ) : (
        <SearchResult projectId={projectId} job={job} source={source} loading={jobs.isPending} />
      )}
      <ShortBatches projectId={projectId} />
    </PanelFrame>
  );
}

/** The clip the editor has open: a moment found (by id), a clip added (by id), or a new one. */
type Editing = { kind: 'moment'; id: string } | { kind: 'added'; id: string } | { kind: 'new' } | null;

function SearchResult({
  projectId,
  job,
  source,
  loading,
}: {
  projectId: string;
  job: ShortsJob | undefined;
  source: ShortsSource;
  loading: boolean;
}) {
  const { t } = useTranslation('shorts');
  if (loading) return <LoadingState label={t('search.loading')} className="py-4" />;
  if (!job) return null;
  if (job.status === 'running') {
    return (
      <div className="grid gap-2">
        <p className="text-sm" role="status">
          {t('search.reading')}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t('search.readingLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={job.progress}
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${job.progress}%` }} />
        </div>
      </div>
    );
  }
  if (job.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-danger">
        {problemText(job.error)}
      </p>
    );
  }
  return <Moments projectId={projectId} job={job} source={source} />;
}

/**
 * A finished search's clips: the moments found and the clips added, each to preview, edit by its
 * words and tick to render; every edit kept with the search's draft in this tab.
 */
function Moments({ projectId, job, source }: { projectId: string; job: ShortsJob; source: ShortsSource }) {
  const { t } = useTranslation('shorts');
  const { draft, setChosen, saveMoment, resetMoment, addClip, saveAdded, removeAdded, setRender } = useShortsDraft(job.jobId);
  const [editing, setEditing] = useState<Editing>(null);
  const titled = job.transcriptSource !== 'none';
  const moments = job.candidates.map((moment) => ({ moment, clip: clipOfMoment(draft, moment) }));
  const chosen = [
    ...moments.filter(({ moment }) => draft.chosen.includes(moment.id)).map(({ clip }) => clip),
    ...draft.added.filter((clip) => draft.chosen.includes(clip.id)),
  ];
  const editorProps = {
    jobId: job.jobId,
    durationSeconds: source.durationSeconds,
    fileUrl: source.fileUrl,
    format: draft.render.format,
    fill: draft.render.fill,
    titled,
    onClose: () => setEditing(null),
  };
  const editor = (() => {
    if (editing?.kind === 'moment') {
      const found = moments.find(({ moment }) => moment.id === editing.id);
      if (!found) return null;
      return (
        <ClipEditor
          {...editorProps}
          heading={t('moments.editHeading', { title: found.clip.title || found.moment.title })}
          clip={found.clip}
          saveLabel={t('moments.saveClip')}
          onSave={(edit) => {
            saveMoment(found.moment.id, edit);
            setEditing(null);
          }}
          onReset={() => {
            resetMoment(found.moment.id);
            setEditing(null);
          }}
        />
      );
    }
    if (editing?.kind === 'added') {
      const clip = draft.added.find((added) => added.id === editing.id);
      if (!clip) return null;
      return (
        <ClipEditor
          {...editorProps}
          heading={t('moments.editHeading', { title: clip.title || t('moments.untitledClip') })}
          clip={clip}
          saveLabel={t('moments.saveClip')}
          onSave={(edit) => {
            saveAdded(clip.id, edit);
            setEditing(null);
          }}
        />
      );
    }
    if (editing?.kind === 'new') {
      return (
        <ClipEditor
          {...editorProps}
          heading={t('moments.addClip')}
          clip={{ start: 0, end: Math.min(source.durationSeconds, job.minSeconds), cuts: [], focus: null, title: '' }}
          saveLabel={t('moments.addClipSave')}
          onSave={(edit) => {
            addClip(edit);
            setEditing(null);
          }}
        />
      );
    }
    return null;
  })();

  return (
    <section aria-label={t('moments.label')} className="grid gap-3">
      {job.notice ? (
        <p className="rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning">{problemText(job.notice)}</p>
      ) : (
        job.transcriptSource !== 'none' && <p className="text-sm text-muted-foreground">{t(`transcriptSources.${job.transcriptSource}`)}</p>
      )}
      {job.candidates.length === 0 && <p className="text-sm">{t('moments.none')}</p>}
      <ol className="grid gap-3 lg:grid-cols-2">
        {moments.map(({ moment, clip }, index) => (
          <li key={moment.id}>
            <MomentCard
              label={t('moments.momentLabel', { number: index + 1 })}
              clip={clip}
              found={moment}
              edited={moment.id in draft.edits}
              cropped={draft.render.fill === 'crop'}
              fileUrl={source.fileUrl}
              chosen={draft.chosen.includes(moment.id)}
              onChosenChange={(tick) => setChosen(moment.id, tick)}
              onEdit={() => setEditing({ kind: 'moment', id: moment.id })}
            />
          </li>
        ))}
        {draft.added.map((clip, index) => (
          <li key={clip.id}>
            <MomentCard
              label={t('moments.clipLabel', { number: index + 1 })}
              clip={clip}
              edited={false}
              cropped={draft.render.fill === 'crop'}
              fileUrl={source.fileUrl}
              chosen={draft.chosen.includes(clip.id)}
              onChosenChange={(tick) => setChosen(clip.id, tick)}
              onEdit={() => setEditing({ kind: 'added', id: clip.id })}
              onRemove={() => removeAdded(clip.id)}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" onClick={() => setEditing({ kind: 'new' })}>
          <Plus aria-hidden />
          {t('moments.addClip')}
        </Button>
      </div>
      {source.hasPicture ? (
        <RenderShortsForm
          projectId={projectId}
          jobId={job.jobId}
          titled={titled}
          chosen={chosen}
          choices={draft.render}
          onChoicesChange={setRender}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('moments.noPicture')}</p>
      )}
      {editor}
    </section>
  );
}

function PanelFrame({ className, children }: { className?: string | undefined; children: React.ReactNode }) {
  const { t } = useTranslation('shorts');
  return (
    <Card aria-label={t('panel.title')} role="region" className={className}>
      <CardHeader>
        <CardTitle>{t('panel.title')}</CardTitle>
        <CardDescription>{t('panel.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
