import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once after `delay` ms, restarting when `delay` or `key` changes, and
 * never when `delay` is null. The latest callback is used without restarting the timer.
 */
export function useTimeout(callback: () => void, delay: number | null, key?: unknown) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delay === null) return undefined;
    const id = setTimeout(() => saved.current(), delay);
    return () => clearTimeout(id);
  }, [delay, key]);
}
