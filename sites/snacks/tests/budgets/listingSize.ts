import type { Page } from 'playwright-core';

/** What a listing's document costs, read from its HTML as the server sent it. */
export interface ListingHtmlFigures {
  /** The whole document, shell included, in bytes (UTF-8, before compression). */
  htmlBytes: number;
  /** Product tiles in it. */
  products: number;
  /** `htmlBytes` shared out over the products. */
  bytesPerProduct: number;
  /** The route data React Router serialises into the document for hydration, in bytes. */
  hydrationDataBytes: number;
}

/** Each tile is an article: one per product in the document. */
const TILE = /<article\b/g;

/** The script that streams the loader data into the page (React Router's turbo-stream). */
const HYDRATION_DATA = /<script[^>]*>[^<]*streamController\.enqueue\([\s\S]*?<\/script>/g;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The route data scripts of a document, tags included: the data hydration reads. */
export function routeDataScripts(html: string): string[] {
  return html.match(HYDRATION_DATA) ?? [];
}

/** The bytes of the route data scripts of a document (`routeDataScripts`). */
export function routeDataBytes(html: string): number {
  return routeDataScripts(html).reduce((sum, script) => sum + utf8Bytes(script), 0);
}

/**
 * The headers a browser sends when it loads a page as a document: the route data it is sent
 * leaves out what only the server's render reads (decision 0055).
 */
export const DOCUMENT_LOAD_HEADERS = { 'Sec-Fetch-Dest': 'document', Accept: 'text/html' };

/** Bytes, tiles and hydration data of a listing's server-rendered HTML. */
export function listingHtmlFigures(html: string): ListingHtmlFigures {
  const htmlBytes = utf8Bytes(html);
  const products = html.match(TILE)?.length ?? 0;
  const hydrationDataBytes = routeDataBytes(html);
  return {
    htmlBytes,
    products,
    bytesPerProduct: products ? htmlBytes / products : Number.NaN,
    hydrationDataBytes,
  };
}

/**
 * Elements in the body of the document `html` as a browser running scripts builds it before
 * hydration, counted as Lighthouse's `dom-size` counts a page's (every element under
 * `<body>`): parsed in `page` without running anything, `<noscript>` content left out (a
 * browser with scripts reads it as text). The figure of the server's HTML, the same on every
 * run; hydration then removes a few (form inputs Radix renders only on the server).
 */
export function countBodyElements(page: Page, html: string): Promise<number> {
  return page.evaluate((source) => {
    const body = new DOMParser().parseFromString(source, 'text/html').body;
    const inNoscript = body.querySelectorAll('noscript *').length;
    return body.querySelectorAll('*').length - inNoscript;
  }, html);
}
