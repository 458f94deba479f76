import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledResources } from './bundled.server';

/*
 * The bundles are the storefront's whole vocabulary: every key its code names is in both
 * languages' bundles, so a page never shows a key, and the API's labels can re-word a key
 * but not add one (`pageLabels` sends no label for a key the bundle lacks). This reads the
 * source of every module under `src/` (not its tests or stories), as a lint rule would: a
 * quoted string whose first segment is one of the bundles' namespaces is a key, and a
 * template key (`plp.meta.${id}.title`) must have keys of its shape.
 */

const SOURCE = path.resolve(import.meta.dirname, '..');
const english = bundledResources['en-us'];
const spanish = bundledResources['es-us'];
const NAMESPACES = new Set(Object.keys(english).map((key) => key.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const sources = sourceFiles(SOURCE).map((file) => ({
  file: path.relative(SOURCE, file),
  text: readFileSync(file, 'utf8'),
}));

/** A key as the code names it: plain, or with i18next's plural suffixes in the bundle. */
const inBundle = (bundle: Readonly<Record<string, string>>, key: string) =>
  key in bundle || `${key}_other` in bundle;

describe('the bundles hold every key the code names', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    const empty = Object.entries({ ...english, ...spanish }).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('finds each key named in quotes in both bundles', () => {
    const named = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/['"]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+)['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => NAMESPACES.has(key.split('.')[0] ?? ''))
        .map((key) => ({ file, key })),
    );
    // The storefront names hundreds of keys; a handful would mean the pattern stopped matching.
    expect(named.length).toBeGreaterThan(500);
    const missing = named.filter(({ key }) => !inBundle(english, key) || !inBundle(spanish, key));
    expect(missing).toEqual([]);
  });

  it('finds keys of the shape of each template key', () => {
    const templates = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*`([a-z][^`]*)`/g)].map((match) => ({
        file,
        shape: new RegExp(
          `^${(match[1] ?? '').replace(/\./g, '\\.').replace(/\$\{[^}]*\}/g, '[^.]+')}$`,
        ),
      })),
    );
    expect(templates.length).toBeGreaterThan(0);
    const unmatched = templates.filter(
      ({ shape }) => !Object.keys(english).some((key) => shape.test(key)),
    );
    expect(unmatched).toEqual([]);
  });
});
