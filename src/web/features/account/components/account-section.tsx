import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { Feedback } from '../hooks/use-section-form';
import { FormFeedback } from './form-feedback';

/** One part of the account page: a titled card the page's contents list links to. */
export function AccountSection({
  id,
  title,
  description,
  icon: Icon,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
      <Card className={cn('gap-5', danger && 'border-danger-line bg-danger-soft/40')}>
        <CardHeader className="flex-row items-start gap-3">
          <span
            aria-hidden
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-xl',
              danger ? 'bg-danger-soft text-danger' : 'bg-accent text-accent-foreground',
            )}
          >
            <Icon className="size-[1.125rem]" />
          </span>
          <div className="grid min-w-0 gap-1">
            <CardTitle id={`${id}-title`} className="text-lg">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** A form's button: its label, or a spinner and the working label while the request runs. `wide`: the full-width button of the sign-in pages. */
export function SectionSubmit({
  busy,
  label,
  busyLabel,
  variant = 'default',
  wide = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'default' | 'destructive';
  wide?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant={wide ? 'brand' : variant}
      size={wide ? 'lg' : 'default'}
      className={wide ? 'mt-1 w-full' : 'w-full sm:w-auto'}
      aria-disabled={busy}
      aria-busy={busy}
    >
      {busy && <Spinner className="size-4 text-current" />}
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * Under a form's fields: its button and what the last try said. In a section, a row: the button, then
 * the message. `wide` (the signed-out pages): a problem above the full-width button (success moves on).
 */
export function FormFooter({
  form,
  label,
  busyLabel,
  wide = false,
}: {
  form: { busy: boolean; feedback: Feedback; feedbackId: string };
  label: string;
  busyLabel: string;
  wide?: boolean;
}) {
  if (wide) {
    return (
      <>
        <FormFeedback id={form.feedbackId} feedback={form.feedback?.kind === 'error' ? form.feedback : null} />
        <SectionSubmit wide busy={form.busy} label={label} busyLabel={busyLabel} />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:flex-wrap sm:items-start">
      <SectionSubmit busy={form.busy} label={label} busyLabel={busyLabel} />
      <FormFeedback id={form.feedbackId} feedback={form.feedback} />
    </div>
  );
}
