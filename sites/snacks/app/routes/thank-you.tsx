import { routeHeaders } from '@snackshop/storefront/server';

export {
  thankYouMeta as meta,
  ThankYouPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const headers = routeHeaders('none');
