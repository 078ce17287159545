import { lazy, Suspense, type ComponentProps } from 'react';

const Panel = lazy(() => import('./thumbnail-panel').then((module) => ({ default: module.ThumbnailPanel })));

/** The Thumbnails panel, loaded when a tab first shows it (it sits below the fold, only with a project open). */
export function ThumbnailPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
