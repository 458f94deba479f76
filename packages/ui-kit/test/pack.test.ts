import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../vitest.shared';

const packageDir = path.resolve(import.meta.dirname, '..');
/** The kit formats money and shows rules with commerce-core, a published package too. */
const coreDir = path.resolve(packageDir, '..', 'commerce-core');
// Outside the workspace, so nothing resolves through pnpm's links or the source condition.
const work = mkdtempSync(path.join(tmpdir(), 'snackshop-ui-kit-pack-'));
const app = path.join(work, 'app');

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', env: process.env });

/** Builds and packs a workspace package into `work`, answering its tarball's path. */
function pack(dir: string): string {
  run('pnpm', ['run', 'build'], dir);
  const before = new Set(readdirSync(work));
  run('pnpm', ['pack', '--pack-destination', work], dir);
  const name = readdirSync(work).find((f) => f.endsWith('.tgz') && !before.has(f));
  if (!name) throw new Error(`pnpm pack wrote no tarball for ${dir} to ${work}`);
  return path.join(work, name);
}

/** A fresh Vite + React app that knows the kit (and commerce-core) only as npm dependencies. */
async function createApp(tarball: string, coreTarball: string) {
  await mkdir(path.join(app, 'src'), { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'ui-kit-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@snackshop/ui-kit': `file:${tarball}`,
          '@snackshop/commerce-core': `file:${coreTarball}`,
          react: '^19.1.0',
          'react-dom': '^19.1.0',
        },
        devDependencies: { vite: '^7.1.0', '@vitejs/plugin-react': '^5.0.0' },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>' +
      '<body><main id="root"></main><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(app, 'src', 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { ProductTile } from '@snackshop/ui-kit';
import { snacksTheme } from '@snackshop/ui-kit/themes/snacks';

document.body.className = snacksTheme;
createRoot(document.getElementById('root')).render(
  <div style={{ width: 260 }}>
    <ProductTile
      href="/products/p-101"
      brand="Golden Hollow"
      title="Sea Salt Kettle Chips"
      size="1 oz bags, 40 count"
      image={{ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Chips bag' }}
      priceCents={2499}
      onAddToCart={(quantity) => { document.title = 'added ' + quantity; }}
    />
  </div>,
);
`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
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

describe('the packed @snackshop/ui-kit', () => {
  let server: Server;
  let tarball: string;

  beforeAll(async () => {
    const coreTarball = pack(coreDir);
    tarball = pack(packageDir);
    await createApp(tarball, coreTarball);
    server = await serve(path.join(app, 'dist'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('ships ESM, type declarations and one stylesheet per entry', () => {
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
      'package/CHANGELOG.md',
    ]) {
      expect(listing).toContain(file);
    }
    expect(listing.some((f) => f.includes('.stories.') || f.includes('.test.'))).toBe(false);
  });

  it('renders a themed ProductTile in a Vite + React app that installed the tarball', async () => {
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      const title = page.getByRole('link', { name: 'Sea Salt Kettle Chips' });
      await title.waitFor({ state: 'visible' });
      expect(await page.getByText('$24.99').isVisible()).toBe(true);
      expect(await page.getByText('Golden Hollow').isVisible()).toBe(true);
      const add = page.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' });
      // The kit's and the theme's CSS arrived: the button wears the snacks brand red.
      expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgb(200, 16, 46)',
      );
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await add.click();
      expect(await page.title()).toBe('added 2');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
