/**
 * `/hot-shop/products/:slug`: a product opened from the hot-snack shop, in the section's
 * dark layout. The same page as `/products/:slug`, whose URL stays its canonical one.
 */
import { routeHeaders } from '../../server/headers.server';

export { hotHandle as handle } from '../../site/pageHandles';
export { productMeta as meta, ProductPage as default } from './ProductPage';
export { productLoader as loader, productAction as action } from './product.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
