import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { adoptModulePreloads } from './root/modulePreloads';

/**
 * Hydrates the document, as React Router's default client entry does, but in a task of its
 * own: the page's modules (React DOM's among them) are evaluated in the task that loaded them,
 * and the router's set-up and React's first slice of hydration come after the browser's turn,
 * so neither task is long on a slow phone; the module preloads React would create while
 * hydrating are in the head by then (`adoptModulePreloads`, decision 0043).
 */
export function hydrateDocument(): void {
  setTimeout(() => {
    adoptModulePreloads();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  }, 0);
}
