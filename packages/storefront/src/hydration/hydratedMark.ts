import { useEffect } from 'react';

/**
 * The User Timing mark the page sets once its shell has hydrated (React has committed the
 * first render): the moment it answers presses, for the browser's performance tools, a
 * shop's real-user measurements and the end-to-end tests.
 */
const HYDRATED_MARK = 'snackshop:hydrated';

/**
 * The mark the page sets when it hydrates through React Router's own `HydratedRouter`
 * because the staged path could not run (its `detail` says why): the page works, slower on
 * a slow phone, and a real-user measurement sees it.
 */
export const FALLBACK_MARK = 'snackshop:hydration-fallback';

/** Sets {@link HYDRATED_MARK} once the component's first render is committed. */
export function useHydratedMark(): void {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
}
