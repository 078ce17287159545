import { Spinner } from '@/components/ui/spinner';
import { useLoadingOverlay } from './use-loading-overlay';

/** Covers the workspace while a tab processes a request. */
export function LoadingOverlay() {
  const { isLoading, title, message } = useLoadingOverlay();
  if (!isLoading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/55 px-4 backdrop-blur-sm animate-fade-in"
    >
      <div className="flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-2xl">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent">
          <Spinner className="size-7" />
        </span>
        <div className="grid gap-1.5">
          <p className="text-lg font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
      </div>
    </div>
  );
}
