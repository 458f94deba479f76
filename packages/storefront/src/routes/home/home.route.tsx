/** `/`: banners, bestsellers, staff picks, categories and brands. */
import { routeHeaders } from '../../server/headers.server';

export { homeMeta as meta, HomePage as default } from './HomePage';
export { homeLoader as loader } from './home.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
