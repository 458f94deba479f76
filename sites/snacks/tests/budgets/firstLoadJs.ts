import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** SPEC budget (issue 5): first-load JavaScript on a listing page, gzip, in KiB. */
export const LISTING_FIRST_LOAD_BUDGET_KIB = 120;

/** One script a page loads before it is interactive, with its sizes in bytes. */
export interface FirstLoadScript {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The scripts a server-rendered page asks for up front: its `<script src>` tags, module
 * preloads and the modules its inline bootstrap imports. Chunks the page imports later
 * (lazy components) are not in the HTML, so they do not count.
 */
export function firstLoadScriptPaths(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<script[^>]*\bsrc="([^"]+\.js)"/g,
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g,
    /<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g,
    /\bimport\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g,
    /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found].filter((src) => src.startsWith('/'));
}

/** Each first-load script of `html`, read from the site's built client folder and gzipped. */
export function measureFirstLoadJs(html: string, clientDir: string): FirstLoadScript[] {
  return firstLoadScriptPaths(html).map((src) => {
    const source = readFileSync(path.join(clientDir, src));
    return { path: src, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
}

/** The sum of the scripts' gzip sizes, in KiB. */
export function totalGzipKib(scripts: readonly FirstLoadScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
}
