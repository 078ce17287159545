import { createContext } from 'react';

export interface LoadingCopy {
  title?: string;
  message?: string;
}

export const DEFAULT_LOADING_TITLE = 'Processing...';
export const DEFAULT_LOADING_MESSAGE = 'Please wait while we process your request';

export interface LoadingOverlayValue {
  isLoading: boolean;
  title: string;
  message: string;
  /** Shows the full-screen overlay: the given text, else the active tab's, else the defaults. */
  showLoading(copy?: LoadingCopy): void;
  hideLoading(): void;
}

export const LoadingOverlayContext = createContext<LoadingOverlayValue | null>(null);
