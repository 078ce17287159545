import { Eraser, Minus, Plus, RotateCcw, Scissors, Search, TextCursorInput, Undo2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoPixelSize, type ShortFormat } from '@shared/catalog/video';
import { SHORT_TITLE_MAX } from '@shared/contracts/shorts';
import type { SceneFill } from '@shared/contracts/storyboard';
import { keptSpans, motionFocus } from '@shared/shorts-clip';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { useFormat } from '@/i18n/format';
import { useShortsTranscript } from '../api/shorts';
import {
  clipProblem,
  clockTenths,
  cutsInClip,
  cutWords,
  findPhrase,
  fillerWords,
  isCut,
  keptSeconds,
  nudge,
  NUDGE_SECONDS,
  restoreWords,
  snapToSelection,
  wordsBetween,
  type ClipEdit,
} from '../lib/clip-edits';
import { ClipPreview } from './clip-preview';
import { TranscriptWords } from './transcript-words';

/** Seconds of words shown around the clip, and how many more each Show earlier or Show later adds. */
const CONTEXT_SECONDS = 15;
const MORE_SECONDS = 30;

export interface ClipEditorProps {
  jobId: string;
  /** "Edit: Why do loaves fail?" or "Add a clip". */
  heading: string;
  /** The clip to start from. */
  clip: ClipEdit;
  durationSeconds: number;
  fileUrl: string;
  format: ShortFormat;
  fill: SceneFill;
  /** Whether the clip's title shows over it (the moments have words). */
  titled: boolean;
  saveLabel: string;
  onSave: (edit: ClipEdit) => void;
  /** Back to the moment as found (moments only). */
  onReset?: (() => void) | undefined;
  onClose: () => void;
}

/**
 * Edit by transcript: the words around the clip, where selecting words and pressing Set in and out
 * snaps the clip to them, cutting words takes them out (fillers selected at once), and the in and out
 * points move by a tenth of a second. The preview plays the result at the short's crop, whose focus
 * point is dragged on the picture. Nothing is sent until Save: the edit is kept with the search's draft.
 */
