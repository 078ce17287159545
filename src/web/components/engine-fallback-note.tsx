import { AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { modelFallbackNote } from '@/lib/text-engine-label';

/** Says, where the result is shown, that the text model failed and an offline engine answered instead. */
export function EngineFallbackNote({ failedEngine, outcome, className }: { failedEngine: string; outcome: string; className?: string }) {
  return (
    <p
      role="status"
      className={cn('flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950', className)}
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{modelFallbackNote(failedEngine, outcome)}</span>
    </p>
  );
}
