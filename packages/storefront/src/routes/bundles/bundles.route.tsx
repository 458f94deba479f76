/** `/bundles`: the bundles. */
import { routeHeaders } from '../../server/headers.server';

export { bundlesMeta as meta, BundlesPage as default } from './BundlesPage';
export { bundlesLoader as loader } from './bundles.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
