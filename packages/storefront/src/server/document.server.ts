import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** A rendered document: its HTML and whether a part of it failed to render. */
export interface RenderedDocument {
  html: string;
  failed: boolean;
}

/**
 * Renders a whole document before any of it is sent. No page has data that arrives after
 * its loader (nothing is deferred), so waiting for all of it costs nothing, and it lets the
 * head be put in order for the first paint and the policy name every inline script by hash.
 * Rejects when the shell itself fails; aborts after `timeoutMs`.
 */
export function renderDocument(element: ReactNode, timeoutMs: number): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      // React moves a Suspense boundary's content after the first 12.8 kB to the end of the
      // document, shown by a script that swaps it in: a paint without it, then a layout shift.
      // The document goes out whole, so nothing is gained by that: every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: (error: unknown) => {
        clearTimeout(timeout);
        reject(error);
      },
      onError: (error: unknown) => {
        failed = true;
        console.error(error);
      },
    });
    const timeout = setTimeout(() => abort(), timeoutMs);
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * The document with nothing in its head that competes with the first paint. React hoists
 * the `<link rel="modulepreload">` React Router renders for every module of the page ahead
 * of the stylesheets, so on a slow connection the stylesheets (and so the first paint)
 * waited behind the page's scripts. They all leave the head. The bootstrap script at the end
 * of the body imports the route modules, which import what they need; only the modules of
 * the client entry (`entryModules`: React DOM, the router), which the bootstrap imports
 * last, are asked for alongside, by a script after the content, which the browser's
 * preload scanner does not read: the stylesheets and the prioritised image go first.
 */
export function modulePreloadsAfterContent(html: string, entryModules: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const preloaded = new Set<string>();
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloaded.add(href);
    return '';
  });
  const hrefs = entryModules.filter((href) => preloaded.has(href));
  if (hrefs.length === 0) return head + html.slice(headEnd);
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const preload =
    `<script>for(const href of ${list}){const link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)}</script>';
  return head + html.slice(headEnd, bodyEnd) + preload + html.slice(bodyEnd);
}

const ROUTE_DATA =
  /(<script>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/g;

/** What a single-quoted string in an inline script must escape: quotes, backslashes, line
 * ends and control characters, and `<`, `>`, `&` (no `</script>` or `<!--` in the page). */
const SINGLE_QUOTED_ESCAPES = /['\\<>&\u2028\u2029]|[^\x20-\uffff]/g;

const escapeForSingleQuotes = (character: string) => {
  if (character === "'" || character === '\\') return `\\${character}`;
  // turbo-stream ends each chunk with a line end.
  if (character === '\n') return '\\n';
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
};

/**
 * The page's route data in single quotes. React Router writes it (turbo-stream's JSON) as a
 * double-quoted string, so every quote of the JSON costs a backslash: ~3,300 of them on a
 * listing, 4 % of its HTML. The same string, quoted the other way.
 */
export function routeDataSingleQuoted(html: string): string {
  return html.replace(ROUTE_DATA, (_script, start: string, literal: string, end: string) => {
    const data = JSON.parse(literal) as string;
    return `${start}'${data.replace(SINGLE_QUOTED_ESCAPES, escapeForSingleQuotes)}'${end}`;
  });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP source (`'sha256-…'`) of each inline script of a document (React Router's
 * context, bootstrap and data scripts, scroll restoration, structured data), once each.
 * Scripts with a `src` are allowed by what loads them ('strict-dynamic').
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
