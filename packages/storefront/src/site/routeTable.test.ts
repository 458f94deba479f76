import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from './routeTable';

const sitesDir = path.resolve(import.meta.dirname, '../../../../sites');
const sites = readdirSync(sitesDir).filter((name) => existsSync(path.join(sitesDir, name, 'app')));

describe('the storefront route table', () => {
  it('names each path once, with one index page and a catch-all', () => {
    const paths = storefrontRoutes.map((route) => route.path ?? '(index)');
    expect(new Set(paths).size).toBe(paths.length);
    expect(storefrontRoutes.filter((route) => route.index)).toHaveLength(1);
    expect(paths).toContain('*');
  });

  it.each(sites)('has every page’s route module in the %s site', (site) => {
    expect(sites.length).toBeGreaterThanOrEqual(2);
    const missing = storefrontRoutes
      .map((route) => route.file)
      .filter((file) => !existsSync(path.join(sitesDir, site, 'app', file)));
    expect(missing).toEqual([]);
  });
});
