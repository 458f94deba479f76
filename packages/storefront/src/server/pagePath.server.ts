/** Query parameters React Router adds to a data request, never part of the page's address. */
const ROUTER_PARAMS = ['_routes', 'index'];

/**
 * The page a request is for (path and query), without what React Router adds to a data
 * request (`.data`, `/_root`, `_routes`, `index`).
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  for (const name of ROUTER_PARAMS) url.searchParams.delete(name);
  const path = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/';
  return `${path}${url.search}`;
}

/**
 * Whether the request is a page's scripts fetching its data (`Sec-Fetch-Dest: empty`), not a
 * page load: what only the page without scripts shows can be left out of the answer. A
 * saving only, never a rule: a browser that does not say is answered in full.
 */
export function isScriptFetch(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Dest') === 'empty';
}

/** A request for a whole page (not the data of a client-side navigation). */
export function isDocumentRequest(request: Request): boolean {
  const destination = request.headers.get('Sec-Fetch-Dest');
  if (destination !== null) return destination === 'document';
  return request.headers.get('Accept')?.includes('text/html') ?? false;
}
