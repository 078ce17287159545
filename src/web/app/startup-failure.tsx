import { TriangleAlert } from 'lucide-react';
import { createRoot } from 'react-dom/client';
import { useSupportEmail } from '@/lib/support-email';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** Shown instead of the app when it cannot start on this browser (spec §2). */
export function StartupFailure({ error }: { error: unknown }) {
  const supportEmail = useSupportEmail();
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center bg-background px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 shadow-lg">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-danger-soft text-danger">
            <TriangleAlert className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">App failed to load on this device.</h1>
        </div>
        <dl className="mt-6 grid gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium">Error</dt>
            <dd className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words">{describe(error)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-medium">Browser</dt>
            <dd className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words">{navigator.userAgent}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-muted-foreground">
          Please refresh the page.
          {supportEmail && (
            <>
              {' '}
              If the problem continues, contact support at{' '}
              <a className="font-medium text-primary underline underline-offset-2" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>{' '}
              and include the details above.
            </>
          )}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-10 cursor-pointer items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Refresh Page
        </button>
      </div>
    </main>
  );
}

/** Replaces the start-up guard's plain message in `host` with the styled screen. */
export function renderStartupFailure(host: HTMLElement, error: unknown): void {
  createRoot(host).render(<StartupFailure error={error} />);
}
