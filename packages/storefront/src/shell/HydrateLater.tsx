import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { firstInteraction } from './firstInteraction';

/**
 * A promise whose `status` React's `use()` reads: once it says fulfilled, React takes the
 * value without waiting for a microtask, so a press can open it and hydrate in one event.
 */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** How long after the page has loaded the rest of it hydrates anyway, when idle. */
const IDLE_TIMEOUT_MS = 4_000;

let gate: Gate | null = null;

function fulfil(promise: Gate): Gate {
  promise.status = 'fulfilled';
  promise.value = undefined;
  return promise;
}

/**
 * Open on the server; in the browser, opens at the shopper's first interaction (the press
 * that starts a click opens it, so React can hydrate what was pressed before the click
 * lands) or once the browser is idle after the page has loaded.
 */
function hydrationGate(): Gate {
  if (gate) return gate;
  if (typeof window === 'undefined') return fulfil(Promise.resolve());
  let open: () => void = () => undefined;
  const pending: Gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  pending.status = 'pending';
  const release = () => {
    if (pending.status === 'fulfilled') return;
    fulfil(pending);
    open();
  };
  void firstInteraction().then(release);
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS });
    } else setTimeout(release, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  gate = pending;
  return gate;
}

const subscribeNever = () => () => undefined;

function Gated({ children }: { children: ReactNode }) {
  // False while hydrating (the server's snapshot), true when the browser renders it anew.
  const rendered = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!rendered) use<void>(hydrationGate() as Promise<void>);
  return children;
}

/**
 * A part of the page the server renders as usual but the browser hydrates later: at the
 * shopper's first interaction, or when idle after the load, and then in slices of its own.
 * Until then its HTML stays as the server sent it (links work as links); a press on it
 * hydrates it at once, so the click that follows reaches its handlers. Keeps the first
 * hydration, and so the main thread's longest tasks, to what the page needs first.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated>{children}</Gated>
    </Suspense>
  );
}
