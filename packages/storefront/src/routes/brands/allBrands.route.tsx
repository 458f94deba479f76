/** `/brands`: All Brands, each linking to its listing. */
import { routeHeaders } from '../../server/headers.server';

export { allBrandsMeta as meta, AllBrandsPage as default } from './AllBrandsPage';
export { allBrandsLoader as loader } from './allBrands.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
