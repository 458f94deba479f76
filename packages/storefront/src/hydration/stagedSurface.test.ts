// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { UNSAFE_hydrationRouteProperties, UNSAFE_decodeViaTurboStream } from 'react-router';
import { createRouterInStages } from './routerInStages';
import { stagedSurfaceChanges } from './stagedSurface';

/**
 * The upgrade check of the staged path: a React Router bump is read here, in a unit test,
 * rather than found in production. The end-to-end tests (`tests/e2e/hydration.test.ts`) then
 * hydrate, navigate and submit through the path in Chromium.
 */

/** Route data as React Router's server writes it for the browser (turbo-stream). */
const ROUTE_DATA = '[{"_1":2},"loaderData",{"_3":4},"root",{"_5":6},"message","hello"]\n';

function dataStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(ROUTE_DATA));
      controller.close();
    },
  });
}

/** A page's hand-off, manifest and route modules for one route, as the server leaves them. */
function handOff(routes: unknown = { root: { id: 'root', path: '', hasLoader: true } }) {
  window.__reactRouterContext = {
    stream: dataStream(),
    ssr: true,
    isSpaMode: false,
    future: {},
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  };
  Object.assign(window, {
    __reactRouterManifest: { routes, entry: { module: '/e.js', imports: [] }, version: '1' },
    __reactRouterRouteModules: { root: { default: () => null } },
  });
}

const soon = () => Promise.resolve();

afterEach(() => {
  window.__reactRouterContext = undefined;
});

describe('the private surface the staged path calls', () => {
  it('has every function, each taking the parameters the path passes', () => {
    expect(stagedSurfaceChanges()).toEqual([]);
    expect(UNSAFE_hydrationRouteProperties).toEqual(['HydrateFallback', 'hydrateFallbackElement']);
  });

  it('names a function that went missing or takes another number of parameters', () => {
    const twoParameters = (a: unknown, b: unknown) => [a, b];
    expect(
      stagedSurfaceChanges([
        ['UNSAFE_gone', undefined, 1],
        ['UNSAFE_moved', twoParameters, 1],
        ['UNSAFE_same', twoParameters, 2],
      ]),
    ).toEqual(['UNSAFE_gone is missing', 'UNSAFE_moved takes 2 parameters, not 1']);
  });

  it("makes the router from the page's hand-off: its routes, its data, nothing left to load", async () => {
    handOff();
    const { router, handoff } = await createRouterInStages(soon);
    expect(router.routes.map((route) => route.id)).toEqual(['root']);
    expect(router.state.initialized).toBe(true);
    expect(router.state.loaderData).toEqual({ root: { message: 'hello' } });
    expect(handoff.stream).toBeUndefined();
  });

  it("leaves React Router's own path the page's data when a stage throws", async () => {
    handOff(null);
    await expect(createRouterInStages(soon)).rejects.toThrow();
    const spare = window.__reactRouterContext?.stream;
    expect(spare).toBeInstanceOf(ReadableStream);
    const { value } = await UNSAFE_decodeViaTurboStream(spare!, window);
    expect(value).toEqual({ loaderData: { root: { message: 'hello' } } });
  });
});
