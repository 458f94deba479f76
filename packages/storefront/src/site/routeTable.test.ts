import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes, type StorefrontRoute } from './routeTable';

const routesDir = path.resolve(import.meta.dirname, '../routes');
const sitesDir = path.resolve(import.meta.dirname, '../../../../sites');
const sites = readdirSync(sitesDir).filter((name) => existsSync(path.join(sitesDir, name, 'app')));

/** Every file under a folder, as absolute paths. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The routes a site's `app/routes.ts` gives React Router. */
async function siteRoutes(site: string): Promise<StorefrontRoute[]> {
  const routesFile = path.join(sitesDir, site, 'app', 'routes.ts');
  const config = (await import(/* @vite-ignore */ pathToFileURL(routesFile).href)) as {
    default: StorefrontRoute[];
  };
  return config.default;
}

describe('the storefront route table', () => {
  it('names each path and id once, with one index page and a catch-all', () => {
    const paths = storefrontRoutes.map((route) => route.path ?? '(index)');
    const ids = storefrontRoutes.map((route) => route.id);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(storefrontRoutes.filter((route) => route.index)).toHaveLength(1);
    expect(paths).toContain('*');
  });

  it('names route modules of this package that exist, and every one of them', () => {
    const files = storefrontRoutes.map((route) => route.file);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
    const routeModules = filesUnder(routesDir).filter((file) => /\.route\.tsx?$/.test(file));
    expect([...new Set(files)].sort()).toEqual(routeModules.sort());
  });

  it.each(sites)('is what the %s site serves, plus only its own extra pages', async (site) => {
    expect(sites.length).toBeGreaterThanOrEqual(2);
    const routes = await siteRoutes(site);
    const storefrontFiles = new Set(storefrontRoutes.map((route) => route.file));
    expect(routes.filter((route) => storefrontFiles.has(route.file))).toEqual(storefrontRoutes);

    const own = routes.filter((route) => !storefrontFiles.has(route.file));
    const storefrontPaths = new Set(storefrontRoutes.map((route) => route.path ?? '(index)'));
    expect(own.filter((route) => storefrontPaths.has(route.path ?? '(index)'))).toEqual([]);

    // A module under the site's app/routes/ that no own page names is a copy of a
    // storefront page (or dead code): the storefront's modules are served from here.
    const appDir = path.join(sitesDir, site, 'app');
    const ownFiles = new Set(own.map((route) => path.resolve(appDir, route.file)));
    const copies = filesUnder(path.join(appDir, 'routes')).filter((file) => !ownFiles.has(file));
    expect(copies).toEqual([]);
  });
});
