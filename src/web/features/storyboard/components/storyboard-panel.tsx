import { Check, LayoutPanelTop, RotateCcw, Save } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  storyboardProblems,
  TRANSITION_SECONDS,
  transitionKinds,
  type StoryboardInput,
  type StoryboardResponse,
  type StoryboardScene,
} from '@shared/contracts/storyboard';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VoiceoverSelect, type VoiceChoice } from '@/features/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-state';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useFormat } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { generationFailureMessage } from '@/lib/generation-failure';
import { useResetStoryboard, useSaveStoryboard, useStoryboard } from '../api/storyboard';
import { useSceneMedia } from '../hooks/use-scene-media';
import { transitionLabels } from '../lib/labels';
import { problemText, storyboardProblemText } from '../lib/problems';
import { joinWithNext, moveVisual, setMedia, splitScene, wordsIn, type Word } from '../lib/scenes';
import { OptionGroup } from './option-group';
import { SceneCard } from './scene-card';
import { SceneEditor } from './scene-editor';

export interface StoryboardPanelProps {
  projectId: string;
  /** The project's voiceovers and takes, newest first: when another is made, the storyboard is read again. */
  voiceovers: readonly VoiceChoice[];
  /** The voice the creator chose for the video (here or in the Video panel); null: the storyboard's own. */
  voiceoverId: string | null;
  onVoiceoverChange: (voiceoverId: string) => void;
  /** Told whether there are unsaved changes: the video's voice stays while there are (they are timed on it). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** Brings the voiceover card into view: offered when there is no voiceover yet. */
  onGoToVoiceover?: () => void;
  className?: string;
}

type Draft = Pick<StoryboardInput, 'voiceoverId' | 'transition' | 'scenes'>;
const draftOf = ({ voiceoverId, transition, scenes }: StoryboardResponse): Draft => ({ voiceoverId, transition, scenes });

/** JSON with every object's keys in order: two storyboards that say the same compare equal however they were edited. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/** What a refused save or reset shows: the server's own words for a 400 (a storyboard problem or a field's), else as other tools do. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 && error.serverMessage
    ? problemText(error.serverMessage)
    : generationFailureMessage(error);
}

/**
 * The open project's storyboard: its scenes in a row over the voiceover, each with its photo or
 * clip (or the studio's card), moved, split and joined here; the transition between them. Edits
 * stay in this panel until Save; the next render draws the saved storyboard.
 */
