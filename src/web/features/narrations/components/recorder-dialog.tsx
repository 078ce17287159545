import { Check, Mic, Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARRATION_LINE_MAX_SECONDS, NARRATION_MAX_SECONDS } from '@shared/contracts/narrations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { AudioPlayer } from '@/features/voice';
import { cn } from '@/lib/cn';
import { useNarrationRecorder, type RecordedTake } from '../hooks/use-narration-recorder';
import { narrationFailureMessage } from '../lib/narration-text';
import { readableScript } from '../lib/sentences';

export type RecorderMode =
  /** A whole take: the script is shown as a teleprompter. */
  | { kind: 'take'; script: string }
  /** One sentence recorded again: only that sentence is shown; up to 2 minutes. */
  | { kind: 'line'; sentence: string; number: number };

export interface RecorderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: RecorderMode;
  /** 'Use this take': sends it; a failure is shown in the dialog with the take kept. The dialog closes on success. */
  onUse: (take: RecordedTake) => Promise<unknown>;
}

/** 0:07 → '00:07', 754 s → '12:34'. */
export function formatTimer(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The recorder: the microphone is asked for, its level shown, a 3-2-1 count-in, then recording with
 * a timer, Pause/Resume (Space) and Stop; then the take can be played, used or recorded again. For a
 * whole take the script is shown large as a teleprompter; for a line, only its sentence. Escape, the
 * close button or a click outside ask first when a recording would be lost.
 */
export function RecorderDialog({ open, onOpenChange, mode, onUse }: RecorderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <Recorder mode={mode} onClose={() => onOpenChange(false)} onUse={onUse} />}
    </Dialog>
  );
}

