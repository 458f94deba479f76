import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type HydrationState,
  type ServerBuild,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
} from 'react-router';

/** What React Router's server writes for the browser (`window.__reactRouterContext`, 7.18). */
interface ServerHandoff {
  basename?: string;
  future: { v8_passThroughRequests?: boolean; v8_trailingSlashAwareDataRequests?: boolean };
  ssr: boolean;
  isSpaMode: boolean;
  routeDiscovery: ServerBuild['routeDiscovery'];
  /** The route data, as the page's inline scripts enqueue it (turbo-stream). */
  stream?: ReadableStream<Uint8Array>;
}

declare global {
  interface Window {
    __reactRouterContext?: ServerHandoff;
  }
}

/** What the page's React tree is given: the router and what React Router's components read. */
export interface HydrationRouter {
  router: DataRouter;
  manifest: AssetsManifest;
  routeModules: RouteModules;
  handoff: ServerHandoff;
}

/** Resolves in a new task, after the browser's turn (a paint, an input event). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * The data router React Router's `HydratedRouter` creates inside its first render, created
 * here in three tasks instead of one: the route data decoded, the routes and their hydration
 * data, then the router with its history. Each is a few milliseconds on a fast machine and so
 * several times that on a slow phone, and React cannot cut a component's render in pieces,
 * so done in that render they made the page's longest task (decision 0044). The same calls
 * React Router 7.18's `createHydratedRouter` makes, in the same order, through the exports it
 * keeps for this (`UNSAFE_`); the version is pinned.
 */
export async function createRouterInStages(
  between: () => Promise<void> = nextTask,
): Promise<HydrationRouter> {
  const handoff = window.__reactRouterContext;
  const manifest = window.__reactRouterManifest as AssetsManifest | undefined;
  const routeModules = window.__reactRouterRouteModules as RouteModules | undefined;
  if (!handoff?.stream || !manifest || !routeModules) {
    throw new Error('The page has no React Router context to hydrate from');
  }
  // Read from one branch of the data; the other stays in the hand-off until the router is
  // made, so that a failure leaves React Router's own HydratedRouter the page's data.
  const [stream, spare] = handoff.stream.tee();
  handoff.stream = spare;
  const { value } = await decodeViaTurboStream(stream, window);
  const state = value as HydrationState;
  await between();

  const routes = createClientRoutes(
    manifest.routes,
    routeModules,
    state,
    handoff.ssr,
    handoff.isSpaMode,
  );
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: handoff.basename,
    isSpaMode: handoff.isSpaMode,
  });
  await between();

  const historyState = window.history.state as { masked?: unknown } | null;
  if (historyState?.masked) window.history.replaceState({ ...historyState, masked: undefined }, '');
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: handoff.basename,
    hydrationData,
    hydrationRouteProperties,
    mapRouteProperties,
    future: { v8_passThroughRequests: handoff.future.v8_passThroughRequests ?? false },
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      handoff.ssr,
      handoff.basename,
      handoff.future.v8_trailingSlashAwareDataRequests ?? false,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      handoff.ssr,
      handoff.routeDiscovery,
      handoff.isSpaMode,
      handoff.basename,
    ),
  });
  // Every route's data came with the page: the router starts initialised, loading nothing.
  if (router.state.initialized) router.initialize();
  handoff.stream = undefined;
  void spare.cancel();
  return { router, manifest, routeModules, handoff };
}
