import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type SpinnerProps = ComponentProps<'svg'> & {
  /** Read to assistive technology; leave empty when the surrounding text already says it. */
  label?: string;
};

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn('size-5 animate-spin text-primary', className)}
      {...props}
    />
  );
}

/** Replaces the whole screen while something the page depends on loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="size-10" />
      <span className="sr-only">{label ?? t('loading.default')}</span>
    </div>
  );
}
