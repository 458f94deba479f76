import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedDocument, documentEncoding, strongFormMade } from './documentEncoding.server';

describe('documentEncoding', () => {
  it('takes brotli when the browser does, gzip when only that, none otherwise', () => {
    expect(documentEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(documentEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(documentEncoding('deflate')).toBeNull();
    expect(documentEncoding('identity')).toBeNull();
    expect(documentEncoding(null)).toBeNull();
    expect(documentEncoding('*')).toBe('br');
    expect(documentEncoding('*, br;q=0')).toBe('gzip');
    expect(documentEncoding(' BR ')).toBe('br');
  });
});

describe('compressedDocument', () => {
  const words = ['Sabores', 'ñame', 'picante', 'chips', 'queso', 'galletas', 'palomitas', 'sal'];
  /** A listing-like page: links, names and prices that vary as a catalogue's do. */
  const page = () => ({
    html: `<html>${Array.from(
      { length: 600 },
      (_, i) =>
        `<li><a href="/products/p-${(i * 7919) % 1009}">${words[i % 8]} ${words[(i * 3) % 7]} ${(i * 37) % 100}.99</a></li>`,
    ).join('')}</html>`,
    scriptHashes: [],
  });

  it('compresses a first view quickly, once per encoding, to the same bytes as its HTML', () => {
    const document = page();
    const br = compressedDocument(document, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(document.html);
    expect(compressedDocument(document, 'br')).toBe(br);
    const gzip = compressedDocument(document, 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(document.html);
    expect(br.length).toBeLessThan(document.html.length / 5);
  });

  it('sends a page served again at the strongest level once that is made, off the request path', async () => {
    const document = page();
    const quick = compressedDocument(document, 'br');
    // Served again: still the quick form on this request; the strong one is being made.
    expect(compressedDocument(document, 'br', { servedAgain: true })).toBe(quick);
    await strongFormMade(document, 'br');
    const strong = compressedDocument(document, 'br', { servedAgain: true });
    expect(strong).not.toBe(quick);
    expect(strong.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(strong).toString('utf8')).toBe(document.html);
    expect(compressedDocument(document, 'br')).toBe(strong);
    // gzip has its own forms.
    expect(gunzipSync(compressedDocument(document, 'gzip')).toString('utf8')).toBe(document.html);
  });
});
