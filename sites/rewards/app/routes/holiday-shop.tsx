import { holidayShopLoader, routeHeaders } from '@snackshop/storefront/server';

export {
  holidayShopMeta as meta,
  HolidayShopPage as default,
  RouteErrorBoundary as ErrorBoundary,
} from '@snackshop/storefront';
export const loader = holidayShopLoader;
export const headers = routeHeaders('short');
