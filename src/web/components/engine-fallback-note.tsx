import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiCapability } from '@shared/catalog/ai-engines';
import type { EngineFallback } from '@shared/contracts/ai';
import { engineFallbackNote } from '@/lib/ai-engine-label';
import { cn } from '@/lib/cn';

/**
 * Says, where the result is shown, that the engine the settings name was not used (and why) and a
 * built-in engine made the result instead (`fallbackFrom` in the answer).
 */
export function EngineFallbackNote({
  capability,
  fallback,
  outcome,
  className,
}: {
  capability: AiCapability;
  fallback: EngineFallback;
  /** What the user sees instead, as a whole clause in the interface language: 'the offline writer wrote this reply'. */
  outcome: string;
  className?: string;
}) {
  // Drawn again when the language changes (the note is worded by engineFallbackNote).
  useTranslation();
  return (
    <p
      role="status"
      className={cn('flex items-start gap-2 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-warning', className)}
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{engineFallbackNote(capability, fallback, outcome)}</span>
    </p>
  );
}
