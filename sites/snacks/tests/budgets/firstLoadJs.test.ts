import { describe, expect, it } from 'vitest';
import { firstLoadScriptPaths } from './firstLoadJs';

// The listing page's first-load budget itself is a benchmark figure, checked by
// `node bench/web/run.mjs` against its stated budget (bench/web/README.md), not a test.

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
});
