/** `/products/:slug`: a product, its ZIP availability and Notify Me. */
import { routeHeaders } from '../../server/headers.server';

export { productMeta as meta, ProductPage as default } from './ProductPage';
export { productLoader as loader, productAction as action } from './product.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
