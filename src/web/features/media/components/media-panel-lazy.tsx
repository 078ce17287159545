import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/load-state';

const Panel = lazy(() => import('./media-panel').then((module) => ({ default: module.MediaPanel })));

/** The Media panel, loaded when it is first shown (with a project open), so the studio's first visit does not download it. */
export function MediaPanel(props: ComponentProps<typeof Panel>) {
  const { t } = useTranslation('media');
  return (
    <Suspense fallback={<LoadingState label={t('panel.loading')} className="py-6" />}>
      <Panel {...props} />
    </Suspense>
  );
}
