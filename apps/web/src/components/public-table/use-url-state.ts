import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters that live in the address bar, so a reload or a shared link shows the same table. Empty
 * values are left out of the URL; history is replaced, not pushed, so Back leaves the screen.
 */
export function useUrlState<K extends string>() {
  const [params, setParams] = useSearchParams();
  // The params this hook last asked for: a change typed right after another, before React has
  // rendered the first, must build on it and not bring back what it replaced (react-router's
  // functional update sees the params of the last render).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const get = useCallback((key: K): string | undefined => params.get(key) ?? undefined, [params]);
  const set = useCallback(
    (changes: Partial<Record<K, string | number | undefined>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [K, string | number | undefined][]) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { get, set, params };
}

/** A whole number from the URL, or the fallback when it is missing or not a number in range. */
export function intParam(
  value: string | undefined,
  fallback: number,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || !/^-?\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= max ? number : fallback;
}
