import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stagedBootstrapModules } from '@snackshop/storefront/server';

/** One script a page loads, with its sizes in bytes. */
export interface PageScript {
  path: string;
  bytes: number;
  gzipBytes: number;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** `import "x"`, `import * as r from "x"`, `import{a as b}from"x"`: not `import("x")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/**
 * The modules a server-rendered page runs before it is interactive: its `<script src>` tags,
 * the modules its inline bootstrap imports (statically, and the entry it imports with
 * `import()`; the staged bootstrap's list, decision 0044), and every module those import
 * statically, read from the built client folder.
 * Module preloads are hints for the same modules and are not needed to find them. Chunks
 * the code imports later (`import()` inside a module: lazy components, islands) do not count.
 */
export function firstLoadScriptPaths(html: string, clientDir: string): string[] {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (src: string | undefined) => {
    if (!src?.startsWith('/') || found.has(src)) return;
    found.add(src);
    queue.push(src);
  };
  for (const src of stagedBootstrapModules(html) ?? []) add(src);
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      add(src);
      continue;
    }
    if (!/\stype="module"/.test(attributes)) continue;
    for (const match of body.matchAll(STATIC_IMPORT)) add(match[1]);
    for (const match of body.matchAll(DYNAMIC_IMPORT)) add(match[1]);
  }
  while (queue.length) {
    const module = queue.shift() as string;
    const source = readFileSync(path.join(clientDir, module), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] as string;
      add(
        specifier.startsWith('.')
          ? path.posix.join(path.posix.dirname(module), specifier)
          : specifier,
      );
    }
  }
  return [...found];
}

/** The gzip size (level 9) of each of `paths`, read from the site's built client folder. */
export function measureScripts(paths: readonly string[], clientDir: string): PageScript[] {
  return paths.map((src) => {
    const source = readFileSync(path.join(clientDir, src));
    return { path: src, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
}

/** The sum of the scripts' gzip sizes, in KiB. */
export function totalGzipKib(scripts: readonly PageScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
}
