import { bundlesLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  bundlesMeta as meta,
  BundlesPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = bundlesLoader;
export const headers = routeHeaders('short');