export function ClipEditor(props: ClipEditorProps) {
  const { jobId, clip, durationSeconds, titled, onClose } = props;
  const { t } = useTranslation('shorts');
  const format = useFormat();
  const tenths = (seconds: number) => format.number(seconds, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const transcript = useShortsTranscript(jobId, true);
  const [edit, setEdit] = useState<ClipEdit>(clip);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [more, setMore] = useState({ before: 0, after: 0 });
  const ids = { in: useId(), out: useId(), title: useId(), find: useId() };

  // Where a find moved the words' view to (seconds); until then the view is around the clip.
  const [lookAt, setLookAt] = useState<number | null>(null);
  const [phrase, setPhrase] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [reveal, setReveal] = useState<number | undefined>();
  // Closing with changes not saved asks first.
  const [leaving, setLeaving] = useState(false);
  const dirty = JSON.stringify(edit) !== JSON.stringify(clip);
  const requestClose = () => (dirty ? setLeaving(true) : onClose());
  const words = useMemo(() => transcript.data?.words ?? [], [transcript.data]);
  const around = lookAt === null ? edit : { start: lookAt, end: lookAt + 2 * CONTEXT_SECONDS };
  const view = wordsBetween(words, around.start - CONTEXT_SECONDS - more.before, around.end + CONTEXT_SECONDS + more.after);
  const find = () => {
    const found = findPhrase(words, phrase, Math.max(-1, ...selected));
    setNotFound(found.length === 0);
    if (found.length === 0) return;
    setSelected(new Set(found));
    setReveal(found[0]);
    setLookAt(words[found[0]!]!.start);
    setMore({ before: 0, after: 0 });
  };
  const snap = () => {
    change(snapToSelection(edit, words, selected));
    setLookAt(null);
  };
  const fillers = useMemo(() => fillerWords(words, edit), [words, edit]);
  const selectionCut = [...selected].some((index) => words[index] && isCut(words[index], edit.cuts));
  // The same parts while the edit stays the same: the preview's playback follows them.
  const spans = useMemo(() => keptSpans(edit, edit.cuts), [edit]);
  const cuts = cutsInClip(edit).length;
  const problem = clipProblem(edit, durationSeconds);
  const frame = videoPixelSize(props.format, '720p');
  const change = (next: ClipEdit) => setEdit(next);
  const typedTime = (edge: 'start' | 'end', typed: string) => {
    const seconds = Number(typed);
    if (typed.trim() === '' || !Number.isFinite(seconds)) return;
    change(nudge({ ...edit, [edge]: seconds }, edge, 0, durationSeconds));
  };

  const edgeField = (edge: 'start' | 'end', id: string) => {
    const label = t(`editor.edges.${edge}`);
    const step = format.number(NUDGE_SECONDS);
    return (
      <FormField id={id} label={t('editor.edgeField', { edge: label })}>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('editor.earlier', { edge: label, step })}
            onClick={() => change(nudge(edit, edge, -NUDGE_SECONDS, durationSeconds))}
          >
            <Minus aria-hidden />
          </Button>
          <SecondsInput id={id} value={edit[edge]} max={durationSeconds} onCommit={(typed) => typedTime(edge, typed)} />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('editor.later', { edge: label, step })}
            onClick={() => change(nudge(edit, edge, NUDGE_SECONDS, durationSeconds))}
          >
            <Plus aria-hidden />
          </Button>
          <span className="ml-1 text-sm text-muted-foreground tabular-nums">{clockTenths(edit[edge])}</span>
        </div>
      </FormField>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent
        className="max-h-[92vh] max-w-5xl overflow-y-auto"
        onEscapeKeyDown={(event) => {
          // Esc clears a selection first; the next one closes.
          if (selected.size === 0) return;
          event.preventDefault();
          setSelected(new Set());
        }}
        // A click beside the editor is not a reason to close it.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{props.heading}</DialogTitle>
          <DialogDescription>{t('editor.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ClipPreview
            fileUrl={props.fileUrl}
            spans={spans}
            focus={edit.focus}
            motionFocus={motionFocus(transcript.data?.motion ?? [], edit.start, edit.end)}
            frameAspect={frame.width / frame.height}
            fill={props.fill}
            onFocusChange={(focus) => change({ ...edit, focus })}
          />
          <div className="grid content-start gap-3">
            <div className="flex flex-wrap gap-4">
              {edgeField('start', ids.in)}
              {edgeField('end', ids.out)}
            </div>
            <p className="text-sm" aria-live="polite">
              {t('editor.keeps', { kept: tenths(keptSeconds(edit)), total: tenths(edit.end - edit.start) })}
              {cuts > 0 ? ` · ${t('card.cuts', { count: cuts })}` : ''}
            </p>
            {problem && (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            )}
            {transcript.isPending ? (
              <LoadingState label={t('editor.loadingWords')} className="py-4" />
            ) : transcript.isError ? (
              <LoadFailed compact message={t('editor.wordsFailed')} onRetry={() => void transcript.refetch()} />
            ) : words.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('editor.noWords')}</p>
            ) : (
              <>
                <form
                  className="flex items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    find();
                  }}
                >
                  <FormField id={ids.find} label={t('editor.findLabel')}>
                    <Input
                      id={ids.find}
                      type="search"
                      value={phrase}
                      onChange={(event) => {
                        setPhrase(event.target.value);
                        setNotFound(false);
                      }}
                    />
                  </FormField>
                  <Button type="submit" variant="outline" disabled={phrase.trim() === ''}>
                    <Search aria-hidden />
                    {t('editor.find')}
                  </Button>
                </form>
                {notFound && (
                  <p role="status" className="text-sm text-muted-foreground">
                    {t('editor.notFound', { phrase: phrase.trim() })}
                  </p>
                )}
                <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('editor.selectedWords')}>
                  <Button type="button" size="sm" disabled={selected.size === 0} onClick={snap}>
                    <TextCursorInput aria-hidden />
                    {t('editor.setInOut')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={selected.size === 0}
                    onClick={() => {
                      change(cutWords(edit, words, selected));
                      setSelected(new Set());
                    }}
                  >
                    <Scissors aria-hidden />
                    {t('editor.cutWords')}
                  </Button>
                  {selectionCut && (
                    <Button type="button" size="sm" variant="outline" onClick={() => change(restoreWords(edit, words, selected))}>
                      <Undo2 aria-hidden />
                      {t('editor.restoreWords')}
                    </Button>
                  )}
                  <Button type="button" size="sm" variant="outline" disabled={fillers.size === 0} onClick={() => setSelected(fillers)}>
                    <Eraser aria-hidden />
                    {t('editor.selectFillers', { number: fillers.size })}
                  </Button>
                </div>
                <div className="grid gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="justify-self-start"
                    disabled={view.from === 0}
                    onClick={() => setMore({ ...more, before: more.before + MORE_SECONDS })}
                  >
                    {t('editor.showEarlier')}
                  </Button>
                  <TranscriptWords
                    words={words}
                    from={view.from}
                    to={view.to}
                    edit={edit}
                    selected={selected}
                    onSelect={setSelected}
                    onCut={() => {
                      change(cutWords(edit, words, selected));
                      setSelected(new Set());
                    }}
                    reveal={reveal}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="justify-self-start"
                    disabled={view.to >= words.length}
                    onClick={() => setMore({ ...more, after: more.after + MORE_SECONDS })}
                  >
                    {t('editor.showLater')}
                  </Button>
                </div>
              </>
            )}
            {titled && (
              <FormField id={ids.title} label={t('editor.titleLabel')}>
                <Input
                  id={ids.title}
                  value={edit.title}
                  maxLength={SHORT_TITLE_MAX}
                  onChange={(event) => change({ ...edit, title: event.target.value })}
                />
              </FormField>
            )}
          </div>
        </div>
        {leaving ? (
          <DialogFooter className="items-center">
            <p role="alert" className="text-sm sm:mr-auto">
              {t('editor.discardQuestion')}
            </p>
            <Button type="button" variant="outline" onClick={() => setLeaving(false)}>
              {t('editor.keepEditing')}
            </Button>
            <Button type="button" variant="destructive" onClick={onClose}>
              {t('editor.discard')}
            </Button>
          </DialogFooter>
        ) : (
          <DialogFooter>
            {props.onReset && (
              <Button type="button" variant="ghost" onClick={props.onReset}>
                <RotateCcw aria-hidden />
                {t('editor.backToMoment')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={requestClose}>
              {t('editor.cancel')}
            </Button>
            <Button type="button" disabled={problem !== null} onClick={() => props.onSave(edit)}>
              {props.saveLabel}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Seconds typed freely and taken on Enter or on leaving the field; a nudge or a snap shows at once while it is not being typed in. */
function SecondsInput({ id, value, max, onCommit }: { id: string; value: number; max: number; onCommit: (typed: string) => void }) {
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed !== null) onCommit(typed);
    setTyped(null);
  };
  return (
    <Input
      id={id}
      type="number"
      inputMode="decimal"
      step={NUDGE_SECONDS}
      min={0}
      max={max}
      className="w-28 text-center"
      value={typed ?? String(value)}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
    />
  );
}
