import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * Calls `listener` on each of the router's updates (a navigation, the routes the page's
 * links discover, a revalidation) before React renders it: the router's own subscription,
 * which no public hook gives (they all answer after the render).
 */
export function useRouterUpdates(listener: () => void): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => router?.subscribe(listener), [router, listener]);
}
