import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { REDIRECT_DELAY_MS } from '../lib/auth-flow';

/** Moves to `to` about 200 ms after success; `redirecting` stays true until then. */
export function useRedirectAfterAuth() {
  const [, setLocation] = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirect = useCallback(
    (to: string) => {
      setRedirecting(true);
      timer.current = window.setTimeout(() => setLocation(to), REDIRECT_DELAY_MS);
    },
    [setLocation],
  );

  return { redirecting, redirect };
}
