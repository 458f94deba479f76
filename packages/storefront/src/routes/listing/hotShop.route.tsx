/** `/hot-shop`: the hot-snack themed shop section (dark layout). */
import { routeHeaders } from '../../server/headers.server';
import { createListingLoader } from './listing.server';

export { hotHandle as handle } from '../../site/pageHandles';
export { listingMeta as meta, ListingPage as default } from './ListingPage';
export const loader = createListingLoader('hot');
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
