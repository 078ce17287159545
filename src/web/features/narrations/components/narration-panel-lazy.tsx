import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@/components/ui/load-state';

const Panel = lazy(() => import('./narration-panel').then((module) => ({ default: module.NarrationPanel })));

/**
 * The 'Your narration' panel, loaded when it is first shown (beside the voiceover, only with a
 * script open), so the studio's first visit does not download the recorder, the transcript and the player.
 */
export function NarrationPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<LoadingState label="Loading your narration…" className="py-6" />}>
      <Panel {...props} />
    </Suspense>
  );
}
