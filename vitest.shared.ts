import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type ResolvedConfig,
} from 'vite';
import {
  PRECOMPRESSED_EXTENSIONS,
  PRECOMPRESSED_MIN_BYTES,
} from './scripts/precompressed-assets.mjs';
import { testChromiumPath } from './scripts/test-browser.mjs';

/**
 * Workspace packages export their TypeScript sources under the `@snackshop/source`
 * condition, so tests and dev servers run against source while published builds use dist.
 */
export const sourceConditions = {
  resolve: { conditions: ['@snackshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@snackshop/source', ...defaultServerConditions] } },
};

/**
 * Debian's Chromium (`testChromiumPath`), launched headless with the flags this project's
 * machines need (no background networking: the machines have no internet). Tests never let a
 * tool download its own browser.
 */
export const chromiumLaunchOptions = {
  executablePath: testChromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/**
 * A build plugin that works on a site's client assets once the build has written them (the
 * folder `SITE_BUILD_DIR` or `build` holds), after the other plugins' and in their order.
 */
function afterClientBuild(name: string, work: (clientAssets: string) => void): Plugin {
  let clientAssets = '';
  return {
    name,
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      clientAssets = path.resolve(
        config.root,
        process.env.SITE_BUILD_DIR ?? 'build',
        'client/assets',
      );
    },
    closeBundle: { order: 'post', sequential: true, handler: () => work(clientAssets) },
  };
}

/**
 * React Router writes a site's route manifest (every route's modules and styles, ~55 KB) as
 * an object literal, which a page compiles on its main thread before it hydrates. V8 parses
 * the same data as a JSON string several times faster
 * (https://v8.dev/blog/cost-of-javascript-2019#json): once the build has written the file,
 * this writes it as `JSON.parse('…')`. Same data, same URL.
 */
export function routeManifestAsJson(): Plugin {
  return afterClientBuild('snackshop-route-manifest-as-json', (clientAssets) => {
    const files = filesIn(clientAssets).filter((file) => /^manifest-\w+\.js$/.test(file));
    for (const file of files) {
      const source = readFileSync(path.join(clientAssets, file), 'utf8');
      if (!source.startsWith(`${MANIFEST_PREFIX}{`)) continue;
      const json = source.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, '');
      writeFileSync(
        path.join(clientAssets, file),
        // Single quotes: the JSON's double quotes stay as they are.
        `${MANIFEST_PREFIX}JSON.parse('${json.replace(/[\\']/g, '\\$&')}');`,
      );
    }
  });
}

/** The names of a folder's files, none when there is no such folder (a build that failed). */
function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** The modification time of a file in ms, or -1 when there is none. */
function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * Writes each client asset's brotli (quality 11) and gzip (level 9) forms beside it once the
 * build is done (after `routeManifestAsJson`), for the servers to send as they are
 * (`scripts/precompressed-assets.mjs`): an asset is compressed once per build, not once per
 * request, and smaller than a server compressing on the fly makes it.
 */
export function precompressedAssets(): Plugin {
  return afterClientBuild('snackshop-precompressed-assets', (clientAssets) => {
    for (const file of filesIn(clientAssets)) {
      if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file))) continue;
      const source = path.join(clientAssets, file);
      const bytes = readFileSync(source);
      if (bytes.length < PRECOMPRESSED_MIN_BYTES) continue;
      const changed = modifiedAt(source);
      if (modifiedAt(`${source}.br`) >= changed && modifiedAt(`${source}.gz`) >= changed) continue;
      writeFileSync(
        `${source}.br`,
        brotliCompressSync(bytes, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      );
      writeFileSync(`${source}.gz`, gzipSync(bytes, { level: 9 }));
    }
  });
}
