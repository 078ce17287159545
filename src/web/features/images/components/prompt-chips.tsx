import { cn } from '@/lib/cn';
import { truncate } from '../lib/memory-text';

/** The look of every pickable chip beside the image form (styles, recent prompts, suggestions). */
export const chipClass =
  'cursor-pointer rounded-full border px-3 py-1 text-xs font-medium transition-colors hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

type PromptChipsProps = {
  /** The list's accessible name. */
  label: string;
  prompts: readonly string[];
  /** Where a chip cuts its prompt; the whole prompt stays in the tooltip. */
  maxChars: number;
  onPick: (prompt: string) => void;
};

/** Prompts as a row of chips; a click puts the whole prompt back in the form. */
export function PromptChips({ label, prompts, maxChars, onPick }: PromptChipsProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {prompts.map((prompt) => (
        <li key={prompt}>
          <button type="button" title={prompt} className={cn(chipClass, 'border-border bg-card text-left')} onClick={() => onPick(prompt)}>
            {truncate(prompt, maxChars)}
          </button>
        </li>
      ))}
    </ul>
  );
}
