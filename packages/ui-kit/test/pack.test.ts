import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildCurrent } from '../../../scripts/build-freshness.mjs';
import { chromiumLaunchOptions } from '../../../vitest.shared';

const packageDir = path.resolve(import.meta.dirname, '..');
/** The kit formats money and shows rules with commerce-core, a published package too. */
const coreDir = path.resolve(packageDir, '..', 'commerce-core');
const workspaceDir = path.resolve(packageDir, '..', '..');
// Outside the workspace, so nothing resolves through pnpm's links or the source condition.
const work = mkdtempSync(path.join(tmpdir(), 'snackshop-ui-kit-pack-'));
const app = path.join(work, 'app');

// A consumer's environment, not the test runner's: vitest sets NODE_ENV=test, under which
// `vite build` writes development JSX (react/jsx-dev-runtime) into the kit and the app.
const { NODE_ENV: _testEnv, ...env } = process.env;
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    stdio: 'pipe',
    encoding: 'utf8',
    env,
    timeout: 180_000,
  });

/**
 * Packs a workspace package into `work`, answering its tarball's path; builds it first unless
 * its build is newer than its sources and the core's (the one `pnpm validate` just made).
 */
function pack(dir: string): string {
  const sources = [path.relative(workspaceDir, dir), 'packages/commerce-core', 'pnpm-lock.yaml'];
  if (!isBuildCurrent(path.join(dir, 'dist/index.js'), sources)) run('pnpm', ['run', 'build'], dir);
  const before = new Set(readdirSync(work));
  run('pnpm', ['pack', '--pack-destination', work], dir);
  const name = readdirSync(work).find((f) => f.endsWith('.tgz') && !before.has(f));
  if (!name) throw new Error(`pnpm pack wrote no tarball for ${dir} to ${work}`);
  return path.join(work, name);
}

/** The README, read as a newcomer reads it: the test breaks when the README drifts. */
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

/** The first code block of the given language under a README heading. */
function readmeBlock(heading: string, language: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`README has no "## ${heading}" section`);
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section);
  if (!block?.[1]) throw new Error(`README's "${heading}" has no ${language} block`);
  return block[1];
}

/** The README's lines that install the packed tarballs (its Install block naming `.tgz` files). */
function readmeTarballInstall(): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Install\n'));
  const block = [...(section ?? '').matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((text) => text.includes('.tgz'));
  if (!block) throw new Error("README's Install has no block installing the tarballs");
  return block.split('\n').filter((line) => line.trim() !== '');
}

/** Every code block of the given language under a README heading. */
function readmeBlocks(heading: string, language: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`README has no "## ${heading}" section`);
  return [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1]!,
  );
}

/** The files under `dir` an exports target names (`./dist/styles/*.css`: every match). */
function filesMatching(dir: string, target: string): string[] {
  const [before, after] = target.replace(/^\.\//, '').split('*');
  if (after === undefined) return existsSync(path.join(dir, before!)) ? [before!] : [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) =>
    f.split(path.sep).join('/'),
  );
  return files.filter(
    (f) => f.startsWith(before!) && f.endsWith(after) && f.length > before!.length + after.length,
  );
}

/** The README's "The CSS" table: each component and the stylesheets it lists. */
function readmeCssTable(): Record<string, string[]> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('The CSS\n'));
  if (!section) throw new Error('README has no "## The CSS" section');
  const rows = section
    .split('\n')
    .filter(
      (line) => line.startsWith('| ') && !line.startsWith('| Component') && !/^\| -/.test(line),
    )
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return Object.fromEntries(rows.map(([, name, sheets]) => [name!, sheets!.split(/,\s*/)]));
}

/**
 * The page's entry: the README's first screen (ProductTile, rendering on import), then its
 * FilterPanel and Snackbar snippets rendered below; none lists a stylesheet.
 */
const pageEntry = `import './main';
import { createRoot } from 'react-dom/client';
import { Filters } from './filters';
import { AddedToCart } from './added-to-cart';

const more = document.body.appendChild(document.createElement('div'));
more.id = 'more';
createRoot(more).render(
  <>
    <Filters resultCount={19} />
    <AddedToCart />
  </>,
);
`;

