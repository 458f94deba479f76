import { checkoutLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  checkoutMeta as meta,
  CheckoutPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = checkoutLoader;
export const headers = routeHeaders('none');
