import { orderLookupAction, orderLookupLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  orderLookupMeta as meta,
  OrderLookupPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = orderLookupLoader;
export const action = orderLookupAction;
export const headers = routeHeaders('none');
