import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The generic crash screen (spec §2). */
export function ErrorScreen() {
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          An unexpected error stopped this page. Refreshing usually fixes it.
        </p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </main>
  );
}

type ErrorBoundaryProps = { children: ReactNode; fallback?: ReactNode };

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
