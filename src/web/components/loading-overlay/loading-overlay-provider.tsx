import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlayContext, type LoadingCopy, type LoadingOverlayValue } from './loading-overlay-context';

type LoadingOverlayProviderProps = {
  /** The active tab's overlay text; the defaults fill what it leaves out. */
  copy?: LoadingCopy;
  children: ReactNode;
};

export function LoadingOverlayProvider({ copy, children }: LoadingOverlayProviderProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ isLoading: boolean; override: LoadingCopy }>({
    isLoading: false,
    override: {},
  });

  const showLoading = useCallback((override: LoadingCopy = {}) => setShown({ isLoading: true, override }), []);
  const hideLoading = useCallback(() => setShown({ isLoading: false, override: {} }), []);

  const value = useMemo<LoadingOverlayValue>(
    () => ({
      isLoading: shown.isLoading,
      title: shown.override.title || copy?.title || t('loadingOverlay.title'),
      message: shown.override.message || copy?.message || t('loadingOverlay.message'),
      showLoading,
      hideLoading,
    }),
    [shown, copy?.title, copy?.message, showLoading, hideLoading, t],
  );
  return <LoadingOverlayContext.Provider value={value}>{children}</LoadingOverlayContext.Provider>;
}
