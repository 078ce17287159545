import { createContext } from 'react';

export interface LoadingCopy {
  title?: string;
  message?: string;
}

export interface LoadingOverlayValue {
  isLoading: boolean;
  title: string;
  message: string;
  /** Shows the full-screen overlay: the given text, else the active tab's, else the defaults (`common:loadingOverlay`). */
  showLoading(copy?: LoadingCopy): void;
  hideLoading(): void;
}

export const LoadingOverlayContext = createContext<LoadingOverlayValue | null>(null);
