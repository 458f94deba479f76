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
  const page = () => ({
    html: `<html>${Array.from({ length: 800 }, (_, i) => `<p>Sabores ñ ${i % 37}</p>`).join('')}</html>`,
    scriptHashes: [],
  });

  it('compresses a first view quickly, once per encoding, to the same bytes as its HTML', () => {
    const document = page();
    const br = compressedDocument(document, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(document.html);
    expect(compressedDocument(document, 'br')).toBe(br);
    const gzip = compressedDocument(document, 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(document.html);
    expect(br.length).toBeLessThan(document.html.length / 10);
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
