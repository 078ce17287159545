import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** One `?name=` of the address, and a setter that keeps the others (null removes it). */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name);
  const set = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location);
    },
    [location, name, navigate],
  );
  return [value, set];
}
