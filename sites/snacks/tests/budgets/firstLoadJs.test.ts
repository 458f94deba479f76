import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_BUDGETS } from './budgets';
import { firstLoadScriptPaths, measureScripts, totalGzipKib } from './firstLoadJs';

// The pages' figures are benchmark results, checked by `node bench/web/run.mjs` against
// WEB_BUDGETS (bench/web/README.md); this tests how a page's first-load scripts are found.

const client = mkdtempSync(path.join(tmpdir(), 'first-load-'));
afterAll(() => rmSync(client, { recursive: true, force: true }));

function chunk(name: string, source: string) {
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  writeFileSync(path.join(client, 'assets', name), source);
}

describe('first-load JavaScript', () => {
  it('follows the bootstrap and every static import, once each, and leaves lazy chunks out', () => {
    chunk('entry.client-1.js', 'import{j as e}from"./react-1.js";import("./island-1.js");');
    chunk('root-1.js', 'import"./react-1.js";import{a}from"./shell-1.js";export default a;');
    chunk('route-1.js', 'import*as s from"./shell-1.js";export{s};');
    chunk('shell-1.js', 'import{j}from"./react-1.js";const a=()=>import("./lazy-1.js");export{a};');
    chunk('react-1.js', 'export const j=1;');
    chunk('tag.js', 'console.log(1);');
    const html = `<head><link rel="modulepreload" href="/assets/root-1.js"/></head><body>
      <script type="application/ld+json">{"import":"/assets/no.js"}</script>
      <script>window.shopContext = {};</script>
      <script type="module" async="">import * as route0 from "/assets/root-1.js";
      import * as route1 from "/assets/route-1.js";
      import("/assets/entry.client-1.js");</script>
      <script src="/assets/tag.js"></script><script src="https://tags.example/x.js"></script></body>`;
    expect(firstLoadScriptPaths(html, client).sort()).toEqual([
      '/assets/entry.client-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/route-1.js',
      '/assets/shell-1.js',
      '/assets/tag.js',
    ]);
  });

  it('follows the modules a staged bootstrap names', () => {
    chunk('manifest-1.js', 'window.routes={};');
    const html =
      '<body><script type="module" async="">const q=window.__earlyPresses=[];' +
      'const[p,s,n,a,r,e]=["/assets/",".js",["manifest-1","entry.client-1","root-1"],[0],{"root":2},1],h=(i)=>p+n[i]+s;' +
      '</script></body>';
    expect(firstLoadScriptPaths(html, client).sort()).toEqual([
      '/assets/entry.client-1.js',
      '/assets/manifest-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/shell-1.js',
    ]);
  });

  it('sums gzip sizes in KiB against one budget for every page', () => {
    const scripts = measureScripts(['/assets/react-1.js'], client);
    expect(scripts[0]?.bytes).toBe('export const j=1;'.length);
    expect(totalGzipKib(scripts)).toBeGreaterThan(0);
    expect(WEB_BUDGETS.firstLoadJsKib).toBe(145);
    expect(WEB_BUDGETS.networkIdleJsKib).toBeGreaterThan(WEB_BUDGETS.firstLoadJsKib);
  });
});
