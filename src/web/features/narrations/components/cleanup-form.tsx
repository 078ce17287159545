import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_MAX_PAUSE_SECONDS, NARRATION_LOUDNESS, narrationCleanupInput, type Narration } from '@shared/contracts/narrations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCleanUpNarration } from '../api/clean-up-narration';
import { narrationFailureMessage } from '../lib/narration-text';

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
      setProblem(
        issue?.path[0] === 'maxPauseSeconds'
          ? 'Pauses can be shortened to between 0.2 and 5 seconds.'
          : (issue?.message ?? 'Check the choices.'),
      );
      return;
    }
    setProblem(null);
    cleanUp.mutate(
      { id: take.id, ...input.data },
      {
        onSuccess: (version) => {
          toast({ title: 'Cleaning up', description: `A cleaned-up version of ${name} is being made. ${name} stays as it is.` });
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
          Clean up {name}
        </h4>
        <p className="text-xs text-muted-foreground">
          Makes a new version under this take; this take stays as it is. To go back, choose the original as the video’s voice, or delete the
          version.
        </p>
      </div>
      <Choice checked={choices.trimSilence} onChange={(checked) => change({ trimSilence: checked })}>
        Trim silence at the start and end
      </Choice>
      <div className="flex flex-wrap items-center gap-2.5 text-sm">
        <Choice checked={choices.shortenPauses} onChange={(checked) => change({ shortenPauses: checked })}>
          Shorten pauses longer than
        </Choice>
        <input
          type="number"
          aria-label="Longest pause in seconds"
          min={0.2}
          max={5}
          step={0.1}
          inputMode="decimal"
          value={choices.maxPause}
          disabled={!choices.shortenPauses}
          onChange={(event) => change({ maxPause: event.target.value })}
          className="h-8 w-20 rounded-md border border-border bg-card px-2 text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60"
        />
        <span aria-hidden>s</span>
      </div>
      <Choice checked={choices.denoise} onChange={(checked) => change({ denoise: checked })}>
        Remove hum and background noise
      </Choice>
      <Choice checked={choices.loudness} onChange={(checked) => change({ loudness: checked })}>
        Level the voice to −{Math.abs(NARRATION_LOUDNESS.integratedLufs)} LUFS
      </Choice>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={cleanUp.isPending}>
          {cleanUp.isPending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
          {cleanUp.isPending ? 'Sending…' : 'Clean up'}
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
