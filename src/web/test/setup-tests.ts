import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { takeUnhandledRequests } from './mock-api';

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(takeUnhandledRequests(), 'requests without a handler').toEqual([]);
});
