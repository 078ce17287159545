import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Feedback } from '../hooks/use-section-form';

/** The outcome of a form, by its button: a problem as an alert (read out at once), success as a status. */
export function FormFeedback({ feedback, id, className }: { feedback: Feedback; id?: string; className?: string }) {
  if (!feedback) return null;
  const error = feedback.kind === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <p
      id={id}
      role={error ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium',
        error ? 'border-danger-line bg-danger-soft text-danger' : 'border-success-line bg-success-soft text-success',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{feedback.message}</span>
    </p>
  );
}
