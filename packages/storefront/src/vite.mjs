// What a site's vite.config.ts takes from the storefront: the plugins its build runs.
export { routeManifestAsJson } from './hydration/routeManifestAsJson.mjs';
