import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedDocument, documentEncoding } from './documentEncoding.server';

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
  it('compresses a document once per encoding, to the same bytes as its HTML', () => {
    const document = { html: `<html>${'<p>Sabores ñ</p>'.repeat(500)}</html>`, scriptHashes: [] };
    const br = compressedDocument(document, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(document.html);
    expect(compressedDocument(document, 'br')).toBe(br);
    const gzip = compressedDocument(document, 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(document.html);
    expect(br.length).toBeLessThan(gzip.length);
    expect(br.length).toBeLessThan(document.html.length / 20);
  });
});
