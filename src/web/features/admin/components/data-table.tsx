import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * A console table: scrolls sideways inside its frame on narrow screens (the frame can be focused
 * and scrolled with the arrow keys), with a caption for assistive technology.
 */
export function DataTable({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-xl border border-border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-border bg-muted/60 px-3 py-2.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-border px-3 py-2.5 align-middle', className)} {...props} />;
}

/** A number cell: right-aligned, digits of equal width. */
export function NumTd({ className, ...props }: ComponentProps<'td'>) {
  return <Td className={cn('text-right tabular-nums', className)} {...props} />;
}

/** The heading of a column of row buttons: named for assistive technology only. */
export function ActionTh({ label }: { label: string }) {
  return (
    <Th>
      <span className="sr-only">{label}</span>
    </Th>
  );
}

/** A user's e-mail, or 'Deleted account' when the account is gone. */
export function EmailTd({ email }: { email: string | null | undefined }) {
  const { t } = useTranslation('admin');
  return <Td>{email ?? <span className="text-muted-foreground italic">{t('common.deletedAccount')}</span>}</Td>;
}
