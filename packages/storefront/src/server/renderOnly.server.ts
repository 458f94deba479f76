import type { LoaderFunctionArgs } from 'react-router';
import { isDocumentRequest } from './pagePath.server';

/**
 * Data a page's server render reads that its route data leaves out on a page load (decision
 * 0055): what only a `ServerHtml` part shows, whose HTML the browser keeps as the server sent
 * it and never hydrates, so nothing in the browser reads it. Kept per request, by the load
 * context React Router hands both the loaders and the document renderer.
 */
const byRequest = new WeakMap<object, Map<string, unknown>>();

/**
 * A loader's data for a `ServerHtml` part named `name`: on a page load (a browser asking for
 * the document, `isDocumentRequest`) it goes to the server's render alone and the route data
 * carries `undefined`; otherwise (a client navigation's data fetch) it is the route data, and
 * the browser renders the part.
 */
export function renderOnly<T>(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  name: string,
  value: T,
): T | undefined {
  if (!isDocumentRequest(request) || typeof context !== 'object' || context === null) return value;
  let parts = byRequest.get(context);
  if (!parts) {
    parts = new Map();
    byRequest.set(context, parts);
  }
  parts.set(name, value);
  return undefined;
}

/**
 * The request headers `renderOnly` reads (through `isDocumentRequest`): every answer whose
 * route data may depend on them names them in `Vary`, so no shared cache serves an answer
 * made for a document load (its parts' data left out) to a client navigation.
 */
export const RENDER_ONLY_VARY = 'Sec-Fetch-Dest, Accept';

/** What the request's loaders left for the server's render alone, by part name. */
export function renderOnlyData(context: unknown): ReadonlyMap<string, unknown> {
  return (typeof context === 'object' && context !== null && byRequest.get(context)) || EMPTY;
}

const EMPTY: ReadonlyMap<string, unknown> = new Map();