export function StoryboardPanel({
  projectId,
  voiceovers,
  voiceoverId,
  onVoiceoverChange,
  onUnsavedChange,
  onGoToVoiceover,
  className,
}: StoryboardPanelProps) {
  const { t } = useTranslation('storyboard');
  const format = useFormat();
  const id = useId();
  const voiceoverIds = voiceovers.map((voiceover) => voiceover.id).join(' ');
  const storyboard = useStoryboard(projectId, voiceoverId);
  const media = useSceneMedia(projectId);
  const save = useSaveStoryboard(projectId);
  const reset = useResetStoryboard(projectId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Wide, the scenes are a row and the editor opens under it; narrow, they are a column.
  const wide = useMediaQuery('(min-width: 40rem)');
  const { refetch } = storyboard;

  // A new voiceover (or take) makes another default storyboard, and a deleted one may have been the
  // saved storyboard's: read it again, unless edits made on the one shown are still unsaved (they
  // stay on its voiceover until saved or discarded).
  const shownVoiceovers = useRef(voiceoverIds);
  useEffect(() => {
    if (shownVoiceovers.current === voiceoverIds || draft !== null) return;
    shownVoiceovers.current = voiceoverIds;
    void refetch();
  }, [voiceoverIds, refetch, draft]);

  const dirty = draft !== null && !!storyboard.data && canonical(draft) !== canonical(draftOf(storyboard.data));
  useEffect(() => onUnsavedChange?.(dirty), [dirty, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);

  const header = (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <LayoutPanelTop aria-hidden className="size-5 text-primary" />
        {t('panel.title')}
      </CardTitle>
      <CardDescription>{t('panel.description')}</CardDescription>
    </CardHeader>
  );

  if (storyboard.isPending || storyboard.isError || !storyboard.data) {
    const noVoiceover =
      storyboard.error instanceof ApiError &&
      (storyboard.error.code === 'NO_VOICEOVER' || storyboard.error.serverMessage === storyboardProblems.noVoiceover);
    return (
      <Card role="region" aria-label={t('panel.title')} className={className}>
        {header}
        <CardContent>
          {storyboard.isPending ? (
            <SceneSkeleton />
          ) : noVoiceover ? (
            <div className="grid justify-items-center gap-2">
              <EmptyState icon={LayoutPanelTop} className="py-8">
                {storyboardProblemText('noVoiceover')}
              </EmptyState>
              <p className="-mt-4 text-center text-sm text-muted-foreground">{t('panel.makeVoiceover')}</p>
              {onGoToVoiceover && (
                <Button type="button" variant="link" className="h-auto px-0" onClick={onGoToVoiceover}>
                  {t('panel.goToVoiceover')}
                </Button>
              )}
            </div>
          ) : (
            <LoadFailed
              compact
              message={t('panel.loadFailed', { reason: generationFailureMessage(storyboard.error) })}
              onRetry={() => void refetch()}
              className="py-6"
            />
          )}
        </CardContent>
      </Card>
    );
  }

  const server = storyboard.data;
  const current = draft ?? draftOf(server);
  const scenes = current.scenes;
  const editingIndex = scenes.findIndex((scene) => scene.id === editingId);
  const editing = editingIndex >= 0 ? scenes[editingIndex] : undefined;

  function edit(next: Partial<Draft>, said?: string) {
    setDraft({ ...current, ...next });
    setJustSaved(false);
    setProblem(null);
    if (said) setAnnouncement(said);
  }
  const editScenes = (change: (scenes: StoryboardScene[]) => StoryboardScene[], said?: string) =>
    edit({ scenes: change([...scenes]) }, said);
  const replaceScene = (index: number, scene: StoryboardScene) =>
    editScenes((list) => list.map((item, at) => (at === index ? scene : item)));

  function move(from: number, to: number) {
    editScenes((list) => moveVisual(list, from, to), t('announce.moved', { from: from + 1, to: to + 1 }));
  }

  function chooseMedia(index: number, mediaId: string | null) {
    const name = mediaId ? media.byId.get(mediaId)?.name : null;
    editScenes(
      (list) => list.map((scene, at) => (at === index ? setMedia(scene, mediaId) : scene)),
      name ? t('announce.shows', { number: index + 1, name }) : t('announce.showsCard', { number: index + 1 }),
    );
  }

  function split(index: number, word: Word) {
    const next = splitScene(scenes, index, word, server.words);
    if (next) edit({ scenes: next }, t('announce.split', { number: index + 1, word: word.text, next: index + 2 }));
  }

  function join(index: number) {
    editScenes((list) => joinWithNext(list, index), t('announce.joined', { first: index + 1, second: index + 2 }));
  }

  function submit() {
    setProblem(null);
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        setJustSaved(true);
      },
      onError: (error) => setProblem(failureText(error)),
    });
  }

  function resetToSections() {
    setProblem(null);
    reset.mutate(undefined, {
      onSuccess: () => {
        setDraft(null);
        setEditingId(null);
        setConfirmingReset(false);
        setAnnouncement(t('announce.reset'));
      },
      onError: (error) => {
        setConfirmingReset(false);
        setProblem(failureText(error));
      },
    });
  }

  const editor = editing && (
    <SceneEditor
      id={`${id}-editor`}
      scene={editing}
      number={editingIndex + 1}
      last={editingIndex === scenes.length - 1}
      words={wordsIn(editing, server.words)}
      medium={editing.mediaId ? media.byId.get(editing.mediaId) : undefined}
      onChange={(scene) => replaceScene(editingIndex, scene)}
      onSplit={(word) => split(editingIndex, word)}
      onJoin={() => join(editingIndex)}
    />
  );
  const transition = current.transition;
  const state = dirty
    ? t('state.unsaved')
    : justSaved
      ? t('state.saved')
      : server.saved
        ? t('state.savedStoryboard')
        : t('state.fromSections');
  const transitionSeconds = format.number(transition.seconds, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card role="region" aria-label={t('panel.title')} className={className}>
      {header}
      <CardContent className="grid gap-5">
        <VoiceoverSelect
          id={`${id}-voice`}
          voiceovers={voiceovers}
          value={current.voiceoverId}
          locked={dirty}
          onChange={onVoiceoverChange}
          note={dirty ? t('panel.lockedVoiceNote') : t('panel.voiceNote')}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('panel.hint')}
        </p>
        <ol
          aria-label={t('panel.scenes')}
          aria-describedby={`${id}-hint`}
          className="grid gap-3 sm:flex sm:snap-x sm:overflow-x-auto sm:pb-2"
        >
          {scenes.map((scene, index) => (
            <Fragment key={scene.id}>
              <SceneCard
                scene={scene}
                index={index}
                count={scenes.length}
                medium={scene.mediaId ? media.byId.get(scene.mediaId) : undefined}
                media={media.list}
                mediaPending={media.pending}
                editing={scene.id === editingId}
                editorId={`${id}-editor`}
                onEdit={() => setEditingId(scene.id === editingId ? null : scene.id)}
                onMedia={(mediaId) => chooseMedia(index, mediaId)}
                onMove={(to) => move(index, to)}
                onMoveFrom={(from) => move(from, index)}
              />
              {/* Narrow, the list is a column: the editor opens right under its scene. */}
              {!wide && scene.id === editingId && <li>{editor}</li>}
            </Fragment>
          ))}
        </ol>

        {wide && editor}

        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <OptionGroup
            legend={t('panel.betweenScenes')}
            value={transition.kind}
            options={transitionKinds}
            labels={transitionLabels(t)}
            onChange={(kind) => edit({ transition: { ...transition, kind } })}
          />
          {transition.kind !== 'cut' && (
            <div className="grid w-full max-w-72 gap-1.5">
              <div className="flex items-center justify-between">
                <Label htmlFor={`${id}-transition`}>{t('panel.transitionLength')}</Label>
                <output htmlFor={`${id}-transition`} className="text-sm text-muted-foreground tabular-nums">
                  {t('panel.transitionSeconds', { seconds: transitionSeconds })}
                </output>
              </div>
              <input
                id={`${id}-transition`}
                type="range"
                min={TRANSITION_SECONDS.min}
                max={TRANSITION_SECONDS.max}
                step={0.1}
                value={transition.seconds}
                aria-valuetext={t('panel.transitionValue', { seconds: transitionSeconds })}
                onChange={(event) => edit({ transition: { ...transition, seconds: Number(event.target.value) } })}
                className="w-full accent-primary"
              />
            </div>
          )}
        </div>

        <div className="grid gap-3 border-t border-border pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Button type="button" onClick={submit} disabled={!dirty || save.isPending}>
              {save.isPending ? <Spinner className="size-4 text-current" /> : <Save aria-hidden />}
              {save.isPending ? t('panel.saving') : t('panel.save')}
            </Button>
            {dirty && (
              <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => setDraft(null)}>
                {t('panel.discard')}
              </Button>
            )}
            <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
              {dirty ? (
                <Badge variant="soft">{state}</Badge>
              ) : (
                <>
                  {(justSaved || server.saved) && <Check aria-hidden className="size-4 text-success" />}
                  {state}
                </>
              )}
            </p>
            {server.saved && !confirmingReset && (
              <Button type="button" variant="link" className="h-auto px-0 sm:ml-auto" onClick={() => setConfirmingReset(true)}>
                <RotateCcw aria-hidden />
                {t('panel.reset')}
              </Button>
            )}
          </div>
          {confirmingReset && (
            <DeleteConfirmation
              label={t('panel.reset')}
              question={t('panel.resetQuestion')}
              confirmText={t('panel.resetConfirm')}
              pendingText={t('panel.resetting')}
              pending={reset.isPending}
              onKeep={() => setConfirmingReset(false)}
              onDelete={resetToSections}
            />
          )}
          {problem && (
            <p role="alert" className="text-sm text-danger">
              {t('panel.problemKept', { problem })}
            </p>
          )}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}

/** The row's shape while the storyboard loads. */
function SceneSkeleton() {
  const { t } = useTranslation('storyboard');
  return (
    <div role="status" className="grid gap-3 sm:flex sm:overflow-hidden">
      <span className="sr-only">{t('panel.loadingStoryboard')}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden className="grid gap-2 rounded-xl border border-border p-2 sm:w-60 sm:shrink-0">
          <div className="aspect-video animate-pulse rounded-lg bg-muted" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
