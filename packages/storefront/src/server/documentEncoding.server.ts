import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FinishedDocument } from './renderCache.server';

/** The encodings a kept document is sent in, best first. */
export type DocumentEncoding = 'br' | 'gzip';
const ENCODINGS: readonly DocumentEncoding[] = ['br', 'gzip'];

/**
 * The best encoding of ours a request's `Accept-Encoding` allows (a name with `q=0` is
 * refused, `*` allows any not named), or null for none.
 */
export function documentEncoding(header: string | null): DocumentEncoding | null {
  const allowed = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [rawName = '', ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const acceptable = q === undefined || Number(q) > 0;
    if (name === '*') any = acceptable;
    else (acceptable ? allowed : refused).add(name);
  }
  return ENCODINGS.find((name) => allowed.has(name) || (any && !refused.has(name))) ?? null;
}

const compressed = new WeakMap<FinishedDocument, Partial<Record<DocumentEncoding, Buffer>>>();

/**
 * A kept document's bytes in `encoding`, compressed once (brotli at its highest quality, gzip
 * at its highest level) and kept with it: every later visitor gets the smallest form for no
 * CPU. On a slow connection a page whose first bytes fit the connection's first round trip
 * (about 14 KB) paints a round trip sooner: the listing is ~14 KB at the server's usual
 * brotli 4, ~11 KB at 11.
 */
export function compressedDocument(document: FinishedDocument, encoding: DocumentEncoding): Buffer {
  const forms = compressed.get(document) ?? {};
  let bytes = forms[encoding];
  if (!bytes) {
    const html = Buffer.from(document.html, 'utf8');
    bytes =
      encoding === 'br'
        ? brotliCompressSync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          })
        : gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
    compressed.set(document, { ...forms, [encoding]: bytes });
  }
  return bytes;
}
