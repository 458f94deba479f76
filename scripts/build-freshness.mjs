// Whether a build is newer than every source it was made from, so a test that needs the build
// uses the one `pnpm validate` (or the developer) just made and rebuilds only a stale one.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Folders that hold outputs, installs or tests, never a build's sources. */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'build',
  'storybook-static',
  '.react-router',
  '.tmp',
  '.data',
  '__screenshots__',
  'tests',
  'test',
]);

/** The newest modification time (ms) of the files under `entry`, outputs and tests left out. */
function newestModification(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (NOT_SOURCES.has(child)) continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/**
 * True when `output` (a file the build writes last or always) exists and is newer than every
 * file under `sources` (paths relative to the workspace root), tests and other outputs left
 * out.
 */
export function isBuildCurrent(output, sources) {
  const built = statSync(output, { throwIfNoEntry: false });
  if (!built) return false;
  const newest = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
  return built.mtimeMs > newest;
}

/** What a site's build is made from: the site, the workspace packages, the build's plugins. */
export function siteSources(site) {
  return [
    `sites/${site}`,
    'packages',
    'vitest.shared.ts',
    'scripts/precompressed-assets.mjs',
    'pnpm-lock.yaml',
  ];
}
