import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/load-state';

const Panel = lazy(() => import('./video-panel').then((module) => ({ default: module.VideoPanel })));

/**
 * The Video panel, loaded when it is first shown (below the script and its voiceover, only with a
 * project open), so the studio's first visit does not download it.
 */
export function VideoPanel(props: ComponentProps<typeof Panel>) {
  const { t } = useTranslation('renders');
  return (
    <Suspense fallback={<LoadingState label={t('panel.loading')} className="py-6" />}>
      <Panel {...props} />
    </Suspense>
  );
}
