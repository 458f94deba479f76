export { routeManifestAsJson } from './hydration/routeManifestAsJson.mjs';
