import { lazy, memo, Suspense } from 'react';
import { firstInteraction } from './firstInteraction';

// The combobox, its suggestions and their data cache (SWR) are a chunk of their own; until
// it arrives the server's HTML stands in: a GET form to /search that works without scripts.
const HeaderSearchBox = lazy(() =>
  firstInteraction()
    .then(() => import('./HeaderSearchBox'))
    .then((module) => ({ default: module.HeaderSearchBox })),
);

/**
 * The header's search with suggestions. Its code stays out of the first load: the browser
 * asks for it at the shopper's first interaction (focusing the search box is one) and
 * hydrates the search box once it arrives. What is typed meanwhile stays in the box. Memo:
 * a boundary that still shows the server's HTML must not re-render before then (React would
 * drop that HTML for the empty fallback).
 */
export const HeaderSearch = memo(function HeaderSearch() {
  return (
    <Suspense fallback={null}>
      <HeaderSearchBox />
    </Suspense>
  );
});
