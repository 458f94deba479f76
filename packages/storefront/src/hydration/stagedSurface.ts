import {
  UNSAFE_createBrowserHistory,
  UNSAFE_createClientRoutes,
  UNSAFE_createRouter,
  UNSAFE_decodeViaTurboStream,
  UNSAFE_getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy,
  UNSAFE_mapRouteProperties,
  UNSAFE_RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery,
} from 'react-router';

/**
 * Each private function of React Router the staged path calls (`routerInStages.ts`,
 * `StagedRouter.tsx`), with the number of parameters it declares in the version the path was
 * written for (7.18). A positional argument added, removed or reordered usually shows here
 * first, and a renamed export shows as missing.
 */
const STAGED_SURFACE: readonly (readonly [name: string, value: unknown, arity: number])[] = [
  ['UNSAFE_createBrowserHistory', UNSAFE_createBrowserHistory, 0],
  ['UNSAFE_createClientRoutes', UNSAFE_createClientRoutes, 5],
  ['UNSAFE_createRouter', UNSAFE_createRouter, 1],
  ['UNSAFE_decodeViaTurboStream', UNSAFE_decodeViaTurboStream, 2],
  ['UNSAFE_getHydrationData', UNSAFE_getHydrationData, 1],
  ['UNSAFE_getPatchRoutesOnNavigationFunction', UNSAFE_getPatchRoutesOnNavigationFunction, 7],
  ['UNSAFE_getTurboStreamSingleFetchDataStrategy', UNSAFE_getTurboStreamSingleFetchDataStrategy, 6],
  ['UNSAFE_mapRouteProperties', UNSAFE_mapRouteProperties, 1],
  ['UNSAFE_RemixErrorBoundary', UNSAFE_RemixErrorBoundary, 1],
  ['UNSAFE_useFogOFWarDiscovery', UNSAFE_useFogOFWarDiscovery, 6],
];

/**
 * What differs between the installed React Router and the surface the staged path was
 * written for: one line per function missing or declaring another number of parameters.
 * Empty when the staged path may run.
 */
export function stagedSurfaceChanges(
  surface: readonly (readonly [string, unknown, number])[] = STAGED_SURFACE,
): string[] {
  return surface.flatMap(([name, value, arity]) => {
    if (typeof value !== 'function') return [`${name} is missing`];
    if (value.length !== arity) return [`${name} takes ${value.length} parameters, not ${arity}`];
    return [];
  });
}
