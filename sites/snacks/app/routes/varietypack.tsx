import { routeHeaders, varietyPackLoader } from '@snackshop/storefront/server';

export {
  varietyPackMeta as meta,
  VarietyPackPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = varietyPackLoader;
export const headers = routeHeaders('short');
