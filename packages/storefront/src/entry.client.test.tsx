// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateDocument } from './entry.client';

// Only the call is observed: hydrating a real document needs the server's router context,
// which the sites' end-to-end tests cover in Chromium.
vi.mock('react-dom/client', () => ({ hydrateRoot: vi.fn() }));

describe('hydrateDocument', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(hydrateRoot).mockClear();
  });

  it('hydrates the document in a task after the one that evaluated the modules', async () => {
    hydrateDocument();
    await Promise.resolve();
    expect(hydrateRoot).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(vi.mocked(hydrateRoot).mock.calls[0]?.[0]).toBe(document);
  });
});
