import { routeHeaders, searchLoader } from '@snackshop/storefront/server';

export {
  searchMeta as meta,
  SearchPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = searchLoader;
export const headers = routeHeaders('short');
