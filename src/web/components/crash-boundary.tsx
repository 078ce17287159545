import { Component, type ErrorInfo, type ReactNode } from 'react';

type CrashBoundaryProps = { children: ReactNode; fallback: ReactNode };

/** Shows `fallback` instead of a part of the page that threw while rendering (and logs why). */
export class CrashBoundary extends Component<CrashBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
