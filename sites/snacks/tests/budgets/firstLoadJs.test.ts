import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  LISTING_FIRST_LOAD_BUDGET_KIB,
  firstLoadScriptPaths,
  measureFirstLoadJs,
  totalGzipKib,
} from './firstLoadJs';

const snacksUrl = inject('snacksUrl');
const clientDir = path.resolve(import.meta.dirname, '../../build/client');

describe('first-load JavaScript', () => {
  it('finds script tags, module preloads and the bootstrap imports, once each', () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><script src="/assets/b.js"></script>
      <script type="module">import "/assets/a.js"; import * as r from "/assets/c.js"; import("/assets/d.js");</script>
      <script src="https://tags.example/x.js"></script>`;
    expect(firstLoadScriptPaths(html).sort()).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
      '/assets/d.js',
    ]);
  });

  it(`keeps a listing page within ${LISTING_FIRST_LOAD_BUDGET_KIB} KiB gzip`, async () => {
    const html = await (await fetch(`${snacksUrl}/all-snacks`)).text();
    const scripts = measureFirstLoadJs(html, clientDir);
    expect(scripts.length).toBeGreaterThan(0);
    const total = totalGzipKib(scripts);
    const detail = scripts
      .map((script) => `${script.path} ${(script.gzipBytes / 1024).toFixed(1)} KiB`)
      .join('\n');
    expect(total, `first-load JS ${total.toFixed(1)} KiB:\n${detail}`).toBeLessThanOrEqual(
      LISTING_FIRST_LOAD_BUDGET_KIB,
    );
  });
});
