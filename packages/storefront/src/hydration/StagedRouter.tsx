import { Fragment, useLayoutEffect, useState } from 'react';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { HydrationRouter } from './routerInStages';

/**
 * What React Router 7.18's `HydratedRouter` renders, for a router made beforehand
 * (`createRouterInStages`): the framework's context, its error boundary and the router. The
 * element structure is the same, so the ids React hands out while hydrating match the
 * server's (`ServerRouter`).
 */
export function StagedRouter({ hydration }: { hydration: HydrationRouter }) {
  const { router, manifest, routeModules, handoff } = hydration;
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    // A router whose data did not all come with the page loads the rest now.
    if (!router.state.initialized) router.initialize();
  }, [router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  useFogOFWarDiscovery(
    router,
    manifest,
    routeModules,
    handoff.ssr,
    handoff.routeDiscovery,
    handoff.isSpaMode,
  );
  return (
    <Fragment>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          future: handoff.future as never,
          criticalCss: undefined,
          ssr: handoff.ssr,
          isSpaMode: handoff.isSpaMode,
          routeDiscovery: handoff.routeDiscovery,
        }}
      >
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <Fragment />
    </Fragment>
  );
}
