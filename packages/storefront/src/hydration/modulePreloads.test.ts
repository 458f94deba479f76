// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptModulePreloads, pageModuleHrefs, type RouteManifest } from './modulePreloads';

const manifest: RouteManifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js'] },
  routes: {
    root: { module: '/assets/root-1.js', imports: ['/assets/react-1.js', '/assets/shell-1.js'] },
    listing: {
      module: '/assets/listing-1.js',
      clientLoaderModule: '/assets/listing-loader-1.js',
      imports: ['/assets/grid-1.js'],
    },
    product: { module: '/assets/product-1.js' },
  },
};

const headPreloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
    link.getAttribute('href'),
  );

describe('pageModuleHrefs', () => {
  it('names the manifest, the entry and the matched routes’ modules once each, in that order', () => {
    expect(pageModuleHrefs(manifest, ['root', 'listing', 'missing'])).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/shell-1.js',
      '/assets/listing-1.js',
      '/assets/listing-loader-1.js',
      '/assets/grid-1.js',
    ]);
  });
});

describe('adoptModulePreloads', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete window.__reactRouterManifest;
    delete window.__reactRouterRouteModules;
  });

  it('adds the page’s module preloads to the head, keeping those already there', () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('href', '/assets/entry.client-1.js');
    document.head.append(link);
    window.__reactRouterManifest = manifest;
    window.__reactRouterRouteModules = { root: {}, product: {} };
    adoptModulePreloads();
    expect(headPreloads()).toEqual([
      '/assets/entry.client-1.js',
      '/assets/manifest-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/shell-1.js',
      '/assets/product-1.js',
    ]);
  });

  it('leaves the head alone without React Router’s globals', () => {
    adoptModulePreloads();
    expect(headPreloads()).toEqual([]);
  });
});
