import { productAction, productLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  productMeta as meta,
  ProductPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = productLoader;
export const action = productAction;
export const headers = routeHeaders('short');
