// One component's weight: builds small apps with Vite against the kit's built dist/ (run
// `pnpm --filter @snackshop/ui-kit build` first), resolved through its published exports map:
// one rendering an empty React root and one rendering a themed ProductTile with the lines of
// the kit's README (its first screen's imports: ProductTile's and the theme's entries, which
// bring their stylesheets), and prints the gzip size of the
// JavaScript the ProductTile adds over React and of the CSS the page loads, next to the
// budgets (and, for reference, the CSS of `styles.css` + theme). Exits non-zero when a budget
// is missed. Usage: node bench/ui-kit/run.mjs
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

/**
 * The kit's published subpaths, resolved as a consumer's bundler resolves them: through the
 * exports map the tarball carries (publishConfig), to the files in dist/.
 */
const manifest = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8'));
// Node's precedence: exact subpaths, then patterns by the length of what precedes `*`,
// then by length (`./themes/*/styles.css` before `./themes/*`).
const precedence = ([key]) => (key.includes('*') ? [key.indexOf('*'), key.length] : [1e9, 0]);
const subpaths = Object.entries(manifest.publishConfig.exports).sort((a, b) => {
  const [[baseA, lengthA], [baseB, lengthB]] = [precedence(a), precedence(b)];
  return baseB - baseA || lengthB - lengthA;
});
const alias = subpaths.map(([subpath, target]) => {
  // A bundler's condition: a component's or theme's entry that imports its stylesheets.
  const file = typeof target === 'string' ? target : target.import;
  const [before, after = ''] = `@snackshop/ui-kit${subpath.slice(1)}`.split('*');
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return {
    find: new RegExp(`^${escape(before)}${subpath.includes('*') ? '(.+)' : ''}${escape(after)}$`),
    replacement: path.join(kit, file.replace('*', '$1')),
  };
});

/**
 * The kit's import lines of the README's first screen (stylesheets, if it lists any, and the
 * component's and theme's entries): what a consumer copies.
 */
const readme = readFileSync(path.join(kit, 'README.md'), 'utf8');
const firstScreen = /^## First screen\n[\s\S]*?```tsx\n([\s\S]*?)```/m.exec(readme)?.[1];
const kitLines = firstScreen
  ?.split('\n')
  .filter((line) => /^import (?:.* from )?'@snackshop\/ui-kit[^']*';$/.test(line));
if (!kitLines?.some((line) => line.includes('ProductTile')))
  throw new Error("the README's first screen does not import ProductTile");

const apps = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render('shop');
`,
  productTile: `${kitLines.join('\n')}
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
applyTheme(document.body, snacksTheme);
createRoot(document.getElementById('root')).render(createElement(ProductTile, {
  href: '/p', brand: 'Brand', title: 'Chips', size: '1 oz', priceCents: 2499,
  image: { src: '/chips.png', alt: 'Chips' },
}));
`,
  // For reference: the same page with every component's stylesheet.
  allCss: `import '@snackshop/ui-kit/styles.css';
import '@snackshop/ui-kit/themes/snacks/styles.css';
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
const all = await weigh('allCss', apps.allCss);
const figures = { js: tile.js - react.js, css: tile.css };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let missed = false;
for (const [kind, label] of [
  ['js', 'ProductTile JavaScript over React (gzip)'],
  ['css', "CSS of a page with ProductTile, the README's imports (gzip)"],
]) {
  const ok = figures[kind] <= budgets[kind];
  missed ||= !ok;
  console.log(`${label}: ${kb(figures[kind])} (budget ${kb(budgets[kind])}) ${ok ? 'ok' : 'OVER'}`);
}
console.log(`For reference, styles.css + snacks theme: ${kb(all.css)} CSS (gzip)`);
console.log(`React alone: ${kb(react.js)} JavaScript (gzip)`);
rmSync(work, { recursive: true, force: true });
process.exitCode = missed ? 1 : 0;
