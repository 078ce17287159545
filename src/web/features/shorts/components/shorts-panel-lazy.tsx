import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@/components/ui/load-state';

const Panel = lazy(() => import('./shorts-panel').then((module) => ({ default: module.ShortsPanel })));

/** The Shorts panel, loaded when it is first shown (with a project open), so the studio's first visit does not download it. */
export function ShortsPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<LoadingState label="Loading shorts..." className="py-6" />}>
      <Panel {...props} />
    </Suspense>
  );
}
