import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/load-state';

const Panel = lazy(() => import('./narration-panel').then((module) => ({ default: module.NarrationPanel })));

/**
 * The 'Your narration' panel, loaded when it is first shown (beside the voiceover, only with a
 * script open), so the studio's first visit does not download the recorder, the transcript and the player.
 */
export function NarrationPanel(props: ComponentProps<typeof Panel>) {
  const { t } = useTranslation('narrations');
  return (
    <Suspense fallback={<LoadingState label={t('panel.loading')} className="py-6" />}>
      <Panel {...props} />
    </Suspense>
  );
}
