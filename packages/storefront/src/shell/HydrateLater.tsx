import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { firstInteraction } from './firstInteraction';

/**
 * A promise whose `status` React's `use()` reads: once it says fulfilled, React takes the
 * value without waiting for a microtask, so a press can open it and hydrate in one event.
 */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** How long after the page has loaded the rest of it hydrates anyway, when idle. */
const IDLE_TIMEOUT_MS = 4_000;

function fulfil(promise: Gate): Gate {
  promise.status = 'fulfilled';
  promise.value = undefined;
  return promise;
}

const OPEN: Gate = fulfil(Promise.resolve());

/**
 * Which parts wait, in the order the page rendered them (top first). On the server and once
 * everything is open (an interaction, a router update) nothing waits.
 */
const gates = {
  allOpen: typeof window === 'undefined',
  watching: false,
  /** Opening one part after the other, each in a task of its own (the browser was idle). */
  trickling: false,
  /** The part opened last and not hydrated yet. */
  opening: null as string | null,
  /** Every part's gate, kept once open: React asks again when it retries the part. */
  parts: new Map<string, { gate: Gate; open: () => void }>(),
};

function open(id: string): void {
  const part = gates.parts.get(id);
  if (!part || part.gate.status === 'fulfilled') return;
  fulfil(part.gate);
  part.open();
}

/** Opens the first waiting part; the next opens once that one has hydrated (see Gated). */
function openNext(): void {
  if (gates.allOpen || gates.opening !== null) return;
  for (const [id, part] of gates.parts) {
    if (part.gate.status === 'fulfilled') continue;
    gates.opening = id;
    open(id);
    return;
  }
}

/**
 * Hydrates everything that waits, now: at the shopper's first interaction (the press that
 * starts a click opens it, so React can hydrate what was pressed before the click lands) and
 * before a router update. An update reaching parts that cannot hydrate would make React render
 * them anew on the side, discard the render and start over for each of them until they could.
 */
export function hydrateWaitingParts(): void {
  gates.allOpen = true;
  for (const id of gates.parts.keys()) open(id);
}

function watch(): void {
  if (gates.watching) return;
  gates.watching = true;
  void firstInteraction().then(hydrateWaitingParts);
  const trickle = () => {
    gates.trickling = true;
    openNext();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(trickle, { timeout: IDLE_TIMEOUT_MS });
    } else setTimeout(trickle, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function gateFor(id: string): Gate {
  if (gates.allOpen) return OPEN;
  let part = gates.parts.get(id);
  if (!part) {
    let resolve: () => void = () => undefined;
    const gate: Gate = new Promise<void>((settle) => {
      resolve = settle;
    });
    gate.status = 'pending';
    part = { gate, open: resolve };
    gates.parts.set(id, part);
    watch();
    // Parts that arrive while the others trickle in join the queue.
    if (gates.trickling) setTimeout(openNext, 0);
  }
  return part.gate;
}

const subscribeNever = () => () => undefined;

function Gated({ children }: { children: ReactNode }) {
  // The same id on the server and while hydrating, however often React retries this part.
  const id = useId();
  // False while hydrating (the server's snapshot), true when the browser renders it anew:
  // only server HTML waits.
  const rendered = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  // Read every time (an open gate answers at once): React asks that a part which waited
  // reads the same thing when it renders again.
  use<void>((rendered ? OPEN : gateFor(id)) as Promise<void>);
  useEffect(() => {
    if (gates.opening !== id) return;
    // Hydrated: the next part opens in a task of its own, after the browser's turn.
    gates.opening = null;
    setTimeout(openNext, 0);
  }, [id]);
  return children;
}

/**
 * A part of the page the server renders as usual but the browser hydrates later: at the
 * shopper's first interaction, or when idle after the load, one part after the other, each in
 * a short task of its own. Until then its HTML stays as the server sent it (links work as
 * links); a press on it hydrates it at once, so the click that follows reaches its handlers.
 * Keeps the first hydration, and so the main thread's longest tasks, to what the page needs
 * first.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated>{children}</Gated>
    </Suspense>
  );
}
