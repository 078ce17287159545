import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_PAUSE_SECONDS, NARRATION_LOUDNESS, narrationCleanupInput, type Narration } from '@shared/contracts/narrations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/i18n/format';
import { useCleanUpNarration } from '../api/clean-up-narration';
import { narrationFailureMessage, narrationProblemText } from '../lib/narration-text';

interface CleanupChoices {
  trimSilence: boolean;
  shortenPauses: boolean;
  /** As typed (a number input's text), checked when sent. */
  maxPause: string;
  denoise: boolean;
  loudness: boolean;
}

const initialChoices: CleanupChoices = {
  trimSilence: true,
  shortenPauses: true,
  maxPause: String(DEFAULT_MAX_PAUSE_SECONDS),
  denoise: false,
  loudness: true,
};

/** One clean-up choice: a checkbox and what it does. */
function Choice({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

/**
 * Clean-up of a ready take: trim the silence at the ends, shorten long pauses, remove hum and
 * noise, level the voice. 'Clean up' makes a new version (it appears under the take, aligning,
 * then ready); the take itself is never changed.
 */
export function CleanupForm({ take, name, onMade }: { take: Narration; name: string; onMade: (version: Narration) => void }) {
  const { t } = useTranslation('narrations');
  const format = useFormat();
  const id = useId();
  const cleanUp = useCleanUpNarration();
  const [choices, setChoices] = useState<CleanupChoices>(initialChoices);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Partial<CleanupChoices>) => setChoices((current) => ({ ...current, ...next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = narrationCleanupInput.safeParse({
      ...(choices.trimSilence ? { trimSilence: true } : {}),
      ...(choices.shortenPauses ? { maxPauseSeconds: choices.maxPause.trim() === '' ? Number.NaN : Number(choices.maxPause) } : {}),
      ...(choices.denoise ? { denoise: true } : {}),
      ...(choices.loudness ? { loudness: true } : {}),
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      // The schema's own words are English: each issue is said here, in the interface language.
      setProblem(
        issue?.path[0] === 'maxPauseSeconds'
          ? t('cleanup.pauseRange', { min: format.number(0.2), max: format.number(5) })
          : issue?.code === 'custom'
            ? narrationProblemText('nothingToClean')
            : t('cleanup.checkChoices'),
      );
      return;
    }
    setProblem(null);
    cleanUp.mutate(
      { id: take.id, ...input.data },
      {
        onSuccess: (version) => {
          toast({ title: t('cleanup.toast.title'), description: t('cleanup.toast.description', { name }) });
          onMade(version);
        },
        onError: (error) => setProblem(narrationFailureMessage(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border p-4">
      <div className="grid gap-1">
        <h4 id={`${id}-title`} className="text-sm font-semibold">
          {t('cleanup.title', { name })}
        </h4>
        <p className="text-xs text-muted-foreground">{t('cleanup.hint')}</p>
      </div>
      <Choice checked={choices.trimSilence} onChange={(checked) => change({ trimSilence: checked })}>
        {t('cleanup.trimSilence')}
      </Choice>
      <div className="flex flex-wrap items-center gap-2.5 text-sm">
        <Choice checked={choices.shortenPauses} onChange={(checked) => change({ shortenPauses: checked })}>
          {t('cleanup.shortenPauses')}
        </Choice>
        <input
          type="number"
          aria-label={t('cleanup.maxPauseLabel')}
          min={0.2}
          max={5}
          step={0.1}
          inputMode="decimal"
          value={choices.maxPause}
          disabled={!choices.shortenPauses}
          onChange={(event) => change({ maxPause: event.target.value })}
          className="h-8 w-20 rounded-md border border-border bg-card px-2 text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60"
        />
        <span aria-hidden>{t('cleanup.secondsUnit')}</span>
      </div>
      <Choice checked={choices.denoise} onChange={(checked) => change({ denoise: checked })}>
        {t('cleanup.denoise')}
      </Choice>
      <Choice checked={choices.loudness} onChange={(checked) => change({ loudness: checked })}>
        {t('cleanup.loudness', { lufs: format.number(Math.abs(NARRATION_LOUDNESS.integratedLufs)) })}
      </Choice>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={cleanUp.isPending}>
          {cleanUp.isPending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
          {cleanUp.isPending ? t('cleanup.sending') : t('cleanup.submit')}
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
