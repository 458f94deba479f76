import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routeManifestAsJson } from './routeManifestAsJson.mjs';

const site = mkdtempSync(path.join(tmpdir(), 'manifest-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Runs the plugin over a site whose build wrote `files` in its client assets. */
function buildWith(files: Record<string, string>): string {
  const assets = path.join(site, 'build', 'client', 'assets');
  mkdirSync(assets, { recursive: true });
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(path.join(assets, name), source);
  }
  const plugin = routeManifestAsJson();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: site } as ResolvedConfig);
  (plugin.closeBundle as { handler: () => void }).handler();
  return assets;
}

/** What a page's `window.__reactRouterManifest` is after running the script. */
function manifestOf(source: string): unknown {
  const window: { __reactRouterManifest?: unknown } = {};
  runInNewContext(source, { window, JSON });
  return window.__reactRouterManifest;
}

describe('the route manifest as JSON', () => {
  it("writes React Router's manifest as a JSON string with the same data", () => {
    const manifest = {
      entry: { module: '/assets/entry.client-1.js', imports: [], css: [] },
      routes: { root: { id: 'root', path: '', module: "/assets/it's-1.js" } },
      url: '/assets/manifest-ab12.js',
      version: 'ab12',
      note: 'a "quoted" \\ backslash',
    };
    const original = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    const assets = buildWith({ 'manifest-ab12.js': original, 'entry.client-1.js': 'x;' });

    const written = readFileSync(path.join(assets, 'manifest-ab12.js'), 'utf8');
    expect(written.startsWith("window.__reactRouterManifest=JSON.parse('{")).toBe(true);
    expect(manifestOf(written)).toEqual(manifestOf(original));
    expect(readFileSync(path.join(assets, 'entry.client-1.js'), 'utf8')).toBe('x;');
  });

  it('leaves a manifest it already wrote as it is', () => {
    const assets = buildWith({ 'manifest-cd34.js': 'window.__reactRouterManifest={"routes":{}};' });
    const once = readFileSync(path.join(assets, 'manifest-cd34.js'), 'utf8');
    buildWith({});
    expect(readFileSync(path.join(assets, 'manifest-cd34.js'), 'utf8')).toBe(once);
  });
});
