import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Where a result will appear: a faint icon and one line saying what comes here. */
export function EmptyState({ icon: Icon, children, className }: { icon: LucideIcon; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 py-16 text-center text-muted-foreground', className)}>
      <Icon aria-hidden className="size-10 opacity-50" />
      <p>{children}</p>
    </div>
  );
}