/** The module name a README snippet is saved as: after the component it exports. */
function snippetFile(snippet: string, index: number): string {
  const name = /export function (\w+)/.exec(snippet)?.[1];
  const known: Record<string, string> = { Filters: 'filters', AddedToCart: 'added-to-cart' };
  return (name && known[name]) ?? `snippet${index + 1}`;
}

/**
 * A fresh Vite + React + TypeScript app that knows the kit (and commerce-core) only as
 * tarballs, installed by the README's own lines, with the README's first screen and its
 * FilterPanel and Snackbar snippets on its page (the other snippets beside them, typechecked)
 * and its server rendering example as a plain Node script.
 */
async function createApp(tarballs: string[]) {
  await mkdir(path.join(app, 'src'), { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'ui-kit-consumer',
        private: true,
        type: 'module',
        devDependencies: {
          vite: '^7.1.0',
          '@vitejs/plugin-react': '^5.0.0',
          typescript: '~5.9.3',
          '@types/react': '^19.1.0',
          '@types/react-dom': '^19.1.0',
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      },
      include: ['src'],
    }),
  );
  // Vite's own client types, as `npm create vite` writes them: CSS imports are modules.
  writeFileSync(path.join(app, 'src', 'vite-env.d.ts'), '/// <reference types="vite/client" />\n');
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>' +
      '<link rel="icon" href="data:,"></head>' +
      '<body><div id="root"></div><script type="module" src="/src/page.tsx"></script></body></html>',
  );
  writeFileSync(path.join(app, 'src', 'main.tsx'), readmeBlock('First screen', 'tsx'));
  for (const [index, snippet] of readmeBlocks('More components', 'tsx').entries())
    writeFileSync(path.join(app, 'src', `${snippetFile(snippet, index)}.tsx`), snippet);
  writeFileSync(path.join(app, 'src', 'page.tsx'), pageEntry);
  writeFileSync(path.join(app, 'ssr.mjs'), readmeBlock('Server rendering', 'js'));
  // The tarballs in the app's folder, where the README has them; its file names carry the
  // version packed, so they name the files this run packed.
  for (const tarball of tarballs) copyFileSync(tarball, path.join(app, path.basename(tarball)));
  const packed = (name: string) => {
    const file = tarballs.map((t) => path.basename(t)).find((t) => t.startsWith(`${name}-`));
    if (!file) throw new Error(`no tarball packed for ${name}`);
    return file;
  };
  for (const line of readmeTarballInstall()) {
    const command = line.replace(
      /(snackshop-(?:ui-kit|commerce-core))-\d+\.\d+\.\d+[\w.-]*?\.tgz/g,
      (_, name: string) => packed(name),
    );
    // The README's line as written; the workspace's store first, the registry only for what
    // it lacks, and no workspace above the app.
    const flags = command.startsWith('pnpm add ')
      ? ' --prefer-offline --ignore-workspace --reporter=silent'
      : '';
    run('sh', ['-c', command + flags], app);
  }
  run('npx', ['tsc', '-p', '.'], app);
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
  // styles.css beside the page, to compare the first screen's stylesheets with.
  copyFileSync(
    path.join(app, 'node_modules', '@snackshop', 'ui-kit', 'dist', 'index.css'),
    path.join(app, 'dist', 'every-component.css'),
  );
}

function serve(root: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The app's page in a new tab: the tile, the filters, and the Snackbar opened by its button and
 * held open under the pointer, every animation finished; with the errors and messages logged.
 */
async function openPage(browser: Browser, server: Server) {
  const { port } = server.address() as AddressInfo;
  const page = await browser.newPage();
  const errors: string[] = [];
  const logged: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    logged.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('link', { name: 'Sea Salt Kettle Chips' }).waitFor({ state: 'visible' });
  await page.waitForLoadState('load');
  await page.getByRole('heading', { name: 'Filters' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const snackbar = page.getByText('Added to your cart');
  await snackbar.waitFor({ state: 'visible' });
  await snackbar.hover();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  return { page, errors, logged };
}

/** Every element's computed style, each named by the start of its markup. */
function computedStyles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      const values: Record<string, string> = { element: element.outerHTML.slice(0, 60) };
      for (const name of style) values[name] = style.getPropertyValue(name);
      return values;
    }),
  );
}

