import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { replayEarlyPresses } from './earlyPresses';
import { FALLBACK_MARK } from './hydratedMark';
import { adoptModulePreloads } from './modulePreloads';
import { createRouterInStages, nextTask, type HydrationRouter } from './routerInStages';
import { StagedRouter } from './StagedRouter';
import { stagedSurfaceChanges } from './stagedSurface';

/** What the page waits for before it hydrates, and what it hydrates later on its own. */
interface Hydration {
  /** Resolves when the page may hydrate (its language's texts have arrived). */
  ready: Promise<unknown>;
  /** Hydrates the parts waiting for the shopper (`HydrateLater`), before a replayed press. */
  hydrateWaitingParts: () => void;
}

/**
 * Hydrates the document as React Router's default client entry does, in short tasks with the
 * browser's turn between them (decision 0044): the route data decoded, the routes and the
 * router made (`createRouterInStages`), then React's hydration, with the module preloads React
 * would create already in the head (`adoptModulePreloads`). What the shopper pressed before
 * then is pressed again once React listens (`replayEarlyPresses`).
 *
 * When the staged path cannot run (an installed React Router whose private functions differ,
 * or a stage that throws), the page hydrates through React Router's own `HydratedRouter`, one
 * long task instead of several short ones, and says so: an error in the console and the
 * {@link FALLBACK_MARK} mark with the reason. If the page cannot hydrate at all (its texts
 * did not arrive), it stays the server's: its links and forms work as documents, and what
 * was pressed meanwhile is pressed as a document would.
 */
export function hydrateInStages(hydration: Hydration): Promise<void> {
  return hydrate(hydration).catch((error: unknown) => {
    console.error('The page could not hydrate', error);
    replayEarlyPresses(() => undefined);
  });
}

async function hydrate({ ready, hydrateWaitingParts }: Hydration): Promise<void> {
  let hydration: HydrationRouter;
  try {
    const changes = stagedSurfaceChanges();
    if (changes.length) throw new Error(`React Router changed: ${changes.join('; ')}`);
    await nextTask();
    hydration = await createRouterInStages();
  } catch (error) {
    await ready;
    hydrateWithFrameworkRouter(error);
    replayEarlyPresses(hydrateWaitingParts);
    return;
  }
  await ready;
  await nextTask();
  adoptModulePreloads();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StagedRouter hydration={hydration} />
      </StrictMode>,
    );
  });
  replayEarlyPresses(hydrateWaitingParts);
}

/** React Router's own client entry, reported: the staged path failed for `reason`. */
function hydrateWithFrameworkRouter(reason: unknown): void {
  const detail = reason instanceof Error ? reason.message : String(reason);
  console.error(`The page hydrates through React Router's HydratedRouter: ${detail}`);
  performance.mark(FALLBACK_MARK, { detail });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
