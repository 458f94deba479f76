import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const rules = require(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const scratch: string[] = [];

/** Writes `files` (path → source) under a new temporary folder and returns it. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'snackshop-lint-'));
  scratch.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** The rule names the boundaries check reports for a tree, with the module that broke each. */
async function violations(dir: string): Promise<string[]> {
  const { tsConfig: _ts, ...options } = rules.options ?? {};
  const layers = ['packages', 'sites', 'services'].filter((layer) =>
    existsSync(path.join(dir, layer)),
  );
  const cruised = await cruise(layers, {
    ...(options as ICruiseOptions),
    baseDir: dir,
    ruleSet: { forbidden: rules.forbidden ?? [] },
    validate: true,
  });
  const output = cruised.output as {
    summary: { violations: { rule: { name: string }; from: string }[] };
  };
  return output.summary.violations.map((v) => `${v.rule.name} ${v.from}`).sort();
}

describe('pnpm lint: the boundaries of ARCHITECTURE.md', () => {
  it('passes a tree that keeps them', async () => {
    const dir = tree({
      'packages/commerce-core/src/cart/money.ts': 'export const cents = (n: number) => n;\n',
      'packages/commerce-core/src/contract/index.ts': 'export const schema = 1;\n',
      'packages/storefront/src/page.tsx':
        "import type { schema } from '../../commerce-core/src/contract/index';\nexport type S = typeof schema;\n",
      'packages/storefront/src/page.server.ts':
        "export { schema } from '../../../packages/storefront/src/schema.server';\n",
      'packages/storefront/src/schema.server.ts': 'export const schema = 2;\n',
    });
    // The type-only import crosses the package by path: only that rule speaks.
    expect(await violations(dir)).toEqual([
      'packages-by-name-only packages/storefront/src/page.tsx',
    ]);
  });

  it('fails an import cycle', async () => {
    const dir = tree({
      'services/commerce-api/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'services/commerce-api/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(await violations(dir)).toEqual(['no-circular services/commerce-api/src/a.ts']);
  });

  it('fails the API plumbing importing a domain or the app, and lets a domain use the plumbing', async () => {
    const dir = tree({
      'services/commerce-api/src/http/route.ts':
        "import type { Caches } from '../catalogue/caches';\nexport type Deps = { caches: Caches };\n",
      'services/commerce-api/src/http/errors.ts': 'export class DomainError extends Error {}\n',
      'services/commerce-api/src/catalogue/caches.ts':
        "import { DomainError } from '../http/errors';\nexport class Caches { error = DomainError; }\n",
      'services/commerce-api/src/deps.ts': 'export const deps = { port: 0 };\n',
      'services/commerce-api/src/runtime/workers.ts':
        "import { deps } from '../deps';\nexport const port = deps.port;\n",
    });
    expect(await violations(dir)).toEqual([
      'api-plumbing-knows-no-domain services/commerce-api/src/http/route.ts',
      'api-plumbing-knows-no-domain services/commerce-api/src/runtime/workers.ts',
    ]);
  });

  it('fails an API domain importing a root file or a domain above it, and lets the app compose them', async () => {
    const dir = tree({
      'services/commerce-api/src/deps.ts':
        "import type { OrderDeps } from './orders/deps';\nexport type AppDeps = OrderDeps;\n",
      'services/commerce-api/src/app.ts':
        "import type { AppDeps } from './deps';\nimport { orderRoutes } from './orders/orders.routes';\nexport const app = (deps: AppDeps) => [orderRoutes, deps];\n",
      'services/commerce-api/src/orders/deps.ts':
        "import type { Listing } from '../catalogue/listing';\nexport type OrderDeps = { listing: Listing };\n",
      'services/commerce-api/src/orders/orders.routes.ts':
        "import type { AppDeps } from '../deps';\nexport const orderRoutes = (deps: AppDeps) => deps;\n",
      'services/commerce-api/src/catalogue/listing.ts':
        "import { total } from '../orders/total';\nexport type Listing = { of: typeof total };\n",
      'services/commerce-api/src/orders/total.ts': 'export const total = (n: number) => n;\n',
      'services/commerce-api/src/catalogue/listing.test.ts':
        "import { app } from '../app';\nexport const started = app;\n",
      'services/commerce-api/test/harness.ts':
        "import { app } from '../src/app';\nexport const harness = app;\n",
    });
    // No module cycle, yet catalogue/ and orders/ import each other: the arrow up is refused.
    expect(await violations(dir)).toEqual([
      'api-domains-import-downwards services/commerce-api/src/catalogue/listing.ts',
      'api-domains-know-no-root services/commerce-api/src/orders/orders.routes.ts',
    ]);
  });

  it('fails the storefront plumbing importing a widget, a page or root, and lets pages build on it', async () => {
    const sf = 'packages/storefront/src';
    const dir = tree({
      [`${sf}/site/cookies.ts`]: 'export const yearCookie = 1;\n',
      [`${sf}/site/shellData.ts`]:
        "import { ProductGrid } from '../catalogue/ProductGrid';\nexport const grid = ProductGrid;\n",
      [`${sf}/server/root.server.ts`]:
        "import { App } from '../root/App';\nexport const app = App;\n",
      [`${sf}/seo/sitemap.ts`]:
        "import { kinds } from '../routes/listing/kinds';\nexport const all = kinds;\n",
      [`${sf}/site/location.ts`]:
        "import { serverOnly } from '../server/api.server';\nexport const where = serverOnly;\n",
      [`${sf}/server/api.server.ts`]:
        "import { yearCookie } from '../site/cookies';\nexport const serverOnly = yearCookie;\n",
      [`${sf}/catalogue/ProductGrid.tsx`]:
        "import { yearCookie } from '../site/cookies';\nexport const ProductGrid = yearCookie;\n",
      [`${sf}/root/App.tsx`]:
        "import { kinds } from '../routes/listing/kinds';\nexport const App = kinds;\n",
      [`${sf}/routes/listing/kinds.ts`]:
        "import { ProductGrid } from '../../catalogue/ProductGrid';\nexport const kinds = [ProductGrid];\n",
    });
    expect(await violations(dir)).toEqual([
      'storefront-plumbing-floors packages/storefront/src/site/location.ts',
      'storefront-plumbing-knows-no-page packages/storefront/src/seo/sitemap.ts',
      'storefront-plumbing-knows-no-page packages/storefront/src/server/root.server.ts',
      'storefront-plumbing-knows-no-page packages/storefront/src/site/shellData.ts',
    ]);
  });

  it('fails a storefront widget importing a page or a widget above it, and a page importing another page or root', async () => {
    const sf = 'packages/storefront/src';
    const dir = tree({
      [`${sf}/shell/Header.tsx`]:
        "import { MiniCart } from '../routes/cart/MiniCart';\nexport const Header = MiniCart;\n",
      [`${sf}/forms/Field.tsx`]:
        "import { Lines } from '../orders/Lines';\nexport const Field = Lines;\n",
      [`${sf}/orders/Lines.tsx`]:
        "import { SkipLink } from '../shell/SkipLink';\nexport const Lines = SkipLink;\n",
      [`${sf}/shell/SkipLink.tsx`]: 'export const SkipLink = 1;\n',
      [`${sf}/routes/cart/MiniCart.tsx`]:
        "import { Lines } from '../../orders/Lines';\nimport { CartLines } from './CartLines';\nexport const MiniCart = [Lines, CartLines];\n",
      [`${sf}/routes/cart/CartLines.tsx`]: 'export const CartLines = 1;\n',
      [`${sf}/routes/myaccount/Orders.tsx`]:
        "import { MiniCart } from '../cart/MiniCart';\nexport const Orders = MiniCart;\n",
      [`${sf}/routes/home/Home.tsx`]:
        "import { shell } from '../../root/shellData';\nexport const Home = shell;\n",
      [`${sf}/root/shellData.ts`]:
        "import { Orders } from '../routes/myaccount/Orders';\nexport const shell = Orders;\n",
      [`${sf}/routes/myaccount/Orders.test.tsx`]:
        "import { Home } from '../home/Home';\nexport const home = Home;\n",
    });
    // A test may set its stage from another page (Orders.test.tsx imports Home): not reported.
    expect(await violations(dir)).toEqual([
      'storefront-features-stand-alone packages/storefront/src/routes/home/Home.tsx',
      'storefront-features-stand-alone packages/storefront/src/routes/myaccount/Orders.tsx',
      'storefront-widget-floors packages/storefront/src/forms/Field.tsx',
      'storefront-widgets-know-no-feature packages/storefront/src/shell/Header.tsx',
    ]);
  });

  it('fails commerce-core reaching for Node', async () => {
    const dir = tree({
      'packages/commerce-core/src/files.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    });
    expect(await violations(dir)).toEqual([
      'core-has-no-node-built-ins packages/commerce-core/src/files.ts',
    ]);
  });

  it('fails the ui-kit reaching for the API client, and a relative import across packages', async () => {
    const dir = tree({
      'packages/commerce-core/src/api-client/index.ts': 'export const client = 1;\n',
      'packages/ui-kit/src/Leak.tsx':
        "import { client } from '../../commerce-core/src/api-client/index';\nexport const leak = client;\n",
    });
    expect(await violations(dir)).toEqual([
      'packages-by-name-only packages/ui-kit/src/Leak.tsx',
      'ui-kit-knows-nothing-of-the-api packages/ui-kit/src/Leak.tsx',
    ]);
  });

  it('lets the ui-kit show the password checklist, not reach a validation schema', async () => {
    const dir = tree({
      'packages/commerce-core/src/validation/password-checklist.ts': 'export const rows = 5;\n',
      'packages/commerce-core/src/validation/fields.ts': 'export const schema = 1;\n',
      'packages/ui-kit/src/Checklist.tsx':
        "import { rows } from '../../commerce-core/src/validation/password-checklist';\nexport const shown = rows;\n",
      'packages/ui-kit/src/Form.tsx':
        "import { schema } from '../../commerce-core/src/validation/fields';\nexport const form = schema;\n",
    });
    expect(await violations(dir)).toEqual([
      'packages-by-name-only packages/ui-kit/src/Checklist.tsx',
      'packages-by-name-only packages/ui-kit/src/Form.tsx',
      'ui-kit-knows-nothing-of-the-api packages/ui-kit/src/Form.tsx',
    ]);
  });

  it('fails zod schemas of the contract in code that ships to the browser', async () => {
    const dir = tree({
      'packages/commerce-core/src/contract/index.ts': 'export const schema = 1;\n',
      'packages/commerce-hooks/src/useThing.ts':
        "import { schema } from '../../commerce-core/src/contract/index';\nexport const thing = schema;\n",
    });
    expect(await violations(dir)).toEqual([
      'no-zod-in-the-browser-bundle packages/commerce-hooks/src/useThing.ts',
      'packages-by-name-only packages/commerce-hooks/src/useThing.ts',
    ]);
  });

  it('fails a site that reaches past the storefront', async () => {
    const dir = tree({
      'packages/ui-kit/src/Button.tsx': 'export const Button = 1;\n',
      'sites/snacks/app/routes/home.tsx':
        "import { Button } from '../../../../packages/ui-kit/src/Button';\nexport default Button;\n",
    });
    expect(await violations(dir)).toEqual([
      'packages-by-name-only sites/snacks/app/routes/home.tsx',
      'sites-are-thin sites/snacks/app/routes/home.tsx',
    ]);
  });
});

describe('pnpm lint: nothing unused', () => {
  it('fails an export nothing imports', () => {
    const dir = tree({
      'package.json': JSON.stringify({ name: 'probe', type: 'module', private: true }),
      'src/index.ts': "import { used } from './util';\nconsole.info(used);\n",
      'src/util.ts': 'export const used = 1;\nexport const forgotten = 2;\n',
      'knip.json': JSON.stringify({ entry: ['src/index.ts'], project: ['src/**/*.ts'] }),
    });
    const bin = path.join(path.dirname(require.resolve('knip')), '..', 'bin', 'knip.js');
    const knip = spawnSync(process.execPath, [bin, '--no-progress'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(knip.status).toBe(1);
    expect(knip.stdout).toMatch(/Unused exports \(1\)[\s\S]*forgotten\s+src\/util\.ts/);
  });
});

describe('pnpm lint: functions a reader can hold', () => {
  /** A function of `lines` lines, counted as ESLint counts them (its first and last included). */
  const functionOf = (lines: number) =>
    `export function probe(): number {\n${'  void 0;\n'.repeat(lines - 3)}  return 1;\n}\n`;

  const lengthErrors = async (filePath: string, source: string) => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'max-lines-per-function')
      .map((message) => message.message);
  };

  it('fails a function over 120 lines in source, not in a test', async () => {
    expect(await lengthErrors('packages/storefront/src/probe.ts', functionOf(120))).toEqual([]);
    expect(await lengthErrors('packages/storefront/src/probe.ts', functionOf(121))).toEqual([
      "Function 'probe' has too many lines (121). Maximum allowed is 120.",
    ]);
    expect(await lengthErrors('packages/storefront/src/probe.test.ts', functionOf(200))).toEqual(
      [],
    );
  });
});

describe("pnpm lint: the frameworks' private surface behind one door", () => {
  const privateErrors = async (filePath: string, source: string) => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
      .length;
  };

  it("fails UNSAFE_ imports, the router's globals and React's fiber key outside src/hydration/", async () => {
    const reach = [
      "import { UNSAFE_createRouter } from 'react-router';\nexport const make = UNSAFE_createRouter;\n",
      "import * as router from 'react-router';\nexport const make = router.UNSAFE_createRouter;\n",
      'export const handoff = () => window.__reactRouterContext;\n',
      "export const fiber = (node: Node) => Object.keys(node).some((k) => k.startsWith('__reactFiber$'));\n",
      'export const manifest = `window.__reactRouterManifest=${1}`;\n',
    ];
    for (const source of reach) {
      expect(await privateErrors('packages/storefront/src/root/probe.ts', source)).toBeGreaterThan(
        0,
      );
      expect(await privateErrors('sites/snacks/tests/e2e/probe.ts', source)).toBeGreaterThan(0);
      expect(await privateErrors('packages/storefront/src/hydration/probe.ts', source)).toBe(0);
    }
  });
});
