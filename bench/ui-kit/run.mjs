// One component's weight: builds two small apps with Vite against the kit's built dist/
// (run `pnpm --filter @snackshop/ui-kit build` first), one rendering an empty React root and
// one rendering a themed ProductTile as the kit's README does, and prints the gzip size of
// the JavaScript the ProductTile adds over React and of the CSS the page loads, next to
// the budgets. Exits non-zero when a budget is missed. Usage: node bench/ui-kit/run.mjs
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const kit = path.resolve(import.meta.dirname, '../../packages/ui-kit');
/** Budgets in gzip bytes. */
const budgets = { js: 12 * 1024, css: 6 * 1024 };

// Vite and React as the kit's own dependencies resolve them.
const require = createRequire(path.join(kit, 'package.json'));
const { build } = await import(require.resolve('vite'));
const work = path.join(kit, 'node_modules', '.cache', 'bench-ui-kit');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const dist = (file) => path.join(kit, 'dist', file);
const alias = [
  { find: /^@snackshop\/ui-kit\/styles\.css$/, replacement: dist('index.css') },
  {
    find: /^@snackshop\/ui-kit\/themes\/snacks\/styles\.css$/,
    replacement: dist('themes/snacks/index.css'),
  },
  { find: /^@snackshop\/ui-kit\/themes\/snacks$/, replacement: dist('themes/snacks/index.js') },
  { find: /^@snackshop\/ui-kit$/, replacement: dist('index.js') },
];

const apps = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render('shop');
`,
  productTile: `import '@snackshop/ui-kit/styles.css';
import '@snackshop/ui-kit/themes/snacks/styles.css';
import { applyTheme, ProductTile } from '@snackshop/ui-kit';
import { snacksTheme } from '@snackshop/ui-kit/themes/snacks';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
applyTheme(document.body, snacksTheme);
createRoot(document.getElementById('root')).render(createElement(ProductTile, {
  href: '/p', brand: 'Brand', title: 'Chips', size: '1 oz', priceCents: 2499,
  image: { src: '/chips.png', alt: 'Chips' },
}));
`,
};

async function weigh(name, source) {
  const entry = path.join(work, `${name}.js`);
  writeFileSync(entry, source);
  const outDir = path.join(work, `out-${name}`);
  await build({
    configFile: false,
    logLevel: 'error',
    root: work,
    resolve: { alias },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: entry } },
  });
  const sizes = { js: 0, css: 0 };
  for (const file of readdirSync(path.join(outDir, 'assets'))) {
    const kind = path.extname(file).slice(1);
    if (kind in sizes)
      sizes[kind] += gzipSync(readFileSync(path.join(outDir, 'assets', file))).length;
  }
  return sizes;
}

const react = await weigh('react', apps.react);
const tile = await weigh('productTile', apps.productTile);
const figures = { js: tile.js - react.js, css: tile.css };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let missed = false;
for (const [kind, label] of [
  ['js', 'ProductTile JavaScript over React (gzip)'],
  ['css', 'CSS of a page with ProductTile, kit + snacks theme (gzip)'],
]) {
  const ok = figures[kind] <= budgets[kind];
  missed ||= !ok;
  console.log(`${label}: ${kb(figures[kind])} (budget ${kb(budgets[kind])}) ${ok ? 'ok' : 'OVER'}`);
}
console.log(`React alone: ${kb(react.js)} JavaScript (gzip)`);
rmSync(work, { recursive: true, force: true });
process.exitCode = missed ? 1 : 0;
