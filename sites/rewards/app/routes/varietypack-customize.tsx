import { customizeLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  customizeMeta as meta,
  CustomizePage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = customizeLoader;
export const headers = routeHeaders('short');
