import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, toLanguage } from '@snackshop/commerce-core/language';
import { loadBundle } from './i18n/bundles';
import { replayEarlyPresses } from './root/earlyPresses';
import { adoptModulePreloads } from './root/modulePreloads';
import { createRouterInStages, nextTask } from './root/routerInStages';
import { StagedRouter } from './root/StagedRouter';
import { hydrateWaitingParts } from './shell/HydrateLater';

/**
 * Hydrates the document as React Router's default client entry does, in short tasks with the
 * browser's turn between them: the page's modules are evaluated in the task that loaded them,
 * then the route data is decoded, the routes and the router are made (`createRouterInStages`,
 * decision 0044), and React's hydration starts, so that no task is long on a slow phone; the
 * module preloads React would create while hydrating are in the head by then
 * (`adoptModulePreloads`, decision 0043), and so are the texts of the page's language. What
 * the shopper pressed before then is pressed again once React listens (`replayEarlyPresses`).
 * If the router cannot be made, the page stays the server's: its links and forms work as
 * documents.
 */
export function hydrateDocument(): Promise<void> {
  // A page in another language than the default asks for its texts' chunk at once: it
  // arrives while the router is made, and the page hydrates with the server's words.
  const language = toLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  const texts = loadBundle(language);
  return nextTask()
    .then(() => createRouterInStages())
    .then(async (hydration) => {
      await texts;
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
    })
    .catch((error: unknown) => {
      console.error('The page could not hydrate', error);
      // The page stays the server's: what was pressed meanwhile is pressed as a document would.
      replayEarlyPresses(() => undefined);
    });
}
