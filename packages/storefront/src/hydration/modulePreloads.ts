/** What React Router's route manifest says of a route's modules (`window.__reactRouterManifest`). */
interface ManifestRoute {
  module: string;
  imports?: readonly string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  hydrateFallbackModule?: string;
}

export interface RouteManifest {
  url?: string;
  entry: { module: string; imports: readonly string[] };
  routes: Readonly<Record<string, ManifestRoute | undefined>>;
}

declare global {
  interface Window {
    __reactRouterManifest?: RouteManifest;
    /** The page's matched route modules, by route id (React Router's bootstrap script). */
    __reactRouterRouteModules?: Readonly<Record<string, unknown>>;
  }
}

/**
 * The modules React Router's `<Scripts>` names in a `<link rel="modulepreload">` while the
 * page hydrates (7.18: the manifest, the entry and its imports, and each matched route's
 * module, client loader, action and hydrate fallback modules with their imports).
 */
export function pageModuleHrefs(manifest: RouteManifest, routeIds: readonly string[]): string[] {
  const hrefs = new Set<string>();
  const add = (href: string | undefined) => {
    if (href) hrefs.add(href);
  };
  add(manifest.url);
  add(manifest.entry.module);
  manifest.entry.imports.forEach(add);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    [route.module, route.clientActionModule, route.clientLoaderModule, route.hydrateFallbackModule]
      .concat(route.imports ?? [])
      .forEach(add);
  }
  return [...hrefs];
}

/**
 * Puts in the head, before hydration, the `<link rel="modulepreload">` elements the server
 * left out of its HTML (`modulePreloadsAfterContent`) and `<Scripts>` renders while
 * hydrating, so React finds them instead of creating them (three dozen on a listing) in
 * hydration's commit, one task the page cannot cut. The modules have loaded by then: the
 * links fetch nothing. Without React Router's globals it does nothing, and React adds them.
 */
export function adoptModulePreloads(): void {
  const manifest = window.__reactRouterManifest;
  const modules = window.__reactRouterRouteModules;
  if (!manifest || !modules) return;
  const present = new Set(
    Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  const links = document.createDocumentFragment();
  for (const href of pageModuleHrefs(manifest, Object.keys(modules))) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('href', href);
    links.append(link);
  }
  document.head.append(links);
}