function Recorder({ mode, onClose, onUse }: { mode: RecorderMode; onClose: () => void; onUse: RecorderDialogProps['onUse'] }) {
  const { t } = useTranslation('narrations');
  const line = mode.kind === 'line';
  const recorder = useNarrationRecorder({
    maxSeconds: line ? NARRATION_LINE_MAX_SECONDS : NARRATION_MAX_SECONDS,
    fileBase: line ? 'narration-line' : 'narration',
  });
  const { status, take } = recorder;
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const live = status === 'recording' || status === 'paused';
  const wouldLose = !sending && status !== 'idle';

  // Space pauses and resumes while recording, wherever the focus is in the dialog (the focused
  // button is not pressed by it as well).
  const { togglePause } = recorder;
  useEffect(() => {
    if (!live || confirming) return;
    const isSpace = (event: KeyboardEvent) => event.key === ' ' || event.code === 'Space';
    const down = (event: KeyboardEvent) => {
      if (!isSpace(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat) togglePause();
    };
    const up = (event: KeyboardEvent) => {
      if (isSpace(event)) event.preventDefault();
    };
    document.addEventListener('keydown', down, true);
    document.addEventListener('keyup', up, true);
    return () => {
      document.removeEventListener('keydown', down, true);
      document.removeEventListener('keyup', up, true);
    };
  }, [live, confirming, togglePause]);

  function askToClose() {
    if (wouldLose) setConfirming(true);
    else onClose();
  }

  async function use(recorded: RecordedTake) {
    setSending(true);
    setProblem(null);
    try {
      await onUse(recorded);
      onClose();
    } catch (error) {
      setProblem(narrationFailureMessage(error));
      setSending(false);
    }
  }

  const title = line ? t('recorder.titleLine', { number: mode.number }) : t('recorder.titleTake');

  return (
    <DialogContent
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        if (confirming) setConfirming(false);
        else askToClose();
      }}
      onInteractOutside={(event) => {
        if (wouldLose) event.preventDefault();
      }}
      hideClose
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {line ? t('recorder.descriptionLine', { count: NARRATION_LINE_MAX_SECONDS / 60 }) : t('recorder.descriptionTake')}
        </DialogDescription>
      </DialogHeader>

      {line ? (
        <blockquote
          aria-label={t('recorder.sentenceLabel')}
          className="rounded-xl border border-border bg-muted/30 p-4 text-2xl leading-relaxed"
        >
          {mode.sentence}
        </blockquote>
      ) : (
        <div
          role="region"
          aria-label={t('recorder.scriptLabel')}
          tabIndex={0}
          className="max-h-[40vh] overflow-y-auto rounded-xl border border-border bg-muted/30 p-4 text-2xl leading-relaxed whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {readableScript(mode.script)}
        </div>
      )}

      {/* The controls keep one height whatever the state, so the script does not move under the reader. */}
      <div className="grid min-h-36 content-center gap-3" data-testid="recorder-state" data-status={status}>
        {confirming ? (
          <div
            role="group"
            aria-label={t('recorder.discardLabel')}
            className="grid gap-3 rounded-lg border border-danger-line bg-danger-soft p-3"
          >
            <p className="text-sm font-medium text-danger">{t('recorder.discardQuestion')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" size="sm" variant="outline" autoFocus onClick={() => setConfirming(false)}>
                {t('recorder.keepRecording')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="destructive"
                onClick={() => {
                  recorder.discard();
                  onClose();
                }}
              >
                {t('recorder.discard')}
              </Button>
            </div>
          </div>
        ) : status === 'idle' ? (
          <div className="grid justify-items-center gap-2">
            <Button
              type="button"
              variant="brand"
              size="lg"
              disabled={!recorder.isSupported}
              onClick={() => void recorder.start()}
              autoFocus
            >
              <Mic aria-hidden />
              {t('recorder.start')}
            </Button>
            <p className="text-center text-xs text-muted-foreground">{t('recorder.startHint')}</p>
          </div>
        ) : status === 'requesting' ? (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('recorder.waitingMicrophone')}
          </p>
        ) : status === 'counting' ? (
          <div className="grid justify-items-center gap-3">
            <p
              role="status"
              aria-label={t('recorder.startsIn', { number: recorder.countdown })}
              className="text-5xl font-bold tabular-nums text-primary"
            >
              <span data-testid="count-in">{recorder.countdown}</span>
            </p>
            <LevelMeter level={recorder.level} />
            <Button type="button" variant="outline" size="sm" onClick={recorder.stop}>
              {t('recorder.cancel')}
            </Button>
          </div>
        ) : live ? (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-2 font-medium">
                <span
                  aria-hidden
                  className={cn('size-2.5 rounded-full', status === 'recording' ? 'animate-pulse bg-red-600' : 'bg-amber-500')}
                />
                <span data-testid="recorder-phase">{status === 'recording' ? t('recorder.recording') : t('recorder.paused')}</span>
              </p>
              <p
                role="timer"
                aria-label={t('recorder.timerLabel')}
                className="text-2xl font-semibold tabular-nums"
                data-testid="recorder-timer"
              >
                {formatTimer(recorder.elapsedSeconds)}
              </p>
            </div>
            <LevelMeter level={recorder.level} />
            <div className="flex flex-wrap justify-center gap-2">
              {status === 'recording' ? (
                <Button type="button" variant="outline" onClick={recorder.pause} autoFocus>
                  <Pause aria-hidden />
                  {t('recorder.pause')}
                </Button>
              ) : (
                <Button type="button" variant="outline" onClick={recorder.resume} autoFocus>
                  <Play aria-hidden />
                  {t('recorder.resume')}
                </Button>
              )}
              <Button type="button" variant="destructive" onClick={recorder.stop}>
                <Square aria-hidden />
                {t('recorder.stop')}
              </Button>
            </div>
            <p className="text-center text-xs text-muted-foreground">{t('recorder.spaceHint')}</p>
          </div>
        ) : take ? (
          <div className="grid gap-3">
            <AudioPlayer src={take.url} label={t('recorder.yourTake')} durationHint={take.seconds} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" disabled={sending} onClick={() => void recorder.start()}>
                <RotateCcw aria-hidden />
                {t('recorder.recordAgain')}
              </Button>
              <Button type="button" variant="brand" disabled={sending} onClick={() => void use(take)} autoFocus>
                {sending ? <Spinner className="size-4 text-current" /> : <Check aria-hidden />}
                {sending ? t('recorder.sending') : t('recorder.use')}
              </Button>
            </div>
          </div>
        ) : null}
        {recorder.error && (
          <p role="alert" className="text-center text-sm font-medium text-danger">
            {t(`microphone.${recorder.error}`)}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        )}
      </div>

      <DialogFooter>
        <Button type="button" variant="ghost" onClick={askToClose} disabled={sending}>
          {t('recorder.close')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** The microphone's level as a bar (a meter for assistive technology, in percent). */
function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation('narrations');
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={t('recorder.microphoneLevel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-75', percent > 92 ? 'bg-red-600' : 'bg-emerald-500')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
