// A Vite plugin for a site's build (`@snackshop/storefront/vite`), in JavaScript so that a
// site's vite.config.ts loads it as it is. It rewrites React Router's build output, so it
// lives here with the other pieces that know the router's private shapes (README.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/** The names of a folder's files, none when there is no such folder (a build that failed). */
function filesIn(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/**
 * React Router writes a site's route manifest (every route's modules and styles, ~55 KB) as
 * an object literal, which a page compiles on its main thread before it hydrates. V8 parses
 * the same data as a JSON string several times faster
 * (https://v8.dev/blog/cost-of-javascript-2019#json): once the build has written the file,
 * this writes it as `JSON.parse('…')`. Same data, same URL. A manifest of another shape (a
 * newer router's) is left as it is.
 */
export function routeManifestAsJson() {
  let clientAssets = '';
  return {
    name: 'snackshop-route-manifest-as-json',
    apply: 'build',
    configResolved(config) {
      clientAssets = path.resolve(
        config.root,
        process.env.SITE_BUILD_DIR ?? 'build',
        'client/assets',
      );
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
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
      },
    },
  };
}
