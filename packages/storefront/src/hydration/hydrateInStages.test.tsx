// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInStages } from './hydrateInStages';
import { FALLBACK_MARK } from './hydratedMark';
import { createRouterInStages } from './routerInStages';
import { StagedRouter } from './StagedRouter';
import { stagedSurfaceChanges } from './stagedSurface';

// Only the calls are observed: hydrating a real document needs the server's router context,
// which the sites' end-to-end tests cover in Chromium (tests/e2e/hydration.test.ts).
vi.mock('react-dom/client', () => ({ hydrateRoot: vi.fn() }));
vi.mock('./routerInStages', () => ({
  nextTask: () => Promise.resolve(),
  createRouterInStages: vi.fn(() => Promise.resolve({ router: {} })),
}));
vi.mock('./stagedSurface', () => ({ stagedSurfaceChanges: vi.fn(() => []) }));

/** The router component the document was hydrated with (inside StrictMode). */
function hydratedWith(): unknown {
  const element = vi.mocked(hydrateRoot).mock.calls[0]?.[1] as ReactElement<{
    children: ReactElement;
  }>;
  return element.props.children.type;
}

const fallbackMarks = () =>
  performance.getEntriesByName(FALLBACK_MARK).map((mark) => (mark as PerformanceMark).detail);

const page = () => ({ ready: Promise.resolve(), hydrateWaitingParts: vi.fn() });

afterEach(() => {
  vi.mocked(hydrateRoot).mockClear();
  vi.mocked(createRouterInStages).mockClear();
  vi.restoreAllMocks();
  performance.clearMarks();
});

describe('hydrateInStages', () => {
  it('hydrates through the staged router, and marks no fallback', async () => {
    await hydrateInStages(page());
    expect(hydratedWith()).toBe(StagedRouter);
    expect(fallbackMarks()).toEqual([]);
  });

  it("hydrates through React Router's own router when a stage throws, and says why", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(createRouterInStages).mockRejectedValueOnce(new Error('no hand-off'));
    await hydrateInStages(page());
    expect(hydratedWith()).toBe(HydratedRouter);
    expect(error).toHaveBeenCalledWith(
      "The page hydrates through React Router's HydratedRouter: no hand-off",
    );
    expect(fallbackMarks()).toEqual(['no hand-off']);
  });

  it('does not start the staged path on a React Router whose private functions changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(stagedSurfaceChanges).mockReturnValueOnce([
      'UNSAFE_createRouter takes 2 parameters, not 1',
    ]);
    await hydrateInStages(page());
    expect(createRouterInStages).not.toHaveBeenCalled();
    expect(hydratedWith()).toBe(HydratedRouter);
    expect(fallbackMarks()).toEqual([
      'React Router changed: UNSAFE_createRouter takes 2 parameters, not 1',
    ]);
  });

  it("stays the server's page when it cannot hydrate at all, and says so", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrateInStages({
      ready: Promise.reject(new Error('texts')),
      hydrateWaitingParts: vi.fn(),
    });
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('The page could not hydrate', new Error('texts'));
  });
});
