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
