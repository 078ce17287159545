import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4: while a profile is created the bar rises by 10 every 0.5 s up to 90, then 100 on success. */
export const PROGRESS_STEP = 10;
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_CAP = 90;

/** A progress figure for a call that reports none: it creeps up while waiting and completes on success. */
export function useSimulatedProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const start = useCallback(() => {
    stopTimer();
    setProgress(0);
    timer.current = setInterval(() => setProgress((current) => Math.min(current + PROGRESS_STEP, PROGRESS_CAP)), PROGRESS_TICK_MS);
  }, [stopTimer]);

  const finish = useCallback(() => {
    stopTimer();
    setProgress(100);
  }, [stopTimer]);

  const reset = useCallback(() => {
    stopTimer();
    setProgress(0);
  }, [stopTimer]);

  return { progress, start, finish, reset };
}
