import { routeHeaders } from '@snackshop/storefront/server';

export {
  cartMeta as meta,
  CartPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const headers = routeHeaders('none');