/**
 * Links every component's stylesheet (`styles.css`, copied beside the page) after the page's
 * and answers each computed value that changed: none when the page already held the rules
 * of everything it shows, in an order that cascades as `styles.css` does.
 */
async function changedByEveryComponentCss(page: Page): Promise<string[]> {
  const before = await computedStyles(page);
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const link = Object.assign(document.createElement('link'), {
          rel: 'stylesheet',
          href: '/every-component.css',
          onload: resolve,
          onerror: reject,
        });
        document.head.append(link);
      }),
  );
  const after = await computedStyles(page);
  if (after.length !== before.length) return [`${before.length} elements -> ${after.length}`];
  return after.flatMap((values, index) =>
    Object.keys(values)
      .filter((name) => values[name] !== before[index]?.[name])
      .map((name) => `${values.element} ${name}: ${before[index]?.[name]} -> ${values[name]}`),
  );
}

/**
 * In the page: deletes from its stylesheets every rule whose selector is one of `css`'s (a
 * component's `styles/<Name>.css`), as if that stylesheet had not been imported; answers how
 * many went.
 */
function removeRulesOf(css: string): number {
  const own = new CSSStyleSheet();
  own.replaceSync(css);
  const selectors = new Set<string>();
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) selectors.add(rule.selectorText);
      if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
    }
  };
  collect(own.cssRules);
  let removed = 0;
  const prune = (holder: CSSStyleSheet | CSSGroupingRule) => {
    for (let index = holder.cssRules.length - 1; index >= 0; index -= 1) {
      const rule = holder.cssRules[index]!;
      if (rule instanceof CSSStyleRule && selectors.has(rule.selectorText)) {
        holder.deleteRule(index);
        removed += 1;
      } else if (rule instanceof CSSGroupingRule) prune(rule);
    }
  };
  for (const sheet of document.styleSheets) prune(sheet);
  return removed;
}

