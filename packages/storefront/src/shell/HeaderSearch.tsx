import { lazy, memo, Suspense } from 'react';
import { firstInteraction } from './firstInteraction';

let loadNow: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  loadNow = resolve;
});

// The combobox, its suggestions and their data cache (SWR) are a chunk of their own; until
// it arrives the server's HTML stands in: a GET form to /search that works without scripts.
const HeaderSearchBox = lazy(() =>
  Promise.race([firstInteraction(), wanted])
    .then(() => import('./HeaderSearchBox'))
    .then((module) => ({ default: module.HeaderSearchBox })),
);

/**
 * The header's search with suggestions. Its code stays out of the first load: the browser
 * asks for it at the shopper's first interaction (focusing the search box is one) and
 * hydrates the search box once it arrives. What is typed meanwhile stays in the box. A
 * header drawn in the browser without server HTML asks for it at once. Memo:
 * a boundary that still shows the server's HTML must not re-render before then (React would
 * drop that HTML for the empty fallback).
 */
export const HeaderSearch = memo(function HeaderSearch() {
  // A header first drawn in the browser (the page after a bare one, such as the sign-in
  // callback) has no server HTML to stand in: the box is fetched at once, not left empty.
  if (typeof document !== 'undefined' && !document.querySelector('header form[action="/search"]')) {
    loadNow();
  }
  return (
    <Suspense fallback={null}>
      <HeaderSearchBox />
    </Suspense>
  );
});
