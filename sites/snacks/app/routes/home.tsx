import { homeLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  homeMeta as meta,
  HomePage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = homeLoader;
export const headers = routeHeaders('short');
