import { lazy, Suspense } from 'react';

// The combobox, its suggestions and their data cache (SWR) are a chunk of their own; until
// it arrives the server's HTML stands in: a GET form to /search that works without scripts.
const HeaderSearchBox = lazy(() =>
  import('./HeaderSearchBox').then((module) => ({ default: module.HeaderSearchBox })),
);

/**
 * The header's search with suggestions. Its code stays out of the first load: the browser
 * asks for it while the page hydrates and hydrates the search box once it arrives.
 */
export function HeaderSearch() {
  return (
    <Suspense fallback={null}>
      <HeaderSearchBox />
    </Suspense>
  );
}
