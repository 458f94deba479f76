import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { build as tsupBuild } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../tsup.config';

/**
 * The package promise behind `sideEffects: false` and the subpath entries: a client bundle
 * that only does cart math carries no zod (issue 2, "Done when").
 */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CART_ONLY = (from: string) => `
  import { cartAmount, freeShippingProgress } from '${from}';
  const lines = [{ productId: 'P-1', title: 'Chips', price: 250, quantity: 3 }];
  export const amount = cartAmount(lines);
  export const progress = freeShippingProgress(amount);
`;

async function bundle(contents: string, conditions: string[]) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts', sourcefile: 'cart-only.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions,
    metafile: true,
    // Left unresolved on purpose: an import of zod must show in the output, not be inlined.
    external: ['zod'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, inputs: Object.keys(result.metafile.inputs) };
}

async function run(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** zod is external, so any zod the bundle kept shows as an import of it. */
function expectNoZod({ code }: { code: string }) {
  expect(code).not.toMatch(/zod/i);
}

describe('cart-only bundle from the source entries', () => {
  it.each(['@snackshop/commerce-core/cart', '@snackshop/commerce-core'])(
    'importing cart math from %s pulls in no zod and works',
    async (entry) => {
      const output = await bundle(CART_ONLY(entry), ['@snackshop/source']);
      expectNoZod(output);
      expect(await run(output.code)).toMatchObject({
        amount: 7.5,
        progress: { progress: 50, remaining: 7.5 },
      });
    },
  );

  it('reads only cart math and the constants it needs from the /cart entry', async () => {
    const { code, inputs } = await bundle(CART_ONLY('@snackshop/commerce-core/cart'), [
      '@snackshop/source',
    ]);
    const modules = inputs.filter((input) => input.startsWith('src/'));
    expect(modules.filter((input) => !input.startsWith('src/cart/'))).toEqual([
      'src/constants/constants.ts',
    ]);
    expect(code.length).toBeLessThan(4 * 1024);
  });
});

describe('cart-only bundle from the built package', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'commerce-core-build-'));
    // Entries are relative to the package; the suite may run from another folder.
    const entry = Object.fromEntries(
      Object.entries(buildOptions.entry).map(([name, file]) => [name, path.join(packageDir, file)]),
    );
    await tsupBuild({
      ...buildOptions,
      entry,
      outDir,
      dts: false,
      sourcemap: false,
      silent: true,
      config: false,
    });
  }, 60_000);

  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('builds an ESM file for the root and every subpath of the exports map', async () => {
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { import: string }>;
    };
    const imports = Object.values(manifest.exports)
      .filter((target): target is { import: string } => typeof target === 'object')
      .map((target) => target.import.replace('./dist/', ''));
    expect(imports).toContain('index.js');
    expect(imports).toContain('cart/index.js');
    for (const file of imports) {
      await expect(readFile(path.join(outDir, file), 'utf8')).resolves.toBeTypeOf('string');
    }
  });

  it('keeps zod out of a bundle that imports only the built cart entry', async () => {
    const output = await bundle(CART_ONLY(path.join(outDir, 'cart/index.js')), []);
    expectNoZod(output);
    expect(await run(output.code)).toMatchObject({ amount: 7.5 });
  });
});