describe('the packed @snackshop/ui-kit', () => {
  let server: Server;
  let tarball: string;

  beforeAll(async () => {
    const coreTarball = pack(coreDir);
    tarball = pack(packageDir);
    await createApp([tarball, coreTarball]);
    server = await serve(path.join(app, 'dist'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('ships ESM, type declarations, one stylesheet per entry and per component, and no source', () => {
    const listing = run('tar', ['-tzf', tarball], work).split('\n');
    for (const file of [
      'package/dist/index.js',
      'package/dist/index.d.ts',
      'package/dist/index.css',
      'package/dist/themes/snacks/index.js',
      'package/dist/themes/snacks/index.d.ts',
      'package/dist/themes/snacks/index.css',
      'package/dist/themes/rewards/index.css',
      'package/dist/themes/hot/index.css',
      'package/dist/styles/manifest.json',
      'package/dist/styles/ProductTile.css',
      'package/dist/styles/Box.css',
      'package/dist/components/ProductTile.js',
      'package/dist/components/ProductTile.node.js',
      'package/dist/components/ProductTile.d.ts',
      'package/dist/themes/snacks/styled.js',
      'package/CHANGELOG.md',
      'package/README.md',
    ]) {
      expect(listing).toContain(file);
    }
    expect(listing.some((f) => f.includes('.stories.') || f.includes('.test.'))).toBe(false);
    expect(listing.some((f) => f.startsWith('package/src/'))).toBe(false);
    // A production build: React's development JSX runtime is not for consumers.
    expect(run('tar', ['-xOzf', tarball, 'package/dist/index.js'], work)).not.toContain(
      'jsx-dev-runtime',
    );
  });

  it.each(['ui-kit', 'commerce-core'])(
    '@snackshop/%s: the exports name only files the tarball holds, with a CHANGELOG',
    (name) => {
      const installed = path.join(app, 'node_modules', '@snackshop', name);
      const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
        exports: Record<string, string | Record<string, string>>;
        dependencies: Record<string, string>;
      };
      const targets = Object.values(manifest.exports).flatMap((target) =>
        typeof target === 'string' ? [target] : Object.values(target),
      );
      for (const target of targets) {
        expect(filesMatching(installed, target), target).not.toEqual([]);
        expect(target.startsWith('./src/'), target).toBe(false);
      }
      expect(
        Object.keys(manifest.dependencies).filter((d) => d.startsWith('@vanilla-extract')),
      ).toEqual([]);
      expect(readFileSync(path.join(installed, 'CHANGELOG.md'), 'utf8')).toMatch(/^## 0\.1\.0$/m);
    },
  );

  it("splits styles.css per component as the README's table says", () => {
    const css = path.join(app, 'node_modules', '@snackshop', 'ui-kit', 'dist', 'styles');
    const manifest = JSON.parse(readFileSync(path.join(css, 'manifest.json'), 'utf8')) as {
      order: string[];
      components: Record<string, string[]>;
    };
    // The README tells each component's stylesheets as the build found them.
    expect(readmeCssTable()).toEqual(
      Object.fromEntries(
        Object.entries(manifest.components).map(([name, sheets]) => [
          name,
          sheets.map((sheet) => sheet.replace(/\.css$/, '')),
        ]),
      ),
    );
    // No rule in two files, none left out: end to end, the files are styles.css.
    const all = readFileSync(path.join(css, '..', 'index.css'), 'utf8');
    const joined = manifest.order.map((sheet) => readFileSync(path.join(css, sheet), 'utf8'));
    expect(joined.join('').replaceAll('\n', '')).toBe(all.replaceAll('\n', ''));
    expect(readdirSync(css).sort()).toEqual([...manifest.order, 'manifest.json'].sort());
  });

  it("renders the README's server rendering example in plain Node", () => {
    const html = run('node', ['ssr.mjs'], app);
    expect(html).toContain('Sea Salt Kettle Chips');
    expect(html).toContain('$24.99');
    expect(html).toContain('Add to cart');
  });

  it("renders the README's first screen, themed, with no console error", async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const { page, errors, logged } = await openPage(browser, server);
      // The tile keeps to the README's 16rem container, not the window's width.
      const tile = await page.locator('#root > div').boundingBox();
      expect(tile?.width).toBe(256);
      // Its picture is there (no request that fails, which would log an error below).
      const picture = page.getByRole('img', { name: 'Chips bag' });
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await page.getByText('$24.99').isVisible()).toBe(true);
      expect(await page.getByText('Golden Hollow', { exact: true }).isVisible()).toBe(true);
      const add = page.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' });
      // The kit's and the theme's CSS arrived: the button wears the snacks brand red.
      expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgb(200, 16, 46)',
      );
      // The theme sits on <body>, where portals render too.
      expect(await page.evaluate(() => document.body.classList.length)).toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await add.click();
      await expect.poll(() => logged).toContain('add 2');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('styles ProductTile, FilterPanel and Snackbar from their entries as styles.css does', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      // The page's modules list no stylesheet: the entries bring them.
      const modules = [
        readmeBlock('First screen', 'tsx'),
        ...readmeBlocks('More components', 'tsx'),
      ];
      expect(modules.join('\n')).not.toMatch(/^import '[^']*\.css';$/m);
      const { page, errors } = await openPage(browser, server);
      // Each component's entry brought its rules and its parts': adding every component's
      // rules after them (their rules again, in the kit's order) changes nothing on screen.
      expect((await changedByEveryComponentCss(page)).slice(0, 10)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it.each(['ProductTile', 'FilterPanel', 'Snackbar'])(
    "tells when %s's rules are missing from the page",
    async (name) => {
      const css = readFileSync(
        path.join(app, 'node_modules', '@snackshop', 'ui-kit', 'dist', 'styles', `${name}.css`),
        'utf8',
      );
      const browser = await chromium.launch(chromiumLaunchOptions);
      try {
        const { page } = await openPage(browser, server);
        expect(await page.evaluate(removeRulesOf, css)).toBeGreaterThan(0);
        // The comparison above would fail: this component's elements change.
        expect(await changedByEveryComponentCss(page)).not.toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );

  it('drops the development warning from a production build', () => {
    const assets = path.join(app, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts).not.toEqual([]);
    for (const file of scripts)
      expect(readFileSync(path.join(assets, file), 'utf8')).not.toContain('without its styles');
  });
});
