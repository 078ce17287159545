import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';

interface QueryLike<Data> {
  data: Data | null | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A console query's three states before its data: the spinner with `loading`, 'Failed to load …'
 * with Try Again, and — when `isEmpty` says so — the empty state; else `children(data)`.
 */
export function QueryView<Data>({
  query,
  loading,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<Data>;
  loading: string;
  failed: string;
  empty?: { icon: LucideIcon; text: string };
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <LoadFailed compact message={failed} onRetry={() => void query.refetch()} className="py-10" />;
  if (!query.data) return <LoadingState label={loading} className="py-12 text-sm" />;
  if (empty && isEmpty?.(query.data)) {
    return (
      <EmptyState icon={empty.icon} className="py-12 text-sm">
        {empty.text}
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}
