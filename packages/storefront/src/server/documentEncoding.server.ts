import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/** A document's compressed forms: quick ones made on the request path, strong ones made later. */
interface Forms {
  quick: Partial<Record<DocumentEncoding, Buffer>>;
  strong: Partial<Record<DocumentEncoding, Buffer>>;
  /** Strong forms being made off the request path. */
  making: Partial<Record<DocumentEncoding, Promise<void>>>;
}
const forms = new WeakMap<FinishedDocument, Forms>();

function formsOf(document: FinishedDocument): Forms {
  let known = forms.get(document);
  if (!known) {
    known = { quick: {}, strong: {}, making: {} };
    forms.set(document, known);
  }
  return known;
}

const brotliAt = (quality: number, html: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
  },
});

/**
 * A document's bytes in `encoding`. The first time, compressed at a level servers use on the
 * fly (brotli 5, gzip 6: a few milliseconds for a page, where the strongest brotli takes
 * 0.6–0.8 s for the listing) on the request path: a page nobody has asked for before costs its
 * render and little more. A document served again (`servedAgain`: a kept page) is worth the
 * strongest level (brotli 11, gzip 9: the listing ~11 KB instead of ~14, inside a connection's
 * first round trip); that form is made off the request path, in zlib's thread pool, and every
 * visitor after gets it. Until it is ready they get the quick one.
 */
export function compressedDocument(
  document: FinishedDocument,
  encoding: DocumentEncoding,
  { servedAgain = false }: { servedAgain?: boolean } = {},
): Buffer {
  const known = formsOf(document);
  const strong = known.strong[encoding];
  if (strong) return strong;
  // The document's bytes only when a form is made: a kept page served again costs no copy.
  let html: Buffer | undefined;
  const bytesOf = () => (html ??= Buffer.from(document.html, 'utf8'));
  if (servedAgain && !known.making[encoding]) {
    known.making[encoding] = compressStrongly(bytesOf(), encoding).then(
      (bytes) => {
        known.strong[encoding] = bytes;
      },
      () => {
        // The quick form stays; the next visit tries again.
        delete known.making[encoding];
      },
    );
  }
  let quick = known.quick[encoding];
  if (!quick) {
    quick =
      encoding === 'br'
        ? brotliCompressSync(bytesOf(), brotliAt(5, bytesOf()))
        : gzipSync(bytesOf(), { level: 6 });
    known.quick[encoding] = quick;
  }
  return quick;
}

/**
 * Settles once the strongest form of `document` in `encoding` that is being made is ready
 * (at once when none is): for tests and benchmarks that read what a kept page is sent as.
 */
export async function strongFormMade(
  document: FinishedDocument,
  encoding: DocumentEncoding,
): Promise<void> {
  await forms.get(document)?.making[encoding];
}

function compressStrongly(html: Buffer, encoding: DocumentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? promisify(brotliCompress)(html, brotliAt(constants.BROTLI_MAX_QUALITY, html))
    : promisify(gzip)(html, { level: constants.Z_BEST_COMPRESSION });
}
