import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** The spinner and its words while a query loads. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted-foreground', className)}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** A query that failed: what failed and 'Try Again'. `compact` for a card's body rather than a page. */
export function LoadFailed({
  message,
  onRetry,
  compact = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-col items-center text-center', compact ? 'gap-3 text-sm' : 'gap-4', className)}>
      <CircleAlert aria-hidden className={cn('text-danger', compact ? 'size-6' : 'size-10')} />
      <p>{message}</p>
      <Button type="button" variant="outline" size={compact ? 'sm' : 'default'} onClick={onRetry}>
        <RotateCw aria-hidden />
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}
