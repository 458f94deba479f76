// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleOf } from './i18n/bundles';
import { hydrateDocument } from './entry.client';
import { createRouterInStages } from './hydration/routerInStages';

// Only the calls are observed: hydrating a real document needs the server's router context,
// which the sites' end-to-end tests cover in Chromium (tests/e2e/hydration.test.ts).
vi.mock('react-dom/client', () => ({ hydrateRoot: vi.fn() }));
vi.mock('./hydration/routerInStages', () => ({
  // Each stage a task of its own, as the browser's MessageChannel turn gives.
  nextTask: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  createRouterInStages: vi.fn(
    () => new Promise((resolve) => setTimeout(() => resolve({ router: {} }), 0)),
  ),
}));

describe('hydrateDocument', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(hydrateRoot).mockClear();
    document.documentElement.lang = '';
  });

  it('hydrates the document once the router is made, each step in a task of its own', async () => {
    const hydrated = hydrateDocument();
    await Promise.resolve();
    expect(createRouterInStages).not.toHaveBeenCalled();
    expect(hydrateRoot).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(createRouterInStages).toHaveBeenCalledTimes(1);
    expect(hydrateRoot).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await hydrated;
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(vi.mocked(hydrateRoot).mock.calls[0]?.[0]).toBe(document);
  });

  it('has a Spanish page’s texts loaded before it hydrates', async () => {
    vi.useRealTimers();
    document.documentElement.lang = 'es-US';
    expect(bundleOf('es-us')).toBeUndefined();
    await hydrateDocument();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(bundleOf('es-us')?.['header.signIn']).toBe('Iniciar sesión');
  });
});
