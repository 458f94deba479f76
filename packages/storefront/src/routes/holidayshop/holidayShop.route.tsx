/** `/holiday-shop`: the Holiday Shop merchandise. */
import { routeHeaders } from '../../server/headers.server';

export { holidayShopMeta as meta, HolidayShopPage as default } from './HolidayShopPage';
export { holidayShopLoader as loader } from './holidayShop.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
