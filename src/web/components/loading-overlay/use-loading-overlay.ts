import { useContext } from 'react';
import { LoadingOverlayContext, type LoadingOverlayValue } from './loading-overlay-context';

/** The workspace's full-screen processing overlay, for the tabs' long-running calls. */
export function useLoadingOverlay(): LoadingOverlayValue {
  const value = useContext(LoadingOverlayContext);
  if (!value) throw new Error('useLoadingOverlay must be used inside <LoadingOverlayProvider>');
  return value;
}
